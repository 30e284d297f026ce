// spec §2 "Swap form" and §4, §5, §8: sell and buy panels with balances and fiat values, exact in or exact out, switch,
// max, the token selector, the chain selector, settings, the review with its warnings, and execution by the swap
// machine with its notices. Embedded on the landing page it hides the frame's parts and continues to /swap.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, formatUnits, parseUnits, zeroAddress } from 'viem';
import { type ActorRefFrom, type SnapshotFrom, createActor } from 'xstate';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { type SwapKind, swapMachine } from '../../../machines/swap.machine';
import { DEFAULT_ROUTING, type Trade } from '../../../workers/routing/types';
import { usePreferences, usePreferencesStore } from '../../app/providers/preferencesContext';
import { recordSettled, recordSubmitted } from '../../data/activity';
import { getDatabase } from '../../data/database';
import { AUTO_SLIPPAGE_BIPS, deadlineFrom, slippageLimit } from '../../lib/swap/swapSettings';
import { NATIVE_PARAM, readSwapParams, selectChain, type SwapParams, writeSwapParams } from '../../lib/swap/swapParams';
import { balanceProblem, priceImpact, swapWarnings } from '../../lib/swap/swapReview';
import { Dialog } from '../../ui/Dialog';
import { useConnection } from '../wallet/ConnectionProvider';
import { type ActivityWriter, createSwapActors } from './swapActors';
import {
  type SwapToken,
  lower,
  nativeToken,
  publicClientFor,
  routerWorker,
  sameAddress,
  useBalances,
  useGasPrice,
  useMarket,
  useScreening,
  useSwapChain,
  useSwapTokens,
  usdValue,
} from './swapData';
import { SwapSettingsPanel } from './SwapSettingsPanel';
import { TokenSelector } from './TokenSelector';

const panel = css({
  display: 'grid',
  gap: '2',
  p: '4',
  borderRadius: 'xl',
  bg: 'surface',
  border: '1px solid',
  borderColor: 'border',
});
const amountInput = css({
  flex: '1',
  minW: '0',
  fontSize: '2xl',
  p: '1',
  bg: 'transparent',
  color: 'text',
  border: 'none',
  outline: 'none',
});
const muted = css({ color: 'text.muted', fontSize: 'sm' });

/** Parses a typed amount in a token's units; undefined for anything that is not a positive amount it can hold. */
export function parseAmount(text: string, decimals: number): bigint | undefined {
  if (!/^\d*\.?\d*$/.test(text) || text === '' || text === '.') return undefined;
  const [, fraction = ''] = text.split('.');
  if (fraction.length > decimals) return undefined;
  const value = parseUnits(text, decimals);
  return value > 0n ? value : undefined;
}

/** An amount as a plain decimal (no grouping, so the field can be edited), cut to `digits` significant digits. */
export function editableAmount(value: bigint, decimals: number, digits = 8): string {
  const text = formatUnits(value, decimals);
  const [whole, fraction = ''] = text.split('.');
  if (fraction === '') return whole!;
  const kept =
    whole !== '0'
      ? fraction.slice(0, Math.max(0, digits - whole!.length))
      : fraction.slice(0, fraction.match(/^0*/)![0].length + digits);
  const trimmed = kept.replace(/0+$/, '');
  return trimmed ? `${whole}.${trimmed}` : whole!;
}

const display = (value: bigint, decimals: number) =>
  new Intl.NumberFormat('en-US', { maximumSignificantDigits: 8 }).format(Number(formatUnits(value, decimals)));

const usd = (value: number | undefined) =>
  value === undefined
    ? undefined
    : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(value);

/** Gas a trade of this shape uses on the devnet's contracts (a review-time estimate; the receipt has the real figure). */
function gasEstimate(kind: SwapKind, trade: Trade | undefined): bigint {
  if (kind === 'wrap') return 46_000n;
  if (kind === 'unwrap') return 36_000n;
  const hops = trade?.routes.reduce((sum, r) => sum + r.route.hops.length, 0) ?? 1;
  return 120_000n + 70_000n * BigInt(hops);
}

type Status = { tone: 'info' | 'success' | 'error'; message: string } | undefined;

type ReviewState = {
  trade: Trade;
  kind: SwapKind;
  tokenIn: SwapToken;
  tokenOut: SwapToken;
  actor: ActorRefFrom<typeof swapMachine>;
};

export function SwapForm({ embedded = false, autoFocus = false }: { embedded?: boolean; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const preferences = usePreferences();
  const store = usePreferencesStore();
  const connection = useConnection();
  const account = connection.status === 'connected' ? (connection.address as Address | undefined) : undefined;

  const [params, setParams] = useState<SwapParams>(() =>
    embedded ? { value: '', field: 'INPUT' } : readSwapParams(window.location.search),
  );
  const { chains, chain } = useSwapChain(params.chain);
  const imported = useMemo(
    () =>
      preferences.swapImportedTokens
        .map((entry) => JSON.parse(entry) as SwapToken & { chainId: number })
        .filter((token) => token.chainId === chain?.chainId),
    [preferences.swapImportedTokens, chain?.chainId],
  );
  const { list, tokens } = useSwapTokens(chain, imported);
  const findToken = (param: string | undefined) =>
    param === NATIVE_PARAM ? nativeToken() : tokens.find((token) => sameAddress(token.address, param));
  const tokenIn: SwapToken | undefined =
    params.inputCurrency === undefined && params.outputCurrency === undefined
      ? nativeToken()
      : findToken(params.inputCurrency);
  const tokenOut = findToken(params.outputCurrency);

  // the URL follows the form (spec §2 query parameters); the landing widget leaves the URL alone
  useEffect(() => {
    if (embedded) return;
    const search = writeSwapParams(window.location.search, params);
    if (search !== window.location.search)
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${search}${window.location.hash}`,
      );
  }, [params, embedded]);

  const weth = chain?.contracts.WETH9;
  const kind: SwapKind =
    tokenIn?.address === zeroAddress && sameAddress(tokenOut?.address, weth)
      ? 'wrap'
      : sameAddress(tokenIn?.address, weth) && tokenOut?.address === zeroAddress
        ? 'unwrap'
        : 'swap';
  const tradeType = params.field === 'INPUT' ? 'exactIn' : 'exactOut';
  const independentToken = params.field === 'INPUT' ? tokenIn : tokenOut;
  const amount = independentToken ? parseAmount(params.value, independentToken.decimals) : undefined;

  const { market, prices } = useMarket(chain, list);
  const balances = useBalances(chain, account, tokens);
  const gasPrice = useGasPrice(chain);
  const screening = useScreening(account);
  const blockedAddress = screening.data?.some((i) => i.category === 'sanctions') === true;

  const slippageBips = preferences.swapSlippageBips ?? AUTO_SLIPPAGE_BIPS;
  const versions = preferences.swapRoutingVersions;

  const quoteFor = async (value: bigint): Promise<Trade | undefined> => {
    if (!chain || !tokenIn || !tokenOut) return undefined;
    if (kind !== 'swap')
      return {
        tradeType,
        currencyIn: lower(tokenIn.address),
        currencyOut: lower(tokenOut.address),
        amountIn: value,
        amountOut: value,
        routes: [],
      };
    const quote = await routerWorker().client.quote({
      chainId: chain.chainId,
      currencyIn: lower(tokenIn.address),
      currencyOut: lower(tokenOut.address),
      tradeType,
      amount: value,
      preference: { ...DEFAULT_ROUTING, versions },
    });
    return quote?.trade;
  };

  const quote = useQuery({
    queryKey: [
      'quote',
      chain?.chainId,
      tokenIn?.address,
      tokenOut?.address,
      tradeType,
      amount?.toString(),
      versions.join(),
      kind === 'swap' ? market.data?.blockNumber.toString() : 'direct',
    ],
    enabled:
      amount !== undefined &&
      tokenIn !== undefined &&
      tokenOut !== undefined &&
      !sameAddress(tokenIn.address, tokenOut.address) &&
      (kind !== 'swap' || market.data !== undefined),
    queryFn: async () => (await quoteFor(amount!)) ?? null,
    gcTime: 0,
  });
  const trade: Trade | null | undefined = amount === undefined ? undefined : quote.data;

  const sellText =
    params.field === 'INPUT' ? params.value : trade && tokenIn ? editableAmount(trade.amountIn, tokenIn.decimals) : '';
  const buyText =
    params.field === 'OUTPUT'
      ? params.value
      : trade && tokenOut
        ? editableAmount(trade.amountOut, tokenOut.decimals)
        : '';

  const balanceIn = tokenIn ? balances.data?.get(lower(tokenIn.address)) : undefined;
  const balanceOut = tokenOut ? balances.data?.get(lower(tokenOut.address)) : undefined;
  const nativeBalance = balances.data?.get(lower(zeroAddress));
  const limit = trade
    ? slippageLimit(tradeType === 'exactIn' ? trade.amountOut : trade.amountIn, tradeType, slippageBips)
    : undefined;
  const maxIn = trade ? (tradeType === 'exactIn' ? trade.amountIn : limit!) : undefined;
  const networkCostWei =
    gasPrice.data !== undefined ? gasEstimate(kind, trade ?? undefined) * gasPrice.data : undefined;
  const problem =
    maxIn !== undefined
      ? balanceProblem({
          amountIn: maxIn,
          balanceIn,
          nativeBalance,
          nativeIn: tokenIn?.address === zeroAddress,
          networkCostWei,
        })
      : undefined;

  const [selecting, setSelecting] = useState<'INPUT' | 'OUTPUT' | undefined>();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [review, setReview] = useState<ReviewState | undefined>();
  const [snapshot, setSnapshot] = useState<SnapshotFrom<typeof swapMachine> | undefined>();
  const [status, setStatus] = useState<Status>();
  const reviewDeadline = useRef<bigint>(0n);

  const activity: ActivityWriter | undefined = useMemo(() => {
    if (!chain || !account) return undefined;
    return {
      submitted: async (row) => {
        await recordSubmitted(getDatabase(), { ...row, chainId: chain.chainId, account }).catch(() => undefined);
      },
      settled: async (hash, settledStatus, receipt) => {
        await recordSettled(getDatabase(), chain.chainId, hash, {
          status: settledStatus,
          networkCostWei: receipt ? (receipt.gasUsed * receipt.effectiveGasPrice).toString() : undefined,
        }).catch(() => undefined);
      },
    };
  }, [chain, account]);

  const update = (next: Partial<SwapParams>) => setParams((current) => ({ ...current, ...next }));
  const tokenParam = (token: SwapToken) => (token.address === zeroAddress ? NATIVE_PARAM : lower(token.address));

  function choose(side: 'INPUT' | 'OUTPUT', token: SwapToken) {
    const param = tokenParam(token);
    const inParam = tokenIn && tokenParam(tokenIn);
    const outParam = tokenOut && tokenParam(tokenOut);
    // picking the other side's token swaps the two
    if (side === 'INPUT') update({ inputCurrency: param, outputCurrency: param === outParam ? inParam : outParam });
    else update({ outputCurrency: param, inputCurrency: param === inParam ? outParam : inParam });
    const key = `${chain?.chainId}:${lower(token.address)}`;
    void store.set('swapRecentTokens', [key, ...preferences.swapRecentTokens.filter((k) => k !== key)].slice(0, 8));
  }

  function switchDirection() {
    setParams((current) => ({
      ...current,
      inputCurrency: tokenOut ? tokenParam(tokenOut) : undefined,
      outputCurrency: tokenIn ? tokenParam(tokenIn) : undefined,
      field: current.field === 'INPUT' ? 'OUTPUT' : 'INPUT',
    }));
  }

  function setMax() {
    if (!tokenIn || balanceIn === undefined) return;
    // selling the native coin keeps enough back for the network cost
    const reserve = tokenIn.address === zeroAddress ? (networkCostWei ?? 0n) * 2n : 0n;
    const max = balanceIn > reserve ? balanceIn - reserve : 0n;
    update({ value: formatUnits(max, tokenIn.decimals), field: 'INPUT' });
  }

  async function openReview() {
    if (!chain || !trade || !tokenIn || !tokenOut || !account || !connection.provider || !activity) return;
    const client = publicClientFor(chain);
    const latest = await client.getBlock({ blockTag: 'latest' });
    reviewDeadline.current = deadlineFrom(latest.timestamp, preferences.swapDeadlineMinutes);
    const quoted = tradeType === 'exactIn' ? trade.amountOut : trade.amountIn;
    const actors = createSwapActors({
      provider: connection.provider,
      account,
      chainId: chain.chainId,
      publicClient: client,
      router: chain.contracts.UniversalRouter!,
      weth: weth!,
      kind,
      // the re-quote before signing reads the pools again: the price may have moved since the review opened
      quote: async () => {
        if (kind === 'swap') {
          // the worker reads the pools again and keeps them for the quote that follows
          await market.refetch();
        }
        return quoteFor(tradeType === 'exactIn' ? trade.amountIn : trade.amountOut);
      },
      deadline: reviewDeadline.current,
      amounts: (fresh) => ({
        input: {
          token: tokenIn.address,
          symbol: tokenIn.symbol,
          decimals: tokenIn.decimals,
          amount: fresh.amountIn.toString(),
        },
        output: {
          token: tokenOut.address,
          symbol: tokenOut.symbol,
          decimals: tokenOut.decimals,
          amount: fresh.amountOut.toString(),
        },
      }),
      activity,
    });
    const actor = createActor(swapMachine.provide({ actors }), {
      input: {
        request: {
          kind,
          nativeInput: tokenIn.address === zeroAddress,
          tradeType,
          limit: kind === 'swap' ? limit! : quoted,
          quoted,
          slippageBips: kind === 'swap' ? slippageBips : 0,
        },
      },
    });
    actor.subscribe((next) => {
      setSnapshot(next);
      if (next.matches('pending')) setStatus({ tone: 'info', message: t(`swapUi.pending.${kind}`) });
      if (next.matches('succeeded')) {
        const { request } = next.context;
        const paid = tradeType === 'exactIn' ? trade.amountIn : request.quoted;
        setStatus({
          tone: 'success',
          message:
            kind === 'swap'
              ? t('swap.success', {
                  amountIn: display(paid, tokenIn.decimals),
                  symbolIn: tokenIn.symbol,
                  symbolOut: tokenOut.symbol,
                })
              : t(`swapUi.success.${kind}`, { amount: display(trade.amountIn, 18) }),
        });
        setReview(undefined);
        update({ value: '' });
        void balances.refetch();
        void market.refetch();
      }
      if (next.matches('failed'))
        setStatus({ tone: 'error', message: t(`swap.failure.${next.context.failure ?? 'unknown'}`) });
    });
    actor.start();
    setStatus(undefined);
    setReview({ trade, kind, tokenIn, tokenOut, actor });
  }

  function closeReview() {
    review?.actor.stop();
    setReview(undefined);
    setSnapshot(undefined);
  }

  function continueToSwap() {
    const search = writeSwapParams('', {
      ...params,
      inputCurrency: tokenIn ? tokenParam(tokenIn) : undefined,
      outputCurrency: tokenOut ? tokenParam(tokenOut) : undefined,
      chain: chain?.slug,
    });
    void navigate({ href: `/swap${search}` });
  }

  const action: { label: string; enabled: boolean } = (() => {
    if (connection.viewOnly) return { label: t('swapUi.viewOnly'), enabled: false };
    if (blockedAddress) return { label: t('swapUi.addressBlocked'), enabled: false };
    if (!embedded && !account) return { label: t('swap.connectToSwap'), enabled: false };
    if (!tokenIn || !tokenOut) return { label: t('swapUi.selectAToken'), enabled: false };
    if (amount === undefined) return { label: t('swap.enterAmount'), enabled: false };
    if (quote.isFetching && !trade) return { label: t('swap.finding'), enabled: false };
    if (quote.isError) return { label: t('swapUi.marketPriceNotFound'), enabled: false };
    if (trade === null) return { label: t('swap.noQuotes'), enabled: false };
    if (embedded) return { label: t('swapUi.continue'), enabled: trade !== undefined };
    if (problem === 'insufficientBalance')
      return { label: t('swapUi.insufficientBalance', { symbol: tokenIn.symbol }), enabled: false };
    if (problem === 'insufficientGas') return { label: t('swapUi.insufficientGas'), enabled: false };
    return { label: t('swapUi.review'), enabled: trade !== undefined };
  })();

  const valueIn = usdValue(prices, tokenIn, trade?.amountIn ?? (params.field === 'INPUT' ? amount : undefined));
  const valueOut = usdValue(prices, tokenOut, trade?.amountOut ?? (params.field === 'OUTPUT' ? amount : undefined));

  return (
    <section
      aria-labelledby={embedded ? undefined : 'swap-title'}
      aria-label={embedded ? t('swapUi.widget') : undefined}
      className={css({
        maxW: '480px',
        w: 'full',
        mx: 'auto',
        my: embedded ? '0' : '10',
        px: embedded ? '0' : '4',
        display: 'grid',
        gap: '3',
      })}
    >
      {!embedded && (
        <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
          <h1 id="swap-title" className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>
            {t('swap.title')}
          </h1>
          <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <label className={css({ display: 'flex', gap: '1', alignItems: 'center' })}>
              <span className={muted}>{t('swapUi.network')}</span>
              <select
                value={chain?.slug ?? ''}
                onChange={(e) => setParams((current) => selectChain(current, e.target.value))}
                className={css({
                  p: '1',
                  borderRadius: 'md',
                  bg: 'surface',
                  color: 'text',
                  border: '1px solid',
                  borderColor: 'border',
                })}
              >
                {chains.map((c) => (
                  <option key={c.chainId} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              aria-expanded={settingsOpen}
              className={button({ size: 'sm' })}
              onClick={() => setSettingsOpen((open) => !open)}
            >
              {t('swapUi.settings')}
            </button>
          </div>
        </div>
      )}
      {settingsOpen && !embedded && (
        <SwapSettingsPanel
          chain={chain}
          account={account}
          provider={connection.provider}
          tokens={tokens}
          activity={activity}
        />
      )}
      {blockedAddress && (
        <p role="alert" className={css({ color: 'red.500' })}>
          {t('swapUi.addressBlockedDetail')}
        </p>
      )}
      <div className={panel}>
        <span className={muted}>{t('swap.sell')}</span>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <input
            aria-label={t('swap.amountToSell')}
            autoFocus={autoFocus}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={sellText}
            onChange={(e) => update({ value: e.target.value.replace(',', '.'), field: 'INPUT' })}
            className={amountInput}
          />
          <button
            type="button"
            className={button({ size: 'sm' })}
            aria-label={t('swapUi.tokenToSellIs', { symbol: tokenIn?.symbol ?? t('swapUi.none') })}
            onClick={() => setSelecting('INPUT')}
          >
            {tokenIn?.symbol ?? t('swapUi.selectAToken')}
          </button>
        </div>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
          <span className={muted}>{usd(valueIn) ?? ''}</span>
          {balanceIn !== undefined && tokenIn && (
            <span className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <span className={muted}>{t('swapUi.balance', { amount: display(balanceIn, tokenIn.decimals) })}</span>
              {balanceIn > 0n && !embedded && (
                <button type="button" className={button({ size: 'sm' })} onClick={setMax}>
                  {t('swapUi.max')}
                </button>
              )}
            </span>
          )}
        </div>
      </div>
      <button
        type="button"
        aria-label={t('swapUi.switch')}
        className={`${button({ size: 'sm' })} ${css({ justifySelf: 'center', my: '-2' })}`}
        onClick={switchDirection}
      >
        ↓↑
      </button>
      <div className={panel}>
        <span className={muted}>{t('swap.buy')}</span>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <input
            aria-label={t('swap.amountToBuy')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={buyText}
            onChange={(e) => update({ value: e.target.value.replace(',', '.'), field: 'OUTPUT' })}
            className={amountInput}
          />
          <button
            type="button"
            className={button({ size: 'sm', tone: tokenOut ? 'ghost' : 'accent' })}
            aria-label={t('swapUi.tokenToBuyIs', { symbol: tokenOut?.symbol ?? t('swapUi.none') })}
            onClick={() => setSelecting('OUTPUT')}
          >
            {tokenOut?.symbol ?? t('swapUi.selectAToken')}
          </button>
        </div>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
          <span className={muted}>{usd(valueOut) ?? ''}</span>
          {balanceOut !== undefined && tokenOut && (
            <span className={muted}>{t('swapUi.balance', { amount: display(balanceOut, tokenOut.decimals) })}</span>
          )}
        </div>
      </div>
      {trade && limit !== undefined && tokenIn && tokenOut && kind === 'swap' && (
        <p className={muted}>
          {tradeType === 'exactIn'
            ? t('swap.minimumReceived', { amount: display(limit, tokenOut.decimals), symbol: tokenOut.symbol })
            : t('swapUi.maximumSold', { amount: display(limit, tokenIn.decimals), symbol: tokenIn.symbol })}
        </p>
      )}
      <button
        type="button"
        className={`${button({ tone: 'accent' })} ${css({ h: '14', fontSize: 'lg' })}`}
        disabled={!action.enabled || review !== undefined}
        onClick={() => (embedded ? continueToSwap() : void openReview())}
      >
        {action.label}
      </button>
      {problem === 'insufficientGas' && !embedded && (
        <p role="alert" className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
          {t('swapUi.insufficientGasDetail', { symbol: 'ETH' })}
          <a href="/buy" className={button({ size: 'sm' })}>
            {t('swapUi.buyNative', { symbol: 'ETH' })}
          </a>
          <a href="/swap?chain=ethereum" className={button({ size: 'sm' })}>
            {t('swapUi.bridge')}
          </a>
        </p>
      )}
      {!embedded && (
        <p role="status" className={css({ minH: '6' })} data-tone={status?.tone}>
          {status?.message}
        </p>
      )}
      <TokenSelector
        open={selecting !== undefined}
        onClose={() => setSelecting(undefined)}
        onSelect={(token) => selecting && choose(selecting, token)}
        onImport={(token) => {
          const entry = JSON.stringify({ ...token, chainId: chain?.chainId });
          void store.set('swapImportedTokens', [...preferences.swapImportedTokens, entry]);
        }}
        chain={chain}
        tokens={tokens}
        balances={balances.data}
        recent={preferences.swapRecentTokens
          .filter((key) => key.startsWith(`${chain?.chainId}:`))
          .map((key) => key.split(':')[1]!)}
      />
      {review && (
        <ReviewDialog
          review={review}
          snapshot={snapshot}
          tradeType={tradeType}
          slippageBips={kind === 'swap' ? slippageBips : 0}
          prices={prices}
          networkCostWei={networkCostWei}
          tokens={tokens}
          onClose={closeReview}
        />
      )}
    </section>
  );
}

function ReviewDialog(props: {
  review: ReviewState;
  snapshot: SnapshotFrom<typeof swapMachine> | undefined;
  tradeType: 'exactIn' | 'exactOut';
  slippageBips: number;
  prices: ReturnType<typeof useMarket>['prices'];
  networkCostWei: bigint | undefined;
  tokens: readonly SwapToken[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { trade, kind, tokenIn, tokenOut, actor } = props.review;
  const snapshot = props.snapshot;
  const request = snapshot?.context.request;
  const quoted = request?.quoted ?? (props.tradeType === 'exactIn' ? trade.amountOut : trade.amountIn);
  const amountIn = props.tradeType === 'exactIn' ? trade.amountIn : quoted;
  const amountOut = props.tradeType === 'exactIn' ? quoted : trade.amountOut;
  const limit = request?.limit;
  const valueIn = usdValue(props.prices, tokenIn, amountIn);
  const valueOut = usdValue(props.prices, tokenOut, amountOut);
  const networkCostUsd = usdValue(props.prices, nativeToken(), props.networkCostWei);
  const impact = kind === 'swap' ? priceImpact(valueIn, valueOut) : 0;
  const warnings = swapWarnings({ impact, slippageBips: props.slippageBips, networkCostUsd, valueUsd: valueIn });
  const symbolOf = (address: string) =>
    props.tokens.find((token) => sameAddress(token.address, address))?.symbol ?? `${address.slice(0, 6)}…`;
  const route =
    kind !== 'swap'
      ? t('swapUi.directRoute', { contract: 'WETH' })
      : trade.routes
          .map((part) => {
            const path = [part.route.currencyIn, ...part.route.hops.map((hop) => hop.currencyOut)]
              .map(symbolOf)
              .join(' → ');
            const pools = part.route.hops
              .filter((hop) => hop.kind === 'pool')
              .map((hop) => (hop.kind === 'pool' ? `${hop.pool.version} ${hop.pool.fee / 10_000}%` : ''))
              .join(', ');
            return `${part.percent}% ${path} (${pools})`;
          })
          .join('; ');
  const feeShare =
    kind !== 'swap'
      ? 0
      : trade.routes.reduce((sum, part) => {
          const kept = part.route.hops.reduce(
            (product, hop) => (hop.kind === 'pool' ? product * (1 - hop.pool.fee / 1_000_000) : product),
            1,
          );
          return sum + (part.percent / 100) * (1 - kept);
        }, 0);
  const rate = Number(formatUnits(amountOut, tokenOut.decimals)) / Number(formatUnits(amountIn, tokenIn.decimals));
  const state = snapshot?.value as string | undefined;
  const busy = state !== undefined && !['review', 'quoteChanged', 'failed', 'succeeded'].includes(state);
  const step: Record<string, string> = {
    requoting: t('swapUi.steps.requoting'),
    checkingAllowance: t('swapUi.steps.checkingAllowance'),
    approving: t('swapUi.steps.approving', { symbol: tokenIn.symbol }),
    signingPermit: t('swapUi.steps.signingPermit'),
    submitting: t('swap.confirmInWallet'),
    pending: t(`swapUi.pending.${kind}`),
  };
  const rowStyle = css({ display: 'flex', justifyContent: 'space-between', gap: '4' });

  return (
    <Dialog open title={t(`swapUi.reviewTitle.${kind}`)} onClose={props.onClose} closeLabel={t('swapUi.close')}>
      <div className={css({ display: 'grid', gap: '3' })}>
        <p>
          {t('swapUi.youPay')}:{' '}
          <strong>
            {display(amountIn, tokenIn.decimals)} {tokenIn.symbol}
          </strong>{' '}
          <span className={muted}>{usd(valueIn)}</span>
        </p>
        <p>
          {t('swapUi.youReceive')}:{' '}
          <strong>
            {display(amountOut, tokenOut.decimals)} {tokenOut.symbol}
          </strong>{' '}
          <span className={muted}>{usd(valueOut)}</span>
        </p>
        <dl className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
          <div className={rowStyle}>
            <dt>{t('swapUi.rate')}</dt>
            <dd>
              1 {tokenIn.symbol} = {new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 }).format(rate)}{' '}
              {tokenOut.symbol}
            </dd>
          </div>
          {kind === 'swap' && limit !== undefined && (
            <div className={rowStyle}>
              <dt>{props.tradeType === 'exactIn' ? t('swapUi.minimumReceivedLabel') : t('swapUi.maximumSoldLabel')}</dt>
              <dd>
                {props.tradeType === 'exactIn'
                  ? `${display(limit, tokenOut.decimals)} ${tokenOut.symbol}`
                  : `${display(limit, tokenIn.decimals)} ${tokenIn.symbol}`}
              </dd>
            </div>
          )}
          <div className={rowStyle}>
            <dt>{t('swapUi.priceImpact')}</dt>
            <dd>{impact === undefined ? t('swapUi.marketPriceNotFound') : `${(impact * 100).toFixed(2)}%`}</dd>
          </div>
          <div className={rowStyle}>
            <dt>{t('swapUi.route')}</dt>
            <dd>{route}</dd>
          </div>
          <div className={rowStyle}>
            <dt>{t('swapUi.fee')}</dt>
            <dd>{`${(feeShare * 100).toFixed(2)}%`}</dd>
          </div>
          <div className={rowStyle}>
            <dt>{t('swapUi.networkCost')}</dt>
            <dd>{usd(networkCostUsd) ?? '—'}</dd>
          </div>
          {kind === 'swap' && (
            <div className={rowStyle}>
              <dt>{t('swapUi.maxSlippage')}</dt>
              <dd>{`${props.slippageBips / 100}%`}</dd>
            </div>
          )}
        </dl>
        {warnings.length > 0 && (
          <ul aria-label={t('swapUi.warnings')} className={css({ display: 'grid', gap: '1', color: 'orange.500' })}>
            {warnings.map((warning) => (
              <li key={warning}>{t(`swapUi.warning.${warning}`, { slippage: props.slippageBips / 100 })}</li>
            ))}
          </ul>
        )}
        {busy && state && <p role="status">{step[state]}</p>}
        {state === 'quoteChanged' && (
          <div role="alert" className={css({ display: 'grid', gap: '2' })}>
            <p>{t('swap.quoteChanged')}</p>
            <button
              type="button"
              className={button({ tone: 'accent' })}
              onClick={() => actor.send({ type: 'ACCEPT_NEW_QUOTE' })}
            >
              {t('swapUi.acceptNewQuote')}
            </button>
          </div>
        )}
        {state === 'failed' && <p role="alert">{t(`swap.failure.${snapshot?.context.failure ?? 'unknown'}`)}</p>}
        {(state === undefined || state === 'review' || state === 'failed') && (
          <button
            type="button"
            className={`${button({ tone: 'accent' })} ${css({ h: '12' })}`}
            onClick={() => actor.send({ type: state === 'failed' ? 'RETRY' : 'SUBMIT' })}
          >
            {state === 'failed' ? t('swapUi.tryAgain') : t(`swapUi.confirm.${kind}`)}
          </button>
        )}
      </div>
    </Dialog>
  );
}
