// /positions/create/:protocolVersion (issue 13; spec §2, §5 "new position steps"): select the pair and the fee tier
// (each tier's share of the pair's TVL; a v4 hook by address), set the range (full range, presets, typed min and max
// over the pool's liquidity histogram) or, for a pool that does not exist, its initial price; enter one deposit and
// see the other side the range takes. The exact math runs in the liquidity worker on bigint; the review walks the
// wallet through approvals, the Permit2 permit and the mint, which creates and initializes a new pool in the same
// transaction. v2 goes to its own form (a pair has no fee tiers and no range).
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, type TransactionReceipt, formatUnits, parseEventLogs, zeroAddress } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../../account/ConnectionProvider';
import { erc721Abi } from '../../../../contract/abis/erc721';
import { publicClientFor } from '../../../chain/clients';
import { v3MintCall, v4MintCall } from '../../../chain/mintPosition';
import { type PoolOption, loadV3PoolOptions, loadV4PoolOptions } from '../../../chain/poolOptions';
import { NATIVE_CURRENCY, sortCurrencies } from '../../../../contract/poolKey';
import { dataQueries, usdPriceKey } from '../../../data/dataApi';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { useDataApi } from '../../../data/useDataApi';
import { useUsdPrices } from '../../../data/usdPrices';
import { useFormatters } from '../../../data/useFormatters';
import {
  FEE_TIERS,
  type RangePreset,
  feePercent,
  hookAddressProblem,
  hookGuardsAddLiquidity,
  initialPriceFarFromMarket,
  parseTokenAmount,
  presetRange,
  rangeFromPrices,
} from '../../../lib/positions/createPosition';
import { type ProtocolVersion, parseProtocolVersion, validateCreateSearch } from '../../../lib/positions/createParams';
import { tickToPrice } from '../../../lib/positions/rangePrice';
import { NATIVE_PARAM } from '../../../lib/swap/swapParams';
import { LiquidityChart } from '../../../ui/charts/LiquidityChart';
import { liquidityWorker } from '../../../../workers/liquidity/liquidityClient';
import {
  lessSlippage,
  parseDecimal,
  plusSlippage,
  sqrtPriceX96ForPrice,
  usableTickBounds,
} from '../../../../workers/math/positionMath';
import { LiquidityReviewDialog } from '../LiquidityReviewDialog';
import { POSITION_DEADLINE_SECONDS } from '../positionTxActors';
import { positionStyles as s } from '../positionStyles';
import { CreateV2Form } from './CreateV2Form';
import { type PairToken, TokenPicker, tokenBalanceQuery, usePairTokens } from './pairTokens';

/** Slippage on what a mint may take: 0.5 %. */
export const MINT_SLIPPAGE_BIPS = 50;
const HISTOGRAM_BARS = 60;

const versionTab = (selected: boolean) =>
  cx(button({ tone: selected ? 'accent' : 'soft', size: 'sm' }), css({ minH: '11' }));

export function CreatePositionPage() {
  const { t } = useTranslation();
  const params = useParams({ strict: false }) as { protocolVersion?: string };
  const search = validateCreateSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const version = parseProtocolVersion(params.protocolVersion) ?? 'v4';
  const { chains, chainBySlug, chainById, config } = useDataApi();
  const connection = useConnection();
  const chain =
    chainBySlug(search.chain) ??
    (connection.chainId !== undefined ? chainById(connection.chainId) : undefined) ??
    chainBySlug(config?.defaultChainSlug) ??
    chains[0];
  return (
    <section className={s.page} aria-labelledby="create-title">
      <Link to="/positions" className={cx(mutedText(), s.back)}>
        ← {t('positions.back')}
      </Link>
      <h1 id="create-title" className={s.heading}>
        {t('createPosition.title')}
      </h1>
      <nav aria-label={t('createPosition.version')} className={css({ display: 'flex', gap: '2', my: '3' })}>
        {(['v4', 'v3', 'v2'] as const).map((v) => (
          <Link
            key={v}
            to="/positions/create/$protocolVersion"
            params={{ protocolVersion: v }}
            search={search as never}
            className={versionTab(v === version)}
            aria-current={v === version ? 'page' : undefined}
          >
            {v}
          </Link>
        ))}
      </nav>
      {params.protocolVersion !== undefined && parseProtocolVersion(params.protocolVersion) === undefined ? (
        <p role="alert">{t('createPosition.unknownVersion')}</p>
      ) : !chain ? (
        <p role="status" className={mutedText()}>
          {t('positions.loadingOne')}
        </p>
      ) : version === 'v2' ? (
        <CreateV2Form key={chain.chainId} chain={chain} initialA={search.currencyA} initialB={search.currencyB} />
      ) : (
        <CreateConcentrated
          key={`${chain.chainId}-${version}`}
          chain={chain}
          version={version}
          initialA={search.currencyA}
          initialB={search.currencyB}
          initialFee={search.feeTier}
          initialHook={search.hook}
        />
      )}
    </section>
  );
}

type RangeState = { preset: RangePreset | 'custom'; minText: string; maxText: string };

function CreateConcentrated(props: {
  chain: RuntimeChain;
  version: Exclude<ProtocolVersion, 'v2'>;
  initialA?: string;
  initialB?: string;
  initialFee?: number;
  initialHook?: string;
}) {
  const { chain, version } = props;
  const { chainId } = chain;
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const connection = useConnection();
  const { base, ready } = useDataApi();
  const weth = chain.contracts.WETH9 as Address | undefined;
  const pairTokens = usePairTokens(chain);
  const [tokenA, setTokenA] = useState<PairToken | undefined>();
  const [tokenB, setTokenB] = useState<PairToken | undefined>();
  const [fee, setFee] = useState<number>(props.initialFee ?? 3000);
  const [hookText, setHookText] = useState(props.initialHook ?? '');
  const [range, setRange] = useState<RangeState>({ preset: 'full', minText: '', maxText: '' });
  const [initialPriceText, setInitialPriceText] = useState('');
  const [farConfirmed, setFarConfirmed] = useState(false);
  const [deposit, setDeposit] = useState<{ side: 'A' | 'B'; text: string }>({ side: 'A', text: '' });
  const [reviewing, setReviewing] = useState(false);
  const [minted, setMinted] = useState<bigint | undefined>();

  // the URL's pair, once the list has the tokens
  useEffect(() => {
    if (pairTokens.length === 0) return;
    const find = (param?: string) =>
      param === NATIVE_PARAM
        ? pairTokens.find((tk) => tk.native)
        : pairTokens.find((tk) => tk.address.toLowerCase() === param);
    setTokenA((current) => current ?? find(props.initialA) ?? pairTokens.find((tk) => tk.native));
    setTokenB((current) => current ?? find(props.initialB));
  }, [pairTokens, props.initialA, props.initialB]);

  const hookProblem = version === 'v4' ? hookAddressProblem(hookText) : undefined;
  const hooks = (version === 'v4' && !hookProblem && hookText.trim() ? hookText.trim() : zeroAddress) as Address;
  // v3 pools hold WETH: native ETH pays the WETH side; v4 pools can hold native ETH itself
  const poolCurrency = (token: PairToken): Address =>
    token.native ? (version === 'v4' ? NATIVE_CURRENCY : weth!) : token.address;
  const pair =
    tokenA && tokenB && poolCurrency(tokenA).toLowerCase() !== poolCurrency(tokenB).toLowerCase()
      ? { a: poolCurrency(tokenA), b: poolCurrency(tokenB) }
      : undefined;
  const [currency0, currency1] = pair ? sortCurrencies(pair.a, pair.b) : [undefined, undefined];
  const baseIsToken0 = !!pair && currency0 === pair.a;
  const token0 = baseIsToken0 ? tokenA : tokenB;
  const token1 = baseIsToken0 ? tokenB : tokenA;

  const contracts = chain.contracts;
  const options = useQuery({
    queryKey: ['poolOptions', version, chainId, currency0, currency1, hooks],
    enabled: !!pair && (version === 'v3' ? !!contracts.UniswapV3Factory : !!contracts.StateView),
    queryFn: () =>
      version === 'v3'
        ? loadV3PoolOptions(publicClientFor(chain), contracts.UniswapV3Factory!, pair!.a, pair!.b, FEE_TIERS)
        : loadV4PoolOptions(publicClientFor(chain), contracts.StateView!, pair!.a, pair!.b, hooks, FEE_TIERS),
    refetchInterval: 12_000,
  });
  const option: PoolOption | undefined = options.data?.find((o) => o.fee === fee);
  const exists = option?.exists === true;

  // each tier's share of the pair's TVL, from the data API's pools of one of its tokens
  const tokenPools = useQuery({
    // a pair's pools are among either token's: ask for the one that is not native ETH
    ...dataQueries.token(base, chainId, (tokenA && !tokenA.native ? tokenA : tokenB)?.address ?? zeroAddress),
    enabled: ready && !!pair,
  });
  const tvlShare = useMemo(() => {
    const pools = (tokenPools.data?.pools ?? []).filter(
      (p) =>
        p.protocolVersion === version.toUpperCase() &&
        [p.token0.address, p.token1.address]
          .map((a) => a.toLowerCase())
          .sort()
          .join() ===
          [currency0, currency1]
            .map((a) => a?.toLowerCase())
            .sort()
            .join() &&
        (p.hookAddress ?? zeroAddress).toLowerCase() === hooks.toLowerCase(),
    );
    const total = pools.reduce((sum, p) => sum + p.totalLiquidity.value, 0);
    return new Map(pools.map((p) => [p.feeTier, total > 0 ? p.totalLiquidity.value / total : 0]));
  }, [tokenPools.data, version, currency0, currency1, hooks]);

  // the market price of A in B from the indexer's USD prices, to warn about an initial price far from it
  const priced = (address: Address) => ({ chainId, address: address === NATIVE_CURRENCY ? weth ?? address : address });
  const { prices } = useUsdPrices(base, pair ? [priced(pair.a), priced(pair.b)] : [], ready);
  const usd = (address: Address) => prices[usdPriceKey(chainId, priced(address).address)];
  const marketPrice = pair && usd(pair.a) && usd(pair.b) ? usd(pair.a)! / usd(pair.b)! : undefined;

  const decimals0 = token0?.decimals ?? 18;
  const decimals1 = token1?.decimals ?? 18;
  const tickSpacing = option?.tickSpacing ?? FEE_TIERS.find((f) => f.fee === fee)?.tickSpacing ?? 60;
  // the pool's price, or the typed initial price (A in B) for a pool the mint creates
  const typedInitial = parseDecimal(initialPriceText);
  const sqrtPriceX96 = exists
    ? option!.sqrtPriceX96!
    : typedInitial && typedInitial.numerator > 0n
      ? sqrtPriceX96ForPrice(
          baseIsToken0 ? typedInitial : { numerator: typedInitial.denominator, denominator: typedInitial.numerator },
          decimals0,
          decimals1,
        )
      : undefined;
  const currentTick = exists ? option!.tick! : undefined;
  const displayPrice = (tick: number) => tickToPrice(tick, decimals0, decimals1, !baseIsToken0);
  const currentPriceNumber =
    sqrtPriceX96 !== undefined
      ? (() => {
          const ratio = Number(sqrtPriceX96) / 2 ** 96;
          const p = ratio * ratio * 10 ** (decimals0 - decimals1);
          return baseIsToken0 ? p : 1 / p;
        })()
      : undefined;
  const priceTick =
    currentTick ??
    (sqrtPriceX96 !== undefined
      ? Math.floor(Math.log(Number(sqrtPriceX96) / 2 ** 96) / Math.log(Math.sqrt(1.0001)))
      : 0);

  const ticks =
    range.preset === 'custom'
      ? rangeFromPrices({
          minText: range.minText,
          maxText: range.maxText,
          decimals0,
          decimals1,
          baseIsToken0,
          tickSpacing,
        })
      : presetRange(range.preset, priceTick, tickSpacing);
  const rangeOk = 'tickLower' in ticks;
  const far = !exists && initialPriceFarFromMarket(currentPriceNumber ?? 0, marketPrice);

  const depositToken = deposit.side === 'A' ? tokenA : tokenB;
  const depositAmount = depositToken ? parseTokenAmount(deposit.text, depositToken.decimals) : undefined;
  const amountProblem = deposit.text.trim() !== '' && depositAmount === undefined;
  const depositSide: 0 | 1 = (deposit.side === 'A') === baseIsToken0 ? 0 : 1;
  const computed = useQuery({
    queryKey: [
      'liquidityDeposit',
      sqrtPriceX96?.toString(),
      rangeOk && ticks.tickLower,
      rangeOk && ticks.tickUpper,
      depositSide,
      depositAmount?.toString(),
    ],
    // with no amount yet it still says which sides the range takes
    enabled: sqrtPriceX96 !== undefined && rangeOk,
    queryFn: () =>
      liquidityWorker().deposit({
        sqrtPriceX96: sqrtPriceX96!,
        tickLower: (ticks as { tickLower: number }).tickLower,
        tickUpper: (ticks as { tickUpper: number }).tickUpper,
        side: depositSide,
        amount: depositAmount ?? 0n,
      }),
    placeholderData: (previous) => previous,
  });
  const result = computed.data;
  const sides = result?.sides ?? { token0: true, token1: true };
  const sideOpen = (side: 'A' | 'B') => ((side === 'A') === baseIsToken0 ? sides.token0 : sides.token1);
  const amountOf = (side: 'A' | 'B') => {
    if (!result || depositAmount === undefined) return undefined;
    return (side === 'A') === baseIsToken0 ? result.amount0 : result.amount1;
  };

  // the pool's liquidity by price, drawn by the worker from the indexer's ticks
  const poolTicks = useQuery({
    ...dataQueries.poolTicks(base, chainId, option?.pool ?? zeroAddress),
    enabled: ready && exists,
  });
  const windowTicks = rangeOk
    ? (() => {
        const bounds = usableTickBounds(tickSpacing);
        const low = Math.max(bounds.min, Math.min(ticks.tickLower, priceTick));
        const high = Math.min(bounds.max, Math.max(ticks.tickUpper, priceTick));
        const span = Math.max(high - low, tickSpacing * 20);
        return {
          from: Math.max(bounds.min, Math.min(low, priceTick - span / 2)),
          to: Math.min(bounds.max, Math.max(high, priceTick + span / 2)),
        };
      })()
    : undefined;
  const histogram = useQuery({
    queryKey: [
      'liquidityHistogram',
      chainId,
      option?.pool,
      poolTicks.dataUpdatedAt,
      windowTicks?.from,
      windowTicks?.to,
    ],
    enabled: !!poolTicks.data && !!windowTicks,
    queryFn: async () => {
      const worker = liquidityWorker();
      await worker.loadTicks(option!.pool, poolTicks.data!);
      return (await worker.histogram(option!.pool, windowTicks!.from, windowTicks!.to, HISTOGRAM_BARS)) ?? null;
    },
    placeholderData: (previous) => previous,
  });
  // sixty bars from the worker: cheap to map on every render
  const chart = (() => {
    if (!histogram.data || !rangeOk) return undefined;
    const points = histogram.data.ticks.map((tick, i) => ({
      price: displayPrice(tick),
      liquidity: histogram.data!.liquidity[i]!,
    }));
    if (!baseIsToken0) points.reverse();
    const [a, b] = [displayPrice(ticks.tickLower), displayPrice(ticks.tickUpper)];
    return {
      prices: points.map((p) => p.price),
      liquidity: points.map((p) => p.liquidity),
      minPrice: Math.min(a, b),
      maxPrice: Math.max(a, b),
      currentPrice: currentPriceNumber,
    };
  })();

  const balances = useQuery({
    ...tokenBalanceQuery(chain, connection.address, [tokenA, tokenB]),
    enabled: !!connection.address && !!tokenA && !!tokenB,
  });
  const balanceOf = (token: PairToken | undefined) => (token ? balances.data?.get(token.key) : undefined);

  const amountA = amountOf('A');
  const amountB = amountOf('B');
  const insufficient = (
    [
      ['A', tokenA, amountA],
      ['B', tokenB, amountB],
    ] as const
  ).find(
    ([, token, amount]) =>
      token && amount !== undefined && balanceOf(token) !== undefined && amount > balanceOf(token)!,
  );
  const wrongChain = connection.address && connection.chainId !== chainId;
  const hookBlocks = version === 'v4' && hooks !== zeroAddress && hookGuardsAddLiquidity(hooks);

  const fmt = (token: PairToken | undefined, raw: bigint | undefined) =>
    token && raw !== undefined ? format.tokenAmount(raw, token.decimals) : '—';
  const priceUnit =
    tokenA && tokenB ? t('createPosition.priceUnit', { quote: tokenB.symbol, base: tokenA.symbol }) : '';

  const problem = !pair
    ? t('createPosition.selectPair')
    : hookProblem
      ? t('createPosition.invalidHook')
      : !exists && sqrtPriceX96 === undefined
        ? t('createPosition.enterInitialPrice')
        : !rangeOk
          ? t(ticks.problem === 'minNotLower' ? 'createPosition.minNotLower' : 'createPosition.invalidPrice')
          : amountProblem
            ? t('createPosition.invalidAmount')
            : !result || result.liquidity === 0n
              ? t('createPosition.enterAmount')
              : far && !farConfirmed
                ? t('createPosition.confirmFarPrice')
                : insufficient
                  ? t('createPosition.insufficient', { symbol: insufficient[1]!.symbol })
                  : undefined;

  const request =
    connection.address && connection.provider && result && rangeOk && pair && sqrtPriceX96 !== undefined
      ? (() => {
          const owner = connection.address!;
          const { tickLower, tickUpper } = ticks;
          const nativeSide = tokenA?.native
            ? baseIsToken0
              ? 0
              : 1
            : tokenB?.native
              ? baseIsToken0
                ? 1
                : 0
              : undefined;
          const symbolOf = (which: 0 | 1) => (which === 0 ? token0 : token1)!.symbol;
          const decimalsOf = (which: 0 | 1) => (which === 0 ? decimals0 : decimals1);
          const sideNeeds = (amount0: bigint, amount1: bigint) =>
            ([0, 1] as const)
              .filter((which) => which !== nativeSide && (which === 0 ? currency0 : currency1) !== NATIVE_CURRENCY)
              .map((which) => ({
                token: (which === 0 ? currency0 : currency1)!,
                amount: which === 0 ? amount0 : amount1,
                symbol: symbolOf(which),
                decimals: decimalsOf(which),
              }));
          const activity = {
            type: 'mint' as const,
            input: { token: currency0!, symbol: symbolOf(0), decimals: decimals0, amount: result.amount0.toString() },
            output: { token: currency1!, symbol: symbolOf(1), decimals: decimals1, amount: result.amount1.toString() },
          };
          if (version === 'v3') {
            return {
              chain,
              account: owner,
              provider: connection.provider!,
              spender: contracts.NonfungiblePositionManager!,
              viaPermit2: false,
              needs: sideNeeds(result.amount0, result.amount1),
              activity,
              buildCall: ({ chainNow }: { chainNow: bigint }) =>
                v3MintCall({
                  positionManager: contracts.NonfungiblePositionManager!,
                  token0: currency0!,
                  token1: currency1!,
                  fee,
                  tickLower,
                  tickUpper,
                  amount0Desired: result.amount0,
                  amount1Desired: result.amount1,
                  amount0Min: lessSlippage(result.amount0, MINT_SLIPPAGE_BIPS),
                  amount1Min: lessSlippage(result.amount1, MINT_SLIPPAGE_BIPS),
                  recipient: owner,
                  deadline: chainNow + POSITION_DEADLINE_SECONDS,
                  initialSqrtPriceX96: exists ? undefined : sqrtPriceX96,
                  nativeSide,
                }),
              onReceipt: (receipt: TransactionReceipt) =>
                setMinted(mintedTokenId(receipt, contracts.NonfungiblePositionManager!, owner)),
            };
          }
          const amount0Max = exists ? plusSlippage(result.amount0, MINT_SLIPPAGE_BIPS) : result.amount0;
          const amount1Max = exists ? plusSlippage(result.amount1, MINT_SLIPPAGE_BIPS) : result.amount1;
          return {
            chain,
            account: owner,
            provider: connection.provider!,
            spender: contracts.PositionManager!,
            viaPermit2: true,
            needs: sideNeeds(amount0Max, amount1Max),
            activity,
            buildCall: ({
              chainNow,
              permit,
            }: {
              chainNow: bigint;
              permit?: Parameters<typeof v4MintCall>[0]['permit'];
            }) =>
              v4MintCall({
                positionManager: contracts.PositionManager!,
                poolKey: { currency0: currency0!, currency1: currency1!, fee, tickSpacing, hooks },
                tickLower,
                tickUpper,
                liquidity: result.liquidity,
                amount0Max,
                amount1Max,
                owner,
                deadline: chainNow + POSITION_DEADLINE_SECONDS,
                initialSqrtPriceX96: exists ? undefined : sqrtPriceX96,
                permit,
              }),
            onReceipt: (receipt: TransactionReceipt) =>
              setMinted(mintedTokenId(receipt, contracts.PositionManager!, owner)),
          };
        })()
      : undefined;

  const setPreset = (preset: RangePreset) => setRange({ preset, minText: '', maxText: '' });
  const fillCustom = () => {
    if (!rangeOk) return;
    const [a, b] = [displayPrice(ticks.tickLower), displayPrice(ticks.tickUpper)];
    const text = (n: number) => (Number.isFinite(n) ? plainDecimal(n) : '');
    setRange({ preset: 'custom', minText: text(Math.min(a, b)), maxText: text(Math.max(a, b)) });
  };
  const step = (which: 'min' | 'max', direction: 1 | -1) => {
    if (!rangeOk) return;
    // one tick spacing at a time; in the inverted view a higher price is a lower tick
    const move = direction * (baseIsToken0 ? 1 : -1) * tickSpacing;
    const lowerIsMin = baseIsToken0;
    let { tickLower, tickUpper } = ticks;
    if ((which === 'min') === lowerIsMin) tickLower += move;
    else tickUpper += move;
    if (tickLower >= tickUpper) return;
    const text = (tick: number) => plainDecimal(displayPrice(tick));
    const [pa, pb] = [displayPrice(tickLower), displayPrice(tickUpper)];
    setRange({
      preset: 'custom',
      minText: text(pa <= pb ? tickLower : tickUpper),
      maxText: text(pa <= pb ? tickUpper : tickLower),
    });
  };

  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <div className={s.card} role="group" aria-labelledby="step-pair">
        <h2 id="step-pair" className={s.cardTitle}>
          {t('createPosition.stepPair')}
        </h2>
        <div
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          <TokenPicker label={t('createPosition.tokenA')} tokens={pairTokens} value={tokenA} onChange={setTokenA} />
          <TokenPicker label={t('createPosition.tokenB')} tokens={pairTokens} value={tokenB} onChange={setTokenB} />
        </div>
        {tokenA && tokenB && !pair && <p role="alert">{t('createPosition.sameToken')}</p>}
        <fieldset className={s.chips}>
          <legend className={css({ fontWeight: 'medium', mb: '2' })}>{t('createPosition.feeTier')}</legend>
          {FEE_TIERS.map((tier) => {
            const tierOption = options.data?.find((o) => o.fee === tier.fee);
            const share = tvlShare.get(tier.fee);
            return (
              <label key={tier.fee} className={s.chip(fee === tier.fee)}>
                <input
                  type="radio"
                  name="feeTier"
                  className={s.chipInput}
                  checked={fee === tier.fee}
                  onChange={() => setFee(tier.fee)}
                />
                {t('createPosition.feeOption', { fee: format.amount(feePercent(tier.fee), { significantDigits: 2 }) })}
                <span className={css({ fontSize: 'xs', opacity: 0.8 })}>
                  {tierOption && !tierOption.exists
                    ? t('createPosition.notCreated')
                    : share !== undefined
                      ? t('createPosition.tvlShare', { share: Math.round(share * 100) })
                      : ''}
                </span>
              </label>
            );
          })}
        </fieldset>
        {version === 'v4' && (
          <label className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1' })}>
            <span>{t('createPosition.hook')}</span>
            <input
              className={inputStyle}
              value={hookText}
              placeholder="0x…"
              spellCheck={false}
              aria-invalid={!!hookProblem}
              onChange={(event) => setHookText(event.target.value)}
            />
            {hookProblem && (
              <span role="alert" className={css({ color: 'critical' })}>
                {t('createPosition.invalidHook')}
              </span>
            )}
            {hookBlocks && <span className={mutedText()}>{t('createPosition.hookMayRefuse')}</span>}
          </label>
        )}
      </div>

      {pair && (
        <div className={s.card} role="group" aria-labelledby="step-price">
          <h2 id="step-price" className={s.cardTitle}>
            {exists ? t('createPosition.stepRange') : t('createPosition.stepInitialPrice')}
          </h2>
          {options.isPending ? (
            <p role="status" className={mutedText()}>
              {t('createPosition.loadingPool')}
            </p>
          ) : !exists ? (
            <>
              <p className={mutedText()}>{t('createPosition.newPool')}</p>
              <label className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1' })}>
                <span>{t('createPosition.initialPrice', { unit: priceUnit })}</span>
                <input
                  className={inputStyle}
                  inputMode="decimal"
                  value={initialPriceText}
                  onChange={(event) => {
                    setInitialPriceText(event.target.value);
                    setFarConfirmed(false);
                  }}
                />
              </label>
              {marketPrice !== undefined && (
                <p className={mutedText()}>
                  {t('createPosition.marketPrice', {
                    price: format.amount(marketPrice, { significantDigits: 6 }),
                    unit: priceUnit,
                  })}
                </p>
              )}
              {far && (
                <label className={css({ display: 'flex', gap: '2', alignItems: 'center', minH: '11' })}>
                  <input
                    type="checkbox"
                    checked={farConfirmed}
                    onChange={(event) => setFarConfirmed(event.target.checked)}
                  />
                  <span role="alert">{t('createPosition.farFromMarket')}</span>
                </label>
              )}
            </>
          ) : (
            <p>
              {t('positions.currentPrice')}:{' '}
              <strong>
                {currentPriceNumber !== undefined ? format.amount(currentPriceNumber, { significantDigits: 6 }) : '—'}
              </strong>{' '}
              {priceUnit}
            </p>
          )}
          {(exists || sqrtPriceX96 !== undefined) && (
            <>
              <fieldset className={s.chips}>
                <legend className={css({ fontWeight: 'medium', mb: '2' })}>{t('createPosition.range')}</legend>
                {(['full', 'wide', 'common', 'narrow'] as const).map((preset) => (
                  <label key={preset} className={s.chip(range.preset === preset)}>
                    <input
                      type="radio"
                      name="rangePreset"
                      className={s.chipInput}
                      checked={range.preset === preset}
                      onChange={() => setPreset(preset)}
                    />
                    {t(`createPosition.preset.${preset}`)}
                  </label>
                ))}
                <label className={s.chip(range.preset === 'custom')}>
                  <input
                    type="radio"
                    name="rangePreset"
                    className={s.chipInput}
                    checked={range.preset === 'custom'}
                    onChange={fillCustom}
                  />
                  {t('createPosition.preset.custom')}
                </label>
              </fieldset>
              <div
                className={css({
                  display: 'grid',
                  gap: '3',
                  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                })}
              >
                {(['min', 'max'] as const).map((which) => (
                  <div
                    key={which}
                    className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1' })}
                  >
                    <label htmlFor={`range-${which}`}>
                      {t(which === 'min' ? 'positions.minPrice' : 'positions.maxPrice')}
                    </label>
                    <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                      <button
                        type="button"
                        className={cx(button({ tone: 'soft', size: 'sm' }), css({ minH: '11', minW: '11' }))}
                        aria-label={t(which === 'min' ? 'createPosition.lowerMin' : 'createPosition.lowerMax')}
                        onClick={() => step(which, -1)}
                      >
                        −
                      </button>
                      <input
                        id={`range-${which}`}
                        className={cx(inputStyle, css({ minW: '0', flex: '1' }))}
                        inputMode="decimal"
                        value={
                          range.preset === 'custom'
                            ? which === 'min'
                              ? range.minText
                              : range.maxText
                            : range.preset === 'full'
                              ? which === 'min'
                                ? '0'
                                : '∞'
                              : rangeOk
                                ? plainDecimal(
                                    displayPrice(
                                      (which === 'min') === baseIsToken0 ? ticks.tickLower : ticks.tickUpper,
                                    ),
                                  )
                                : ''
                        }
                        aria-invalid={!rangeOk}
                        onFocus={() => range.preset !== 'custom' && fillCustom()}
                        onChange={(event) =>
                          setRange((current) => ({
                            ...current,
                            preset: 'custom',
                            [which === 'min' ? 'minText' : 'maxText']: event.target.value,
                          }))
                        }
                      />
                      <button
                        type="button"
                        className={cx(button({ tone: 'soft', size: 'sm' }), css({ minH: '11', minW: '11' }))}
                        aria-label={t(which === 'min' ? 'createPosition.raiseMin' : 'createPosition.raiseMax')}
                        onClick={() => step(which, 1)}
                      >
                        +
                      </button>
                    </div>
                    <span className={cx(mutedText(), css({ fontSize: 'xs' }))}>{priceUnit}</span>
                  </div>
                ))}
              </div>
              {!rangeOk && (
                <p role="alert" className={css({ color: 'critical' })}>
                  {t(ticks.problem === 'minNotLower' ? 'createPosition.minNotLower' : 'createPosition.invalidPrice')}
                </p>
              )}
              {chart && (
                <LiquidityChart
                  {...chart}
                  label={t('createPosition.histogram', { pair: `${tokenA!.symbol}/${tokenB!.symbol}` })}
                  formatPrice={(price) => format.amount(price, { significantDigits: 4 })}
                />
              )}
            </>
          )}
        </div>
      )}

      {pair && (exists || sqrtPriceX96 !== undefined) && rangeOk && (
        <div className={s.card} role="group" aria-labelledby="step-deposit">
          <h2 id="step-deposit" className={s.cardTitle}>
            {t('createPosition.stepDeposit')}
          </h2>
          {(['A', 'B'] as const).map((side) => {
            const token = side === 'A' ? tokenA! : tokenB!;
            const open = sideOpen(side);
            const typed = deposit.side === side;
            const other = amountOf(side);
            const value = !open
              ? '0'
              : typed
                ? deposit.text
                : other !== undefined
                  ? formatUnits(other, token.decimals)
                  : '';
            return (
              <label key={side} className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1' })}>
                <span>{t('createPosition.depositAmount', { symbol: token.symbol })}</span>
                <input
                  className={inputStyle}
                  inputMode="decimal"
                  disabled={!open}
                  value={value}
                  onChange={(event) => setDeposit({ side, text: event.target.value })}
                />
                <span className={cx(mutedText(), css({ fontSize: 'xs' }))}>
                  {!open
                    ? t('createPosition.sideNotNeeded', { symbol: token.symbol })
                    : t('createPosition.balance', { amount: fmt(token, balanceOf(token)) })}
                </span>
              </label>
            );
          })}
          {amountProblem && (
            <p role="alert" className={css({ color: 'critical' })}>
              {t('createPosition.invalidAmount')}
            </p>
          )}
        </div>
      )}

      {!connection.address ? (
        <p className={mutedText()}>{t('positions.connect')}</p>
      ) : connection.viewOnly ? (
        <p role="alert">{t('createPosition.viewOnly')}</p>
      ) : wrongChain ? (
        <button
          type="button"
          className={cx(button({ tone: 'soft' }), s.action)}
          onClick={() => connection.switchChain(chainId)}
        >
          {t('positions.switchTo', { chain: chain.name })}
        </button>
      ) : (
        <button
          type="button"
          className={cx(button({ tone: 'accent' }), css({ minH: '12' }))}
          disabled={!!problem || !request}
          onClick={() => setReviewing(true)}
        >
          {problem ?? t('createPosition.review')}
        </button>
      )}

      {reviewing && request && rangeOk && (
        <LiquidityReviewDialog
          title={t('createPosition.reviewTitle')}
          request={request}
          lines={[
            { symbol: tokenA!.symbol, amount: fmt(tokenA, amountA) },
            { symbol: tokenB!.symbol, amount: fmt(tokenB, amountB) },
          ]}
          details={
            <dl className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1' })}>
              <div className={s.line}>
                <dt>{t('createPosition.feeTier')}</dt>
                <dd>
                  {t('createPosition.feeOption', { fee: format.amount(feePercent(fee), { significantDigits: 2 }) })}
                </dd>
              </div>
              <div className={s.line}>
                <dt>{t('createPosition.range')}</dt>
                <dd>
                  {range.preset === 'full'
                    ? t('positions.fullRange')
                    : `${format.amount(Math.min(displayPrice(ticks.tickLower), displayPrice(ticks.tickUpper)), { significantDigits: 6 })} – ${format.amount(Math.max(displayPrice(ticks.tickLower), displayPrice(ticks.tickUpper)), { significantDigits: 6 })} ${priceUnit}`}
                </dd>
              </div>
              {!exists && (
                <div className={s.line}>
                  <dt>{t('createPosition.initialPriceShort')}</dt>
                  <dd>
                    {initialPriceText} {priceUnit}
                  </dd>
                </div>
              )}
            </dl>
          }
          submitLabel={exists ? t('createPosition.create') : t('createPosition.createPool')}
          pendingLabel={t('createPosition.creating')}
          doneLabel={t('createPosition.created')}
          done={
            minted !== undefined && (
              <Link
                to={version === 'v3' ? '/positions/v3/$chainName/$tokenId' : '/positions/v4/$chainName/$tokenId'}
                params={{ chainName: chain.slug, tokenId: minted.toString() }}
                className={cx(button({ tone: 'soft' }), css({ minH: '11' }))}
              >
                {t('createPosition.viewPosition')}
              </Link>
            )
          }
          onClose={() => setReviewing(false)}
          onDone={() => {
            setDeposit({ side: deposit.side, text: '' });
            void options.refetch();
            void balances.refetch();
            if (minted === undefined) void navigate({ to: '/positions' });
          }}
        />
      )}
    </div>
  );
}

const inputStyle = css({
  minH: '11',
  px: '3',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border',
  bg: 'transparent',
  color: 'inherit',
  fontSize: 'md',
  _disabled: { opacity: 0.6 },
  _invalid: { borderColor: 'critical' },
});

/** A price as a person types it: up to 8 significant digits, never in exponent form. */
const plainDecimal = (n: number): string =>
  n.toLocaleString('en-US', { maximumSignificantDigits: 8, useGrouping: false });

/** The NFT a mint sent to its owner: the position manager's Transfer from the zero address. */
function mintedTokenId(receipt: TransactionReceipt, manager: Address, owner: Address): bigint | undefined {
  const logs = parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: receipt.logs, strict: false });
  const mint = logs.find(
    (log) =>
      log.address.toLowerCase() === manager.toLowerCase() &&
      log.args.from === zeroAddress &&
      log.args.to?.toLowerCase() === owner.toLowerCase(),
  );
  return mint?.args.tokenId;
}
