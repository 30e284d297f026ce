// /migrate/v3/:chainName/:tokenId (issue 13, spec §1 "migrate v2 or v3 to v4"): moves a v3 position into a v4 pool of
// the same pair in one transaction through the UniversalRouter (src/chain/migrateV3ToV4.ts). Before signing the owner
// sees what the v3 position hands over, what the v4 position takes at the v4 pool's price and what comes back to the
// wallet; a v4 pool that does not exist yet is created at the v3 pool's price in the same transaction.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import { nonfungiblePositionManagerAbi } from '../../../contract/abis/v3';
import { publicClientFor } from '../../chain/clients';
import {
  type MigrationPlan,
  V4_TICK_SPACING,
  migrateV3ToV4Call,
  planV3ToV4Migration,
  v3PositionPermitTypedData,
  v4PoolKeyFor,
} from '../../chain/migrateV3ToV4';
import type { PositionDetails } from '../../chain/positionDetails';
import { positionDetailsQueryOptions, v4PoolPriceQueryOptions } from '../../data/positionQueries';
import { useDataApi } from '../../data/useDataApi';
import { useFormatters } from '../../data/useFormatters';
import { useListedTokens } from '../../data/useListedTokens';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { parseTokenId } from '../../lib/positions/createParams';
import { isFullRange, rangePrices, sqrtPriceToPrice } from '../../lib/positions/rangePrice';
import { POSITION_DEADLINE_SECONDS, type PositionTxRequest } from './positionTxActors';
import { PositionTxDialog } from './PositionTxDialog';
import { MigrationAmounts } from './MigrationAmounts';
import { MIGRATE_SLIPPAGE_BIPS, UseEthOption, V4FeeTierChips } from './MigrationOptions';
import { positionStyles as s } from './positionStyles';
import { BackIcon } from '../../ui/icons';

const route = getRouteApi('/migrate/v3/$chainName/$tokenId');

export function MigrateV3Page() {
  const { chainName, tokenId: tokenIdText } = route.useParams();
  const { t } = useTranslation();
  const { chainBySlug, ready } = useDataApi();
  const chain = chainBySlug(chainName);
  const tokenId = parseTokenId(tokenIdText);
  const position = useQuery({
    ...positionDetailsQueryOptions(chain, { version: 'v3', tokenId: tokenId ?? 0n }),
    enabled: !!chain && tokenId !== undefined,
  });
  const notFound = (ready && !chain) || tokenId === undefined || position.data === null;
  return (
    <section className={s.page} aria-labelledby="migrate-title">
      <Link to="/positions" className={cx(mutedText(), s.back)}>
        <BackIcon size="sm" /> {t('positions.back')}
      </Link>
      {notFound ? (
        <h1 className={s.heading}>{t('positions.notFound')}</h1>
      ) : !position.data ? (
        <p role={position.isError ? 'alert' : 'status'} className={mutedText()}>
          {position.isError ? t('positions.loadFailed') : t('positions.loadingOne')}
        </p>
      ) : (
        <MigrateBody position={position.data} chain={chain!} chainSlug={chainName} tokenId={tokenId!} />
      )}
    </section>
  );
}

function MigrateBody(props: { position: PositionDetails; chain: RuntimeChain; chainSlug: string; tokenId: bigint }) {
  const { position: p, chain, tokenId } = props;
  const { chainId } = chain;
  const { t } = useTranslation();
  const format = useFormatters();
  const tokens = useListedTokens();
  const navigate = useNavigate();
  const connection = useConnection();
  const { address } = connection;
  const weth = chain.contracts.WETH9;
  const hasWeth = !!weth && [p.token0, p.token1].some((token) => token.toLowerCase() === weth.toLowerCase());
  const [fee, setFee] = useState(p.fee);
  const [useNative, setUseNative] = useState(true);
  const [reviewing, setReviewing] = useState(false);
  const poolKey = v4PoolKeyFor({
    token0: p.token0,
    token1: p.token1,
    fee,
    tickSpacing: V4_TICK_SPACING[fee] ?? p.tickSpacing ?? 60,
    weth: weth ?? p.token0,
    useNative: hasWeth && useNative,
  });
  const v4Price = useQuery(v4PoolPriceQueryOptions(chain, poolKey));
  const plan =
    v4Price.data !== undefined && p.sqrtPriceX96 !== null && p.tickLower !== null && p.tickUpper !== null
      ? planV3ToV4Migration({
          v3: {
            token0: p.token0,
            token1: p.token1,
            tickLower: p.tickLower,
            tickUpper: p.tickUpper,
            liquidity: p.liquidity,
            sqrtPriceX96: p.sqrtPriceX96,
            fees0: p.fees0 ?? 0n,
            fees1: p.fees1 ?? 0n,
          },
          poolKey,
          v4SqrtPriceX96: v4Price.data,
          slippageBips: MIGRATE_SLIPPAGE_BIPS,
        })
      : undefined;

  const currency = (which: 0 | 1) => (which === 0 ? poolKey.currency0 : poolKey.currency1);
  const token = (which: 0 | 1) => tokens.get(chainId, currency(which));
  const symbol = (which: 0 | 1) => tokens.symbol(chainId, currency(which));
  const amount = (which: 0 | 1, raw: bigint) => {
    const decimals = token(which)?.decimals;
    return decimals === undefined ? raw.toString() : format.tokenAmount(raw, decimals);
  };
  const lines = (pair: { amount0: bigint; amount1: bigint }) =>
    ([0, 1] as const).map((which) => ({
      symbol: symbol(which),
      amount: amount(which, which === 0 ? pair.amount0 : pair.amount1),
    }));
  const amountList = (label: string, pair: { amount0: bigint; amount1: bigint }) => (
    <MigrationAmounts label={label} lines={lines(pair)} />
  );

  const isOwner = !!address && address.toLowerCase() === p.owner.toLowerCase() && !connection.viewOnly;
  const manager = chain.contracts.NonfungiblePositionManager;
  const router = chain.contracts.UniversalRouter;
  const v4Manager = chain.contracts.PositionManager;
  const request: PositionTxRequest | undefined =
    plan && plan.liquidity > 0n && isOwner && connection.provider && manager && router && v4Manager && weth
      ? {
          chain,
          account: address!,
          provider: connection.provider,
          // the v3 position's own permit lets the router take the NFT for the migration
          signature: async (chainNow) => {
            const client = publicClientFor(chain);
            const [[nonce], name] = await Promise.all([
              client.readContract({
                address: manager,
                abi: nonfungiblePositionManagerAbi,
                functionName: 'positions',
                args: [tokenId],
              }),
              client.readContract({ address: manager, abi: nonfungiblePositionManagerAbi, functionName: 'name' }),
            ]);
            const deadline = chainNow + POSITION_DEADLINE_SECONDS;
            return v3PositionPermitTypedData({ name, chainId, manager, spender: router, tokenId, nonce, deadline });
          },
          buildCall: ({ chainNow, signed }) =>
            signed &&
            migrateV3ToV4Call({
              router,
              v3Manager: manager,
              v4Manager,
              weth,
              tokenId,
              v3Liquidity: p.liquidity,
              owner: address!,
              deadline: chainNow + POSITION_DEADLINE_SECONDS,
              permitSignature: signed,
              plan,
            }),
          activity: {
            type: 'migrateLiquidity',
            input: activityAmount(0, plan.deposit.amount0),
            output: activityAmount(1, plan.deposit.amount1),
          },
        }
      : undefined;
  function activityAmount(which: 0 | 1, raw: bigint) {
    return {
      token: currency(which),
      symbol: symbol(which),
      decimals: token(which)?.decimals ?? 18,
      amount: raw.toString(),
    };
  }

  const decimals0 = token(0)?.decimals;
  const decimals1 = token(1)?.decimals;
  const priceText = (sqrtPriceX96: bigint) => {
    if (decimals0 === undefined || decimals1 === undefined) return '—';
    const price = sqrtPriceToPrice(sqrtPriceX96, decimals0, decimals1);
    return t('positions.priceUnit', {
      price: format.amount(price, { significantDigits: 5 }),
      quote: symbol(1),
      base: symbol(0),
    });
  };
  const rangeText = (range: MigrationPlan) => {
    if (isFullRange(range.tickLower, range.tickUpper, range.poolKey.tickSpacing)) return t('positions.fullRange');
    if (decimals0 === undefined || decimals1 === undefined) return '—';
    const { min, max } = rangePrices(range.tickLower, range.tickUpper, decimals0, decimals1);
    return t('positions.range', {
      min: format.amount(min, { significantDigits: 5 }),
      max: format.amount(max, { significantDigits: 5 }),
      quote: symbol(1),
      base: symbol(0),
    });
  };

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div>
        <h1 id="migrate-title" className={s.heading}>
          {t('migrate.title', {
            pair: `${tokens.symbol(chainId, p.token0)}/${tokens.symbol(chainId, p.token1)}`,
          })}
        </h1>
        <p className={mutedText()}>{t('migrate.intro')}</p>
      </div>
      {!isOwner ? (
        <p role="status">{t('migrate.notOwner')}</p>
      ) : p.liquidity === 0n ? (
        <p role="status">{t('migrate.empty')}</p>
      ) : (
        <>
          <V4FeeTierChips fee={fee} onChange={setFee} />
          {hasWeth && <UseEthOption checked={useNative} onChange={setUseNative} />}
          {!plan ? (
            <p role={v4Price.isError ? 'alert' : 'status'} className={mutedText()}>
              {v4Price.isError ? t('positions.loadFailed') : t('positions.loadingOne')}
            </p>
          ) : (
            <>
              <p role="note">
                {plan.createPool
                  ? t('migrate.newPool', { price: priceText(plan.sqrtPriceX96) })
                  : t('migrate.existingPool', { price: priceText(plan.sqrtPriceX96) })}
              </p>
              <div className={s.line}>
                <span className={mutedText()}>{t('positions.priceRange')}</span>
                <span>{rangeText(plan)}</span>
              </div>
              {amountList(t('migrate.fromV3'), plan.withdrawn)}
              {amountList(t('migrate.intoV4'), plan.deposit)}
              {amountList(t('migrate.refunded'), plan.refund)}
              {plan.liquidity === 0n ? (
                <p role="alert">{t('migrate.tooSmall')}</p>
              ) : connection.chainId !== chainId ? (
                <button
                  type="button"
                  className={cx(button({ tone: 'soft' }), s.action)}
                  onClick={() => connection.switchChain(chainId)}
                >
                  {t('positions.switchTo', { chain: chain.name })}
                </button>
              ) : (
                request && (
                  <button
                    type="button"
                    className={cx(button({ tone: 'accent' }), s.action)}
                    onClick={() => setReviewing(true)}
                  >
                    {t('migrate.review')}
                  </button>
                )
              )}
            </>
          )}
        </>
      )}
      {reviewing && request && plan && (
        <PositionTxDialog
          title={t('migrate.reviewTitle')}
          body={t('migrate.reviewBody')}
          request={request}
          requestKey={`${fee}:${useNative}`}
          lines={lines(plan.deposit)}
          submitLabel={t('migrate.submit')}
          pendingLabel={t('migrate.migrating')}
          doneLabel={t('migrate.migrated')}
          failedMessage="somethingWentWrong"
          onClose={() => setReviewing(false)}
          onDone={() => void navigate({ to: '/positions' })}
        />
      )}
    </div>
  );
}
