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
import { type Address, type Hex, type TransactionReceipt, parseEventLogs } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import { uniswapV2PairAbi } from '../../../contract/abis/v2';
import { publicClientFor } from '../../chain/clients';
import { migrateV2DepositRequest, planV2ToV4Migration } from '../../chain/migrateV2ToV4';
import { NATIVE_CURRENCY } from '../../../contract/poolKey';
import type { PositionDetails } from '../../chain/positionDetails';
import { removeV2LiquidityCall, v2RemovalPermit } from '../../chain/removeV2Liquidity';
import { depositForAmountsQueryOptions } from '../../data/liquidityQueries';
import { v2PairToMigrateQueryOptions, v4PoolPriceQueryOptions } from '../../data/positionQueries';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { useDataApi } from '../../data/useDataApi';
import { useFormatters } from '../../data/useFormatters';
import { useListedTokens } from '../../data/useListedTokens';
import { type RangePreset, presetRange } from '../../lib/positions/createPosition';
import { liquidityWorker } from '../../../workers/liquidity/liquidityClient';
import type { LiquidityRequest } from './liquidityActors';
import { activityAmount, labelNeeds } from './liquidityLabels';
import { LiquidityReviewDialog } from './LiquidityReviewDialog';
import { MigrationAmounts } from './MigrationAmounts';
import { MIGRATE_SLIPPAGE_BIPS, UseEthOption, V4FeeTierChips } from './MigrationOptions';
import { POSITION_DEADLINE_SECONDS } from './positionTxActors';
import { PositionTxDialog } from './PositionTxDialog';
import { positionStyles as s } from './positionStyles';
import { ChipRadio } from './ChipRadio';
import { BackIcon } from '../../ui/icons';
import { ConnectToSeePositions } from './ConnectToSeePositions';

const PRESETS = ['full', 'wide', 'common'] as const satisfies readonly RangePreset[];

export function MigrateV2PairPage() {
  const { t } = useTranslation();
  const { address: pairText } = useParams({ strict: false }) as { address?: string };
  const pair = /^0x[0-9a-fA-F]{40}$/.test(pairText ?? '') ? (pairText as Address) : undefined;
  const { chains, chainById } = useDataApi();
  const connection = useConnection();
  const owner = connection.address;
  // the route names only the pair: look for it on the connected chain first, then on the others
  const found = useQuery(v2PairToMigrateQueryOptions({ chains, pair, owner, preferredChainId: connection.chainId }));
  const chain = found.data ? chainById(found.data.chainId) : undefined;
  return (
    <section className={s.page} aria-labelledby="migrate-v2-pair-title">
      <Link to="/migrate/v2" className={cx(mutedText(), s.back)}>
        <BackIcon size="sm" /> {t('migrateV2.listTitle')}
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
          <ConnectToSeePositions />
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
  const draft = planV2ToV4Migration({
    token0: p.token0,
    token1: p.token1,
    amount0: p.amount0,
    amount1: p.amount1,
    fee,
    weth,
    useNative,
    v4SqrtPriceX96: 0n,
    slippageBips: MIGRATE_SLIPPAGE_BIPS,
  });
  const v4 = useQuery(v4PoolPriceQueryOptions(chain, draft.poolKey));
  // the v4 pool's own price once read (the pair's for a pool the deposit creates), and the exact tick at it
  const migration = planV2ToV4Migration({
    token0: p.token0,
    token1: p.token1,
    amount0: p.amount0,
    amount1: p.amount1,
    fee,
    weth,
    useNative,
    v4SqrtPriceX96: v4.data ?? 0n,
    slippageBips: MIGRATE_SLIPPAGE_BIPS,
  });
  const { poolKey, sqrtPriceX96, toV4Order: v4Order } = migration;
  const poolExists = v4.data !== undefined && !migration.createPool;
  const range = presetRange(preset, migration.tick, poolKey.tickSpacing);
  const expected = { amount0: p.amount0, amount1: p.amount1 };
  const source = v4Order(withdrawn ?? expected);
  const plan = useQuery(
    depositForAmountsQueryOptions(
      { sqrtPriceX96, ...range, amount0: source.amount0, amount1: source.amount1 },
      (input) => liquidityWorker().depositForAmounts(input),
    ),
  );

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
  const amountList = (label: string, pair: Withdrawn) => <MigrationAmounts label={label} lines={lines(pair)} />;

  const router = chain.contracts.UniswapV2Router02 as Address | undefined;
  const withdrawRequest =
    connection.provider && router && p.liquidity > 0n
      ? {
          chain,
          account: owner,
          provider: connection.provider,
          // the pair's own permit lets Router02 pull the LP tokens
          signature: (chainNow: bigint) =>
            v2RemovalPermit({
              client: publicClientFor(chain),
              chainId,
              owner,
              pair: p.pool,
              router,
              liquidity: p.liquidity,
              deadline: chainNow + POSITION_DEADLINE_SECONDS,
            }),
          buildCall: ({ chainNow, signed }: { chainNow: bigint; signed?: Hex }) =>
            signed &&
            removeV2LiquidityCall({
              router,
              token0: p.token0,
              token1: p.token1,
              liquidity: p.liquidity,
              amount0Min: migration.withdrawMin.amount0,
              amount1Min: migration.withdrawMin.amount1,
              recipient: owner,
              deadline: chainNow + POSITION_DEADLINE_SECONDS,
              signature: signed,
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
  const label = (which: 0 | 1) => ({ symbol: symbolV4(which), decimals: decimalsV4(which) });
  const depositRequest: LiquidityRequest | undefined =
    withdrawn &&
    deposit &&
    deposit.liquidity > 0n &&
    connection.provider &&
    positionManager &&
    sqrtPriceX96 !== undefined
      ? (() => {
          const built = migrateV2DepositRequest({
            positionManager,
            poolKey,
            ...range,
            liquidity: deposit.liquidity,
            // the most it may take is what came out of v2: a price that moved is paid from the withdrawn amounts
            withdrawn: source,
            createAtSqrtPriceX96: poolExists ? undefined : sqrtPriceX96,
            owner,
          });
          return {
            ...built,
            chain,
            account: owner,
            provider: connection.provider!,
            needs: labelNeeds(built.needs, label),
            activity: {
              type: 'migrateLiquidity',
              input: activityAmount(poolKey.currency0, label(0), deposit.amount0),
              output: activityAmount(poolKey.currency1, label(1), deposit.amount1),
            },
          };
        })()
      : undefined;

  const wrongChain = connection.chainId !== chainId;
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <h1 id="migrate-v2-pair-title" className={s.heading}>
        {t('migrateV2.title', { pair: pairName })}
      </h1>
      <V4FeeTierChips fee={fee} disabled={!!withdrawn} onChange={setFee} />
      {hasWeth && <UseEthOption checked={useNative} disabled={!!withdrawn} onChange={setUseNative} />}
      <fieldset className={s.chips}>
        <legend className={css({ fontWeight: 'medium', mb: '2' })}>{t('createPosition.range')}</legend>
        {PRESETS.map((name) => (
          <ChipRadio key={name} name="migrateRange" checked={preset === name} onChange={() => setPreset(name)}>
            {t(`createPosition.preset.${name}`)}
          </ChipRadio>
        ))}
      </fieldset>
      <p role="note" className={mutedText()}>
        {poolExists ? t('migrateV2.poolExists') : t('migrateV2.poolCreated')}
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
          submitLabel={poolExists ? t('createPosition.create') : t('createPosition.createPool')}
          pendingLabel={t('createPosition.creating')}
          doneLabel={t('migrate.migrated')}
          onClose={() => setDialog(undefined)}
          onDone={props.onChanged}
        />
      )}
    </div>
  );
}
