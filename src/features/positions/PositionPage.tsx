// spec §3 position pages (/positions/v2/:chainName/:pairAddress, /positions/v3|v4/:chainName/:tokenId): current value,
// the amounts deposited now, uncollected fees, the range's min and max price (inverted on request), the current
// price, the pool share and the status, read from the chain at one block.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, isAddress, zeroAddress } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import type { PositionDetails } from '../../chain/positionDetails';
import { usdPriceKey } from '../../data/dataApi';
import { useDataApi } from '../../data/useDataApi';
import { useUsdPrices } from '../../data/usdPrices';
import { useFormatters } from '../../data/useFormatters';
import { useListedTokens } from '../../data/useListedTokens';
import { isFullRange, rangePrices, tickToPrice } from '../../lib/positions/rangePrice';
import { shortenAddress } from '../../lib/shortenAddress';
import { TokenLogo } from '../../ui/TokenLogo';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { AddLiquidity } from './AddLiquidity';
import { PositionTxDialog } from './PositionTxDialog';
import { RewardsCard } from './RewardsCard';
import { PositionLiquidityChart } from './PositionLiquidityChart';
import { usePositionActions } from './usePositionActions';
import { positionStyles as s } from './positionStyles';
import { type PositionKey, positionDetailsQueryOptions } from '../../data/positionQueries';
import { parseTokenId } from '../../lib/positions/createParams';

/** Quick shares of a position to remove, in percent. */
const REMOVE_SHARES = [25, 50, 75, 100] as const;

const { page, card, cardTitle, line, badge } = s;

const v2Route = getRouteApi('/positions/v2/$chainName/$pairAddress');
const v3Route = getRouteApi('/positions/v3/$chainName/$tokenId');
const v4Route = getRouteApi('/positions/v4/$chainName/$tokenId');

export function PositionV2Page() {
  const { chainName, pairAddress } = v2Route.useParams();
  const { address } = useConnection();
  const pair = isAddress(pairAddress) ? (pairAddress as Address) : undefined;
  // without a wallet the pair still reads (its reserves and price); the share is the zero address's, none
  return (
    <PositionScreen
      chainName={chainName}
      positionKey={pair ? { version: 'v2', pair, owner: address ?? zeroAddress } : undefined}
    />
  );
}

export function PositionV3Page() {
  const { chainName, tokenId } = v3Route.useParams();
  const id = parseTokenId(tokenId);
  return (
    <PositionScreen chainName={chainName} positionKey={id === undefined ? undefined : { version: 'v3', tokenId: id }} />
  );
}

export function PositionV4Page() {
  const { chainName, tokenId } = v4Route.useParams();
  const id = parseTokenId(tokenId);
  return (
    <PositionScreen chainName={chainName} positionKey={id === undefined ? undefined : { version: 'v4', tokenId: id }} />
  );
}

function PositionScreen(props: { chainName: string; positionKey: PositionKey | undefined }) {
  const { t } = useTranslation();
  const { chainBySlug, ready } = useDataApi();
  const chain = chainBySlug(props.chainName);
  const key = props.positionKey ?? { version: 'v3' as const, tokenId: 0n };
  const position = useQuery({
    ...positionDetailsQueryOptions(chain, key),
    enabled: !!chain && !!props.positionKey,
  });
  const back = (
    <Link
      to="/positions"
      className={cx(mutedText(), css({ display: 'inline-flex', minH: '11', alignItems: 'center' }))}
    >
      ← {t('positions.back')}
    </Link>
  );
  const notFound = (ready && !chain) || !props.positionKey || position.data === null;
  if (notFound || !position.data) {
    return (
      <section className={page}>
        {back}
        {notFound ? (
          <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>{t('positions.notFound')}</h1>
        ) : (
          <p role={position.isError ? 'alert' : 'status'} className={mutedText()}>
            {position.isError ? t('positions.loadFailed') : t('positions.loadingOne')}
          </p>
        )}
      </section>
    );
  }
  return (
    <section className={page} aria-labelledby="position-title">
      {back}
      <PositionBody
        position={position.data}
        chain={chain!}
        chainSlug={props.chainName}
        tokenId={key.version === 'v2' ? undefined : key.tokenId}
        onChanged={() => void position.refetch()}
      />
    </section>
  );
}

function PositionBody(props: {
  position: PositionDetails;
  chain: RuntimeChain;
  chainSlug: string;
  tokenId: bigint | undefined;
  onChanged: () => void;
}) {
  const { position: p, chain } = props;
  const { chainId } = chain;
  const { t } = useTranslation();
  const format = useFormatters();
  const tokens = useListedTokens();
  const { base, ready } = useDataApi();
  const connection = useConnection();
  const { address } = connection;
  const [inverted, setInverted] = useState(false);
  const [dialog, setDialog] = useState<'collect' | 'remove' | undefined>();
  const [receiveEth, setReceiveEth] = useState(true);
  const [removePercent, setRemovePercent] = useState<number>(REMOVE_SHARES[0]);
  const token0 = tokens.get(chainId, p.token0);
  const token1 = tokens.get(chainId, p.token1);
  const symbol0 = tokens.symbol(chainId, p.token0);
  const symbol1 = tokens.symbol(chainId, p.token1);
  const { prices } = useUsdPrices(
    base,
    [
      { chainId, address: p.token0 },
      { chainId, address: p.token1 },
    ],
    ready,
  );
  const usd = (token: Address, decimals: number | undefined, amount: bigint | null): number | undefined => {
    const price = prices[usdPriceKey(chainId, token)];
    return price === undefined || decimals === undefined || amount === null
      ? undefined
      : (Number(amount) / 10 ** decimals) * price;
  };
  const sum = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? undefined : a + b;
  const value = sum(usd(p.token0, token0?.decimals, p.amount0), usd(p.token1, token1?.decimals, p.amount1));
  const fees = sum(usd(p.token0, token0?.decimals, p.fees0), usd(p.token1, token1?.decimals, p.fees1));
  const amount = (raw: bigint, decimals: number | undefined) =>
    decimals === undefined ? raw.toString() : format.tokenAmount(raw, decimals);
  const [base_, quote] = inverted ? [symbol1, symbol0] : [symbol0, symbol1];
  const priceText = (price: number) =>
    t('positions.priceUnit', { price: format.amount(price, { significantDigits: 5 }), quote, base: base_ });
  const concentrated = p.tickLower !== null && p.tickUpper !== null && p.tickSpacing !== null;
  const full = !concentrated || isFullRange(p.tickLower!, p.tickUpper!, p.tickSpacing!);
  const range =
    concentrated && token0 && token1
      ? rangePrices(p.tickLower!, p.tickUpper!, token0.decimals, token1.decimals, inverted)
      : undefined;
  const current =
    p.currentTick !== null && token0 && token1
      ? tickToPrice(p.currentTick, token0.decimals, token1.decimals, inverted)
      : p.version === 'v2' && token0 && token1 && p.amount0 > 0n
        ? (Number(p.amount1) / 10 ** token1.decimals / (Number(p.amount0) / 10 ** token0.decimals)) **
          (inverted ? -1 : 1)
        : undefined;

  const { canManage, canCollect, canUnwrap, asShown, canRemove, removal, v2Removal, collectRequest, removeRequest } =
    usePositionActions({
      position: p,
      chain,
      tokenId: props.tokenId,
      concentrated,
      receiveEth,
      removePercent,
      tokens: [token0, token1],
      symbols: [symbol0, symbol1],
    });
  const receiveEthOption = (disabled: boolean) =>
    canUnwrap && (
      <label className={s.checkboxRow}>
        <input
          type="checkbox"
          checked={receiveEth}
          disabled={disabled}
          onChange={(e) => setReceiveEth(e.target.checked)}
        />
        {t('positions.receiveEth')}
      </label>
    );

  const tokenLine = (token: Address, raw: bigint, listed: typeof token0, symbol: string) => (
    <div className={line}>
      <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}>
        {listed && <TokenLogo token={listed} size={20} decorative />}
        {symbol}
      </span>
      <span>
        {amount(raw, listed?.decimals)}
        {usd(token, listed?.decimals, raw) !== undefined && (
          <span className={mutedText()}> · {format.fiat(usd(token, listed?.decimals, raw)!)}</span>
        )}
      </span>
    </div>
  );

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        <h1 id="position-title" className={css({ fontSize: '3xl', fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
          {symbol0}/{symbol1}
        </h1>
        <span className={badge}>{p.version}</span>
        <span className={badge}>{format.feeTier(p.fee)}</span>
        <span className={badge}>{t(`positions.status.${p.status}`)}</span>
        <span className={mutedText()}>{chain.name}</span>
      </div>
      {p.owner === zeroAddress ? (
        <p className={mutedText()}>{t('positions.connect')}</p>
      ) : (
        address?.toLowerCase() !== p.owner.toLowerCase() && (
          <p className={mutedText()}>{t('positions.ownedBy', { owner: shortenAddress(p.owner) })}</p>
        )
      )}

      <div className={card} role="group" aria-label={t('positions.value')}>
        <div className={line}>
          <h2 className={cardTitle}>{t('positions.value')}</h2>
          <strong>{value === undefined ? '—' : format.fiat(value)}</strong>
        </div>
        {tokenLine(p.token0, p.amount0, token0, symbol0)}
        {tokenLine(p.token1, p.amount1, token1, symbol1)}
        <div className={line}>
          <span className={mutedText()}>{t('positions.poolShare')}</span>
          <span>{format.percent(p.poolShare * 100)}</span>
        </div>
        {(canRemove || v2Removal) && removeRequest && connection.chainId === chainId && (
          <button
            type="button"
            className={cx(button({ tone: 'soft' }), css({ minH: '11', justifySelf: 'start' }))}
            onClick={() => setDialog('remove')}
          >
            {t('positions.remove')}
          </button>
        )}
        {canManage && p.status !== 'CLOSED' && connection.chainId === chainId && (
          <AddLiquidity
            position={p}
            chain={chain}
            chainSlug={props.chainSlug}
            tokenId={props.tokenId}
            onChanged={props.onChanged}
          />
        )}
        {p.version === 'v3' && canManage && p.liquidity > 0n && props.tokenId !== undefined && (
          <Link
            to="/migrate/v3/$chainName/$tokenId"
            params={{ chainName: props.chainSlug, tokenId: props.tokenId.toString() }}
            className={cx(button({ tone: 'soft' }), css({ minH: '11', justifySelf: 'start' }))}
          >
            {t('positions.migrateToV4')}
          </Link>
        )}
      </div>

      <div className={card} role="group" aria-label={t('positions.feesEarned')}>
        <div className={line}>
          <h2 className={cardTitle}>{t('positions.feesEarned')}</h2>
          {p.fees0 !== null && <strong>{fees === undefined ? '—' : format.fiat(fees)}</strong>}
        </div>
        {p.fees0 !== null && p.fees1 !== null ? (
          <>
            {tokenLine(p.token0, p.fees0, token0, symbol0)}
            {tokenLine(p.token1, p.fees1, token1, symbol1)}
          </>
        ) : (
          <p className={mutedText()}>{t('positions.v2Fees')}</p>
        )}
        {canCollect &&
          (connection.chainId === chainId ? (
            <button
              type="button"
              className={cx(button({ tone: 'accent' }), css({ minH: '11', justifySelf: 'start' }))}
              onClick={() => setDialog('collect')}
            >
              {t('positions.collectFees')}
            </button>
          ) : (
            <button
              type="button"
              className={cx(button({ tone: 'soft' }), css({ minH: '11', justifySelf: 'start' }))}
              onClick={() => connection.switchChain(chainId)}
            >
              {t('positions.switchTo', { chain: chain.name })}
            </button>
          ))}
      </div>
      {p.version === 'v3' && props.tokenId !== undefined && (
        <RewardsCard position={p} chain={chain} tokenId={props.tokenId} onChanged={props.onChanged} />
      )}
      {dialog === 'collect' && collectRequest && (
        <PositionTxDialog
          title={t('positions.collectTitle')}
          request={collectRequest}
          requestKey={String(receiveEth)}
          options={receiveEthOption}
          lines={[
            { symbol: asShown(p.token0, symbol0), amount: amount(p.fees0 ?? 0n, token0?.decimals) },
            { symbol: asShown(p.token1, symbol1), amount: amount(p.fees1 ?? 0n, token1?.decimals) },
          ]}
          submitLabel={t('positions.collect')}
          pendingLabel={t('positions.collecting')}
          doneLabel={t('positions.collected')}
          failedMessage="collectFailed"
          onClose={() => setDialog(undefined)}
          onDone={props.onChanged}
        />
      )}
      {dialog === 'remove' && removeRequest && (removal ?? v2Removal) && (
        <PositionTxDialog
          title={t('positions.removeTitle')}
          request={removeRequest}
          requestKey={`${receiveEth}:${removePercent}`}
          options={(disabled) => (
            <>
              <fieldset className={s.chips}>
                <legend className={cx(mutedText(), css({ mb: '1' }))}>{t('positions.removeShare')}</legend>
                {REMOVE_SHARES.map((share) => (
                  <label key={share} className={s.chip(share === removePercent)}>
                    <input
                      type="radio"
                      name="remove-share"
                      // the whole chip is the radio: transparent over it, so a tap anywhere on it picks the share
                      className={s.chipInput}
                      checked={share === removePercent}
                      disabled={disabled}
                      onChange={() => setRemovePercent(share)}
                    />
                    {format.percent(share, { minimumFractionDigits: 0, maximumFractionDigits: 0 })}
                  </label>
                ))}
              </fieldset>
              {receiveEthOption(disabled)}
            </>
          )}
          lines={[
            {
              symbol: asShown(p.token0, symbol0),
              amount: amount((removal ?? v2Removal)!.amount0 + (p.fees0 ?? 0n), token0?.decimals),
            },
            {
              symbol: asShown(p.token1, symbol1),
              amount: amount((removal ?? v2Removal)!.amount1 + (p.fees1 ?? 0n), token1?.decimals),
            },
          ]}
          submitLabel={t('positions.removeSubmit')}
          pendingLabel={t('positions.removing')}
          doneLabel={t('positions.removed')}
          failedMessage="somethingWentWrong"
          onClose={() => setDialog(undefined)}
          onDone={props.onChanged}
        />
      )}

      <div className={card} role="group" aria-label={t('positions.priceRange')}>
        <div className={line}>
          <h2 className={cardTitle}>{t('positions.priceRange')}</h2>
          <button
            type="button"
            aria-pressed={inverted}
            className={cx(button({ tone: 'soft', size: 'sm' }), css({ minH: '11' }))}
            onClick={() => setInverted((v) => !v)}
          >
            {t('positions.showPricesIn', { symbol: inverted ? symbol1 : symbol0 })}
          </button>
        </div>
        {full ? (
          <p>{t('positions.fullRange')}</p>
        ) : (
          range && (
            <>
              <div className={line}>
                <span className={mutedText()}>{t('positions.minPrice')}</span>
                <span>{priceText(range.min)}</span>
              </div>
              <div className={line}>
                <span className={mutedText()}>{t('positions.maxPrice')}</span>
                <span>{priceText(range.max)}</span>
              </div>
            </>
          )
        )}
        {current !== undefined && (
          <div className={line}>
            <span className={mutedText()}>{t('positions.currentPrice')}</span>
            <span>{priceText(current)}</span>
          </div>
        )}
        {concentrated && p.currentTick !== null && token0 && token1 && (
          <PositionLiquidityChart
            chainId={chainId}
            pool={p.pool}
            tickLower={p.tickLower!}
            tickUpper={p.tickUpper!}
            currentTick={p.currentTick}
            decimals0={token0.decimals}
            decimals1={token1.decimals}
            inverted={inverted}
            pair={`${symbol0}/${symbol1}`}
          />
        )}
      </div>

      <Link
        to="/explore/pools/$chainName/$poolAddress"
        params={{ chainName: props.chainSlug, poolAddress: p.pool }}
        className={cx(button({ tone: 'soft' }), css({ minH: '11', justifySelf: 'start' }))}
      >
        {t('positions.viewPool')}
      </Link>
    </div>
  );
}
