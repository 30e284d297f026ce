// spec §2 token selector: search by name, symbol or address; tokens with a balance first; popular and recent tokens;
// an address not on the list is read from the chain and needs an explicit import past a warning; blocked tokens
// (risk screening) cannot be picked; spam is hidden unless asked. A network filter, when the caller offers one (the
// swap form's output, issue 31), lists another chain's tokens: picking one there makes the trade a bridge.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, isAddress } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, listRow, mutedText } from '#styled-system/recipes';
import type { RuntimeChain } from '../data/runtimeConfig';
import { useFormatters } from '../data/useFormatters';
import { Dialog } from './Dialog';
import { TokenLogo } from './TokenLogo';
import { type ChainToken, lower, sameAddress } from '../data/chainTokens';
import { importTokenQueryOptions } from '../data/importToken';

const POPULAR = ['ETH', 'USDC', 'USDT', 'WBTC', 'WETH'];

// A picker row: leaves room for a 24-36 px token logo before the symbol; long names truncate instead of widening a phone.
const row = cx(listRow({ interactive: true }), css({ _disabled: { opacity: 0.5, cursor: 'not-allowed' } }));
const rowLabel = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', overflow: 'hidden' });
const rowName = cx(mutedText(), css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }));
const riskBadge = css({
  flexShrink: 0,
  fontSize: 'xs',
  px: '1.5',
  borderRadius: 'sm',
  border: '1px solid',
  borderColor: 'warning',
  color: 'warning',
  whiteSpace: 'nowrap',
});

export type TokenSelectorProps = {
  open: boolean;
  onClose: () => void;
  onSelect: (token: ChainToken) => void;
  onImport: (token: ChainToken) => void;
  chain: RuntimeChain | undefined;
  tokens: readonly ChainToken[];
  balances: ReadonlyMap<string, bigint> | undefined;
  recent: readonly string[];
  /** The networks to pick tokens on, and the one shown (`chain`'s by default). */
  networks?: { chains: readonly RuntimeChain[]; onSelect: (chainId: number) => void };
};

/** A row of token buttons (popular or recent tokens): one click picks the token. */
function TokenChips(props: { label: string; tokens: readonly ChainToken[]; onPick: (token: ChainToken) => void }) {
  return (
    <div role="group" aria-label={props.label} className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      {props.tokens.map((token) => (
        <button
          key={token.address}
          type="button"
          className={button({ size: 'sm' })}
          onClick={() => props.onPick(token)}
        >
          <TokenLogo token={token} size={20} decorative />
          {token.symbol}
        </button>
      ))}
    </div>
  );
}

export function TokenSelector(props: TokenSelectorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [search, setSearch] = useState('');
  const [showSpam, setShowSpam] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const query = search.trim().toLowerCase();
  const balanceOf = (token: ChainToken) => props.balances?.get(lower(token.address)) ?? 0n;

  const matches = useMemo(() => {
    const found = props.tokens.filter(
      (token) =>
        (showSpam || !token.spam) &&
        (query === '' ||
          token.symbol.toLowerCase().includes(query) ||
          token.name.toLowerCase().includes(query) ||
          token.address.toLowerCase() === query),
    );
    // balances first (largest first), then the list's order
    return found.sort((a, b) => Number(balanceOf(b) > 0n) - Number(balanceOf(a) > 0n));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.tokens, props.balances, query, showSpam]);

  const unknownAddress =
    isAddress(query) && !props.tokens.some((token) => sameAddress(token.address, query))
      ? (query as Address)
      : undefined;
  const unknown = useQuery(importTokenQueryOptions({ chain: props.chain, address: unknownAddress }));

  const close = () => {
    setSearch('');
    setAcknowledged(false);
    props.onClose();
  };
  const pick = (token: ChainToken) => {
    props.onSelect(token);
    close();
  };
  const popular = POPULAR.map((symbol) => props.tokens.find((t) => t.symbol === symbol)).filter(
    (t): t is ChainToken => t !== undefined,
  );
  const recent = props.recent
    .map((address) => props.tokens.find((t) => sameAddress(t.address, address)))
    .filter((t): t is ChainToken => t !== undefined)
    .slice(0, 4);

  return (
    <Dialog open={props.open} title={t('swapUi.selectToken')} onClose={close} closeLabel={t('swapUi.close')}>
      <div className={css({ display: 'grid', gap: '3' })}>
        {props.networks && props.chain && (
          <label className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
            {t('swapUi.network')}
            <select
              value={props.chain.chainId}
              onChange={(e) => props.networks?.onSelect(Number(e.target.value))}
              className={css({
                p: '2',
                minH: '11',
                borderRadius: 'lg',
                border: '1px solid',
                borderColor: 'border',
                bg: 'surface',
                maxW: 'full',
              })}
            >
              {props.networks.chains.map((chain) => (
                <option key={chain.chainId} value={chain.chainId}>
                  {chain.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <input
          type="search"
          aria-label={t('swapUi.searchTokens')}
          placeholder={t('swapUi.searchTokens')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={css({ p: '2', borderRadius: 'lg', border: '1px solid', borderColor: 'border', bg: 'surface' })}
        />
        {query === '' && (
          <>
            <TokenChips label={t('swapUi.popularTokens')} tokens={popular} onPick={pick} />
            {recent.length > 0 && <TokenChips label={t('swapUi.recentTokens')} tokens={recent} onPick={pick} />}
          </>
        )}
        {unknownAddress && unknown.data === null && <p role="alert">{t('swapUi.tokenNotFound')}</p>}
        {unknownAddress && unknown.data && (
          <div role="alert" className={css({ display: 'grid', gap: '2', p: '3', borderRadius: 'lg', bg: 'surface' })}>
            <strong>
              {unknown.data.token.symbol} · {unknown.data.token.name}
            </strong>
            {unknown.data.blocked ? (
              <p>{t('swapUi.tokenBlocked')}</p>
            ) : (
              <>
                <p>{unknown.data.token.spam ? t('swapUi.spamWarning') : t('swapUi.importWarning')}</p>
                <label className={css({ display: 'flex', gap: '2' })}>
                  <input type="checkbox" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} />
                  {t('swapUi.understand')}
                </label>
                <button
                  type="button"
                  className={button({ tone: 'accent', size: 'sm' })}
                  disabled={!acknowledged}
                  onClick={() => {
                    props.onImport(unknown.data!.token);
                    pick(unknown.data!.token);
                  }}
                >
                  {t('swapUi.import')}
                </button>
              </>
            )}
          </div>
        )}
        <label className={cx(mutedText(), css({ display: 'flex', gap: '2', alignItems: 'center', minH: '11' }))}>
          <input type="checkbox" checked={showSpam} onChange={(e) => setShowSpam(e.target.checked)} />
          {t('swapUi.showSpam')}
        </label>
        <ul
          aria-label={t('swapUi.tokens')}
          className={css({ display: 'grid', gap: '1', maxH: '320px', overflowY: 'auto' })}
        >
          {matches.map((token) => (
            <li key={token.address}>
              <button type="button" className={row} onClick={() => pick(token)}>
                <span className={rowLabel}>
                  <TokenLogo token={token} size={28} decorative />
                  <strong>{token.symbol}</strong>
                  <span className={rowName}>{token.name}</span>
                  {token.imported && <span className={css({ fontSize: 'xs', ms: '2' })}>{t('swapUi.imported')}</span>}
                  {/* spec §2 risk badges: what the screening and the list say of the token, in its row */}
                  {token.spam && <span className={riskBadge}>{t('swapUi.spamBadge')}</span>}
                  {token.feeOnTransfer && <span className={riskBadge}>{t('swapUi.feeOnTransferBadge')}</span>}
                </span>
                {balanceOf(token) > 0n && (
                  <span className={css({ flexShrink: 0 })}>{format.tokenAmount(balanceOf(token), token.decimals)}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
        {matches.length === 0 && !unknownAddress && <p>{t('swapUi.noTokens', { query: search })}</p>}
      </div>
    </Dialog>
  );
}
