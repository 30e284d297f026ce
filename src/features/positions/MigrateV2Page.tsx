// /migrate/v2 and /migrate/v2/:address (issue 13, spec §1 "migrate v2 or v3 to v4"): a v2 LP share moves into a v4
// pool of the same pair in two transactions. First the pair's own permit lets Router02 burn the whole share to the
// owner's wallet (WETH as ETH when the v4 pool holds native ETH), with the slippage tolerance on what comes out; then
// what actually came out (the pair's Burn event) is deposited into the v4 pool: the most liquidity those amounts buy
// in the chosen range at the v4 price, the rest staying in the wallet, all shown before signing. A v4 pool that does
// not exist yet is created at the v2 pair's price in the deposit's transaction.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, type TransactionReceipt, parseEventLogs } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import { uniswapV2PairAbi } from '../../../contract/abis/v2';
import { publicClientFor } from '../../chain/clients';
import { V4_TICK_SPACING, v4PoolKeyFor } from '../../chain/migrateV3ToV4';
import { v4MintCall } from '../../chain/mintPosition';
import { loadV4PoolOptions } from '../../chain/poolOptions';
import { NATIVE_CURRENCY } from '../../../contract/poolKey';
import { type PositionDetails, loadV2Position } from '../../chain/positionDetails';
import { signedV2RemovalCall } from '../../chain/removeV2Liquidity';
import { positionsQuery } from '../../data/positions';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { useDataApi } from '../../data/useDataApi';
import { useFormatters } from '../../data/useFormatters';
import { useListedTokens } from '../../data/useListedTokens';
import { type RangePreset, feePercent, presetRange } from '../../lib/positions/createPosition';
import { liquidityWorker } from '../../../workers/liquidity/liquidityClient';
import { lessSlippage, sqrtBigInt } from '../../../workers/math/positionMath';
import { LiquidityReviewDialog } from './LiquidityReviewDialog';
import { POSITION_DEADLINE_SECONDS } from './positionTxActors';
import { PositionTxDialog } from './PositionTxDialog';
import { positionStyles as s } from './positionStyles';

const V4_FEE_TIERS = [100, 500, 3000, 10_000] as const;
const MIGRATE_SLIPPAGE_BIPS = 50;
const PRESETS = ['full', 'wide', 'common'] as const satisfies readonly RangePreset[];

export function MigrateV2ListPage() {
  const { t } = useTranslation();
  const { config } = useDataApi();
  const connection = useConnection();
  const tokens = useListedTokens();
  const owned = useQuery({
    ...positionsQuery(connection.address ?? '0x0000000000000000000000000000000000000000', config),
    enabled: !!connection.address && !!config,
  });
  const pairs = (owned.data ?? []).filter((row) => row.version === 'v2' && row.status !== 'CLOSED');
  return (
    <section className={s.page} aria-labelledby="migrate-v2-title">
      <Link to="/positions" className={cx(mutedText(), s.back)}>
        ← {t('positions.back')}
      </Link>
      <h1 id="migrate-v2-title" className={s.heading}>
        {t('migrateV2.listTitle')}
      </h1>
      <p className={mutedText()}>{t('migrateV2.listBody')}</p>
      {!connection.address ? (
        <p className={mutedText()}>{t('positions.connect')}</p>
      ) : owned.isPending ? (
        <p role="status">{t('positions.loading')}</p>
      ) : pairs.length === 0 ? (
        <p>{t('migrateV2.none')}</p>
      ) : (
        <ul className={css({ display: 'grid', gap: '2', mt: '3' })} aria-label={t('migrateV2.listTitle')}>
          {pairs.map((row) => {
            const pair = `${tokens.symbol(row.chainId, row.token0)}/${tokens.symbol(row.chainId, row.token1)}`;
            return (
              <li key={`${row.chainId}-${row.id}`} className={s.card}>
                <div className={s.line}>
                  <strong>{pair}</strong>
                  <span className={mutedText()}>{row.chainName}</span>
                </div>
                <Link
                  to="/migrate/v2/$address"
                  params={{ address: row.id }}
                  className={cx(button({ tone: 'accent' }), s.action)}
                >
                  {t('migrateV2.migratePair', { pair })}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function MigrateV2PairPage() {
  const { t } = useTranslation();
  const { address: pairText } = useParams({ strict: false }) as { address?: string };
  const pair = /^0x[0-9a-fA-F]{40}$/.test(pairText ?? '') ? (pairText as Address) : undefined;
  const { chains, chainById } = useDataApi();
  const connection = useConnection();
  const owner = connection.address;
  // the route names only the pair: look for it on the connected chain first, then on the others
  const found = useQuery({
    queryKey: ['v2PairToMigrate', pair, owner, chains.map((c) => c.chainId).join()],
    enabled: !!pair && !!owner && chains.length > 0,
    queryFn: async () => {
      const order = [...chains].sort(
        (a, b) => Number(b.chainId === connection.chainId) - Number(a.chainId === connection.chainId),
      );
      for (const chain of order) {
        const position = await loadV2Position(publicClientFor(chain), pair!, owner!).catch(() => undefined);
        if (position) return { chainId: chain.chainId, position };
      }
      return null;
    },
  });
  const chain = found.data ? chainById(found.data.chainId) : undefined;
  return (
    <section className={s.page} aria-labelledby="migrate-v2-pair-title">
      <Link to="/migrate/v2" className={cx(mutedText(), s.back)}>
        ← {t('migrateV2.listTitle')}
      </Link>
      {!pair || found.data === null ? (
        <h1 id="migrate-v2-pair-title" className={s.heading}>
          {t('positions.notFound')}
        </h1>
      ) : !owner ? (
        <>
          <h1 id="migrate-v2-pair-title" className={s.heading}>
            {t('migrateV2.listTitle')}
          </h1>
          <p className={mutedText()}>{t('positions.connect')}</p>
        </>
      ) : !found.data || !chain ? (
        <p role={found.isError ? 'alert' : 'status'} className={mutedText()}>
          {found.isError ? t('positions.loadFailed') : t('positions.loadingOne')}
        </p>
      ) : (
        <MigrateV2Body chain={chain} position={found.data.position} onChanged={() => void found.refetch()} />
      )}
    </section>
  );
}

type Withdrawn = { amount0: bigint; amount1: bigint };

function MigrateV2Body(props: { chain: RuntimeChain; position: PositionDetails; onChanged: () => void }) {
  const { chain, position: p } = props;
  const { chainId } = chain;
  const { t } = useTranslation();
  const format = useFormatters();
  const tokens = useListedTokens();
  const connection = useConnection();
  const owner = connection.address!;
  const weth = chain.contracts.WETH9 as Address | undefined;
  const hasWeth = !!weth && [p.token0, p.token1].some((tk) => tk.toLowerCase() === weth.toLowerCase());
  const [fee, setFee] = useState<number>(3000);
  const [useNative, setUseNative] = useState(true);
  const [preset, setPreset] = useState<(typeof PRESETS)[number]>('full');
  const [dialog, setDialog] = useState<'withdraw' | 'deposit' | undefined>();
  const [withdrawn, setWithdrawn] = useState<Withdrawn | undefined>();

  const native = hasWeth && useNative;
  const tickSpacing = V4_TICK_SPACING[fee] ?? 60;
  const poolKey = v4PoolKeyFor({
    token0: p.token0,
    token1: p.token1,
    fee,
    tickSpacing,
    weth: weth ?? p.token0,
    useNative: native,
  });
  const asV4 = (token: Address) => (native && token.toLowerCase() === weth?.toLowerCase() ? NATIVE_CURRENCY : token);
  // v4 order: native ETH sorts first, so WETH as token1 of the pair becomes currency0
  const flipped = asV4(p.token0).toLowerCase() !== poolKey.currency0.toLowerCase();
  const v4Order = (pair: Withdrawn): Withdrawn => (flipped ? { amount0: pair.amount1, amount1: pair.amount0 } : pair);
  const stateView = chain.contracts.StateView as Address | undefined;
  const v4 = useQuery({
    queryKey: ['v4PoolForMigration', chainId, poolKey.currency0, poolKey.currency1, fee],
    enabled: !!stateView,
    queryFn: async () =>
      (
        await loadV4PoolOptions(
          publicClientFor(chain),
          stateView!,
          poolKey.currency0,
          poolKey.currency1,
          poolKey.hooks,
          [{ fee, tickSpacing }],
        )
      )[0]!,
    refetchInterval: 12_000,
  });
  // a pool the deposit creates starts at the v2 pair's price (reserves in v4 order: amounts in raw units)
  const reserves = v4Order({ amount0: p.amount0, amount1: p.amount1 });
  const v2SqrtPrice = reserves.amount0 > 0n ? sqrtBigInt((reserves.amount1 << 192n) / reserves.amount0) : undefined;
  const sqrtPriceX96 = v4.data?.exists ? v4.data.sqrtPriceX96! : v2SqrtPrice;
  const currentTick =
    v4.data?.exists && v4.data.tick !== undefined
      ? v4.data.tick
      : sqrtPriceX96 !== undefined
        ? Math.floor(Math.log(Number(sqrtPriceX96) / 2 ** 96) / Math.log(Math.sqrt(1.0001)))
        : 0;
  const range = presetRange(preset, currentTick, tickSpacing);
  const expected = { amount0: p.amount0, amount1: p.amount1 };
  const source = v4Order(withdrawn ?? expected);
  const plan = useQuery({
    queryKey: [
      'migrateV2Plan',
      sqrtPriceX96?.toString(),
      range.tickLower,
      range.tickUpper,
      source.amount0.toString(),
      source.amount1.toString(),
    ],
    enabled: sqrtPriceX96 !== undefined,
    queryFn: () =>
      liquidityWorker().depositForAmounts({
        sqrtPriceX96: sqrtPriceX96!,
        ...range,
        amount0: source.amount0,
        amount1: source.amount1,
      }),
  });

  const symbolV4 = (which: 0 | 1) => {
    const currency = which === 0 ? poolKey.currency0 : poolKey.currency1;
    return currency === NATIVE_CURRENCY ? 'ETH' : tokens.symbol(chainId, currency);
  };
  const decimalsV4 = (which: 0 | 1) =>
    tokens.get(chainId, which === 0 ? poolKey.currency0 : poolKey.currency1)?.decimals ?? 18;
  const amountV4 = (which: 0 | 1, raw: bigint) => format.tokenAmount(raw, decimalsV4(which));
  const pairName = `${tokens.symbol(chainId, p.token0)}/${tokens.symbol(chainId, p.token1)}`;
  const lines = (pair: Withdrawn) =>
    ([0, 1] as const).map((which) => ({
      symbol: symbolV4(which),
      amount: amountV4(which, which === 0 ? pair.amount0 : pair.amount1),
    }));
  const amountList = (label: string, pair: Withdrawn) => (
    <div className={s.card} role="group" aria-label={label}>
      <h2 className={s.cardTitle}>{label}</h2>
      <ul className={css({ display: 'grid', gap: '1' })}>
        {lines(pair).map((line) => (
          <li key={line.symbol} className={s.line}>
            <span>{line.symbol}</span>
            <strong>{line.amount}</strong>
          </li>
        ))}
      </ul>
    </div>
  );

  const keep = (amount: bigint) => lessSlippage(amount, MIGRATE_SLIPPAGE_BIPS);
  const router = chain.contracts.UniswapV2Router02 as Address | undefined;
  const withdrawRequest =
    connection.provider && router && p.liquidity > 0n
      ? {
          chain,
          account: owner,
          provider: connection.provider,
          buildCall: ({
            chainNow,
            wallet,
          }: Parameters<Parameters<typeof PositionTxDialog>[0]['request']['buildCall']>[0]) =>
            signedV2RemovalCall({
              client: publicClientFor(chain),
              wallet,
              chainId,
              pair: p.pool,
              router,
              token0: p.token0,
              token1: p.token1,
              liquidity: p.liquidity,
              amount0Min: keep(p.amount0),
              amount1Min: keep(p.amount1),
              deadline: chainNow + POSITION_DEADLINE_SECONDS,
              unwrapWeth: native ? weth : undefined,
            }),
          activity: {
            type: 'decreaseLiquidity' as const,
            input: {
              token: p.token0,
              symbol: tokens.symbol(chainId, p.token0),
              decimals: tokens.get(chainId, p.token0)?.decimals ?? 18,
              amount: p.amount0.toString(),
            },
            output: {
              token: p.token1,
              symbol: tokens.symbol(chainId, p.token1),
              decimals: tokens.get(chainId, p.token1)?.decimals ?? 18,
              amount: p.amount1.toString(),
            },
          },
          onReceipt: (receipt: TransactionReceipt) => {
            const burn = parseEventLogs({ abi: uniswapV2PairAbi, eventName: 'Burn', logs: receipt.logs }).find(
              (log) => log.address.toLowerCase() === p.pool.toLowerCase(),
            );
            if (burn) setWithdrawn({ amount0: burn.args.amount0, amount1: burn.args.amount1 });
          },
        }
      : undefined;

  const deposit = plan.data;
  const refund = deposit
    ? { amount0: source.amount0 - deposit.amount0, amount1: source.amount1 - deposit.amount1 }
    : undefined;
  const positionManager = chain.contracts.PositionManager as Address | undefined;
  const depositRequest =
    withdrawn &&
    deposit &&
    deposit.liquidity > 0n &&
    connection.provider &&
    positionManager &&
    sqrtPriceX96 !== undefined
      ? {
          chain,
          account: owner,
          provider: connection.provider,
          spender: positionManager,
          viaPermit2: true,
          needs: ([0, 1] as const)
            .filter((which) => (which === 0 ? poolKey.currency0 : poolKey.currency1) !== NATIVE_CURRENCY)
            .map((which) => ({
              token: which === 0 ? poolKey.currency0 : poolKey.currency1,
              amount: which === 0 ? source.amount0 : source.amount1,
              symbol: symbolV4(which),
              decimals: decimalsV4(which),
            })),
          activity: {
            type: 'migrateLiquidity' as const,
            input: {
              token: poolKey.currency0,
              symbol: symbolV4(0),
              decimals: decimalsV4(0),
              amount: deposit.amount0.toString(),
            },
            output: {
              token: poolKey.currency1,
              symbol: symbolV4(1),
              decimals: decimalsV4(1),
              amount: deposit.amount1.toString(),
            },
          },
          buildCall: ({
            chainNow,
            permit,
          }: {
            chainNow: bigint;
            permit?: Parameters<typeof v4MintCall>[0]['permit'];
          }) =>
            v4MintCall({
              positionManager,
              poolKey,
              ...range,
              liquidity: deposit.liquidity,
              // the most it may take is what came out of v2: a price that moved is paid from the withdrawn amounts
              amount0Max: source.amount0,
              amount1Max: source.amount1,
              owner,
              deadline: chainNow + POSITION_DEADLINE_SECONDS,
              initialSqrtPriceX96: v4.data?.exists ? undefined : sqrtPriceX96,
              permit,
            }),
        }
      : undefined;

  const wrongChain = connection.chainId !== chainId;
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <h1 id="migrate-v2-pair-title" className={s.heading}>
        {t('migrateV2.title', { pair: pairName })}
      </h1>
      <fieldset className={s.chips} disabled={!!withdrawn}>
        <legend className={css({ fontWeight: 'medium', mb: '2' })}>{t('createPosition.feeTier')}</legend>
        {V4_FEE_TIERS.map((tier) => (
          <label key={tier} className={s.chip(fee === tier)}>
            <input
              type="radio"
              name="v4Fee"
              className={s.chipInput}
              checked={fee === tier}
              onChange={() => setFee(tier)}
            />
            {format.amount(feePercent(tier), { significantDigits: 2 })}%
          </label>
        ))}
      </fieldset>
      {hasWeth && (
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center', minH: '11' })}>
          <input
            type="checkbox"
            checked={useNative}
            disabled={!!withdrawn}
            onChange={(event) => setUseNative(event.target.checked)}
          />
          {t('migrate.useEth')}
        </label>
      )}
      <fieldset className={s.chips}>
        <legend className={css({ fontWeight: 'medium', mb: '2' })}>{t('createPosition.range')}</legend>
        {PRESETS.map((name) => (
          <label key={name} className={s.chip(preset === name)}>
            <input
              type="radio"
              name="migrateRange"
              className={s.chipInput}
              checked={preset === name}
              onChange={() => setPreset(name)}
            />
            {t(`createPosition.preset.${name}`)}
          </label>
        ))}
      </fieldset>
      <p role="note" className={mutedText()}>
        {v4.data?.exists ? t('migrateV2.poolExists') : t('migrateV2.poolCreated')}
      </p>
      {amountList(withdrawn ? t('migrateV2.withdrawn') : t('migrateV2.toWithdraw'), v4Order(withdrawn ?? expected))}
      {deposit && amountList(t('migrate.intoV4'), deposit)}
      {refund && amountList(t('migrate.refunded'), refund)}
      {wrongChain ? (
        <button
          type="button"
          className={cx(button({ tone: 'soft' }), s.action)}
          onClick={() => connection.switchChain(chainId)}
        >
          {t('positions.switchTo', { chain: chain.name })}
        </button>
      ) : !withdrawn ? (
        <button
          type="button"
          className={cx(button({ tone: 'accent' }), css({ minH: '12' }))}
          disabled={!withdrawRequest}
          onClick={() => setDialog('withdraw')}
        >
          {p.liquidity > 0n ? t('migrateV2.stepWithdraw') : t('migrateV2.nothing')}
        </button>
      ) : (
        <button
          type="button"
          className={cx(button({ tone: 'accent' }), css({ minH: '12' }))}
          disabled={!depositRequest}
          onClick={() => setDialog('deposit')}
        >
          {t('migrateV2.stepDeposit')}
        </button>
      )}
      {dialog === 'withdraw' && withdrawRequest && (
        <PositionTxDialog
          title={t('migrateV2.stepWithdraw')}
          body={t('migrateV2.withdrawBody')}
          request={withdrawRequest}
          requestKey={String(native)}
          lines={lines(v4Order(expected))}
          submitLabel={t('migrateV2.withdraw')}
          pendingLabel={t('positions.removing')}
          doneLabel={t('positions.removed')}
          failedMessage="unknownError"
          onClose={() => setDialog(undefined)}
          onDone={() => undefined}
        />
      )}
      {dialog === 'deposit' && depositRequest && deposit && (
        <LiquidityReviewDialog
          title={t('migrateV2.stepDeposit')}
          request={depositRequest}
          lines={lines(deposit)}
          submitLabel={v4.data?.exists ? t('createPosition.create') : t('createPosition.createPool')}
          pendingLabel={t('createPosition.creating')}
          doneLabel={t('migrate.migrated')}
          onClose={() => setDialog(undefined)}
          onDone={props.onChanged}
        />
      )}
    </div>
  );
}
