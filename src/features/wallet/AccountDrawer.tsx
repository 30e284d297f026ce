import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Address, formatUnits } from 'viem';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { usePreferences } from '../../app/providers/preferencesContext';
import { useRuntimeConfig } from '../../app/providers/useRuntimeConfig';
import { tokenListQuery } from '../../data/tokenList';
import { Dialog } from '../../ui/Dialog';
import { type PortfolioRow, portfolioQuery } from './portfolioQuery';
import { shortenAddress } from './shortenAddress';

/** spec §2 "Small balances under 1 USD can be hidden". */
const SMALL_BALANCE_USD = 1;

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(value);

function amount(row: PortfolioRow) {
  const value = Number(formatUnits(BigInt(row.balance), row.decimals));
  return new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 }).format(value);
}

/** The account drawer's first view (spec §2 "mini portfolio"): total, tokens on every chain, disconnect. */
export function AccountDrawer({
  address,
  open,
  onClose,
  onDisconnect,
}: {
  address: Address;
  open: boolean;
  onClose: () => void;
  onDisconnect: () => void;
}) {
  const { t } = useTranslation();
  const { hideSmallBalances } = usePreferences();
  const { data: config } = useRuntimeConfig();
  const { data: tokenList } = useQuery({
    ...tokenListQuery(config?.tokenListUrl ?? '/api/tokens'),
    enabled: config !== undefined,
  });
  const portfolio = useQuery({
    ...portfolioQuery(address, config, tokenList?.tokens),
    enabled: open && config !== undefined && tokenList !== undefined,
  });
  const rows = (portfolio.data?.rows ?? []).filter(
    (r) => BigInt(r.balance) > 0n && (!hideSmallBalances || (r.valueUsd ?? 0) >= SMALL_BALANCE_USD),
  );

  return (
    <Dialog open={open} title={shortenAddress(address)} onClose={onClose} closeLabel={t('wallet.close')}>
      <p className={css({ fontSize: '3xl', fontWeight: 'semibold', mb: '4' })} aria-label={t('wallet.totalValue')}>
        {portfolio.data ? usd(portfolio.data.totalUsd) : '—'}
      </p>
      {portfolio.isError && <p role="alert">{t('wallet.balancesFailed')}</p>}
      <ul
        aria-label={t('wallet.tokens')}
        className={css({ display: 'grid', gap: '1', maxH: '50vh', overflowY: 'auto', mb: '4' })}
      >
        {rows.map((row) => (
          <li
            key={`${row.chainId}:${row.address}`}
            className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', py: '1.5' })}
          >
            <span>
              <span className={css({ fontWeight: 'medium' })}>{row.symbol}</span>{' '}
              <span className={css({ color: 'text.muted', fontSize: 'sm' })}>{row.chainName}</span>
            </span>
            <span className={css({ textAlign: 'end' })}>
              <span>{amount(row)}</span>{' '}
              <span className={css({ color: 'text.muted', fontSize: 'sm' })}>
                {row.valueUsd === null ? '' : usd(row.valueUsd)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={onDisconnect}>
        {t('wallet.disconnect')}
      </button>
    </Dialog>
  );
}
