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
import { useDataApi } from '../../data/useDataApi';
import { useFormatters } from '../../data/useFormatters';
import { shortenAddress } from '../../lib/shortenAddress';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { AddLiquidity } from './AddLiquidity';
import { PositionTxDialog } from './PositionTxDialog';
import { RewardsCard } from './RewardsCard';
import { PriceRangeCard, REMOVE_SHARES, RemoveShareChips, TokenAmountLine } from './PositionCards';
import { usePositionFigures } from './usePositionFigures';
import { usePositionActions } from './usePositionActions';
import { positionStyles as s } from './positionStyles';
import { type PositionKey, positionDetailsQueryOptions } from '../../data/positionQueries';
import { parseTokenId } from '../../lib/positions/createParams';
import { BackIcon } from '../../ui/icons';
import { ConnectToSeePositions } from './ConnectToSeePositions';

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
      className={cx(mutedText(), css({ display: 'inline-flex', gap: '1', minH: '11', alignItems: 'center' }))}
    >
      <BackIcon size="sm" /> {t('positions.back')}
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
  const connection = useConnection();
  const { address } = connection;
  const [inverted, setInverted] = useState(false);
  const [dialog, setDialog] = useState<'collect' | 'remove' | undefined>();
  const [receiveEth, setReceiveEth] = useState(true);
  const [removePercent, setRemovePercent] = useState<number>(REMOVE_SHARES[0]);
  const figures = usePositionFigures(p, chainId, inverted);
  const { token0, token1, symbol0, symbol1, amount, value, fees, concentrated } = figures;

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
    <TokenAmountLine figures={figures} token={token} raw={raw} listed={listed} symbol={symbol} />
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
        <ConnectToSeePositions />
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
              <RemoveShareChips value={removePercent} disabled={disabled} onChange={setRemovePercent} />
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

      <PriceRangeCard
        position={p}
        chainId={chainId}
        figures={figures}
        inverted={inverted}
        onInvert={() => setInverted((v) => !v)}
      />

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
