// The account drawer's Limits view (spec §2, issue 14): the wallet's limit orders on the chain with their status, from
// the order service; offline (or while it does not answer) the orders last listed, from Dexie, with "Data may be
// outdated". Placing and cancelling happen on /limit.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { type Address, formatUnits } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { drawerLimitOrdersQueryOptions } from '../../data/limitOrders';
import { tokenListQuery } from '../../data/tokenList';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';

/** Long labels (other languages, phones) wrap instead of widening the screen. */
const wrapping = css({ whiteSpace: 'normal', h: 'auto', minH: '11', py: '2' });

export function LimitsView({
  address,
  chainId,
  onClose,
}: {
  address: Address;
  chainId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data: config } = useRuntimeConfig();
  const { data: list } = useQuery({
    ...tokenListQuery(config?.tokenListUrl ?? '/api/tokens'),
    enabled: config !== undefined,
  });
  const { data } = useQuery(drawerLimitOrdersQueryOptions({ account: address, chainId }));
  const amount = (token: Address, value: bigint) => {
    const found = list?.tokens.find((x) => x.address.toLowerCase() === token.toLowerCase());
    return found ? `${formatUnits(value, found.decimals)} ${found.symbol}` : '?';
  };
  return (
    <div className={css({ display: 'grid', gap: '2', p: '1' })}>
      {data?.outdated ? <p role="status">{t('limitUi.outdated')}</p> : null}
      {data && data.orders.length === 0 ? <p className={mutedText()}>{t('limitUi.noOrders')}</p> : null}
      <ul aria-label={t('limitUi.panelTitle')} className={css({ display: 'grid', gap: '2' })}>
        {data?.orders.map((order) => {
          const label = t('limitUi.orderLabel', {
            sell: amount(order.input.token, order.input.amount),
            buy: amount(order.output.token, order.output.amount),
          });
          return (
            <li
              key={order.orderHash}
              aria-label={label}
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                gap: '2',
                p: '3',
                borderRadius: 'md',
                bg: 'surface',
                overflowWrap: 'anywhere',
              })}
            >
              <span>{label}</span>
              <span>{t(`limitUi.statuses.${order.status}`)}</span>
            </li>
          );
        })}
      </ul>
      <Link to="/limit" className={cx(button({ tone: 'soft', size: 'sm' }), wrapping)} onClick={onClose}>
        {t('limitUi.openLimit')}
      </Link>
    </div>
  );
}
