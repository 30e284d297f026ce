// The limits panel (spec §2, §4, issue 14): the wallet's orders on the chain with their status, from the order
// service; offline (or while the service does not answer) the orders last listed, from Dexie, with "Data may be
// outdated".
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Address, formatUnits } from 'viem';
import { css } from '#styled-system/css';
import { mutedText } from '#styled-system/recipes';
import { getDatabase } from '../../../data/database';
import { type LimitOrderRow, createOrdersApi } from '../../../data/ordersApi';
import { cacheOrders, cachedOrders } from '../../../data/ordersCache';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { type SwapToken, sameAddress } from '../swapData';

export const limitOrdersKey = ['limitOrders'] as const;
const api = createOrdersApi();

export type LimitOrdersData = { orders: LimitOrderRow[]; outdated: boolean };

export function useLimitOrders(account: Address | undefined, chainId: number | undefined) {
  return useQuery({
    queryKey: [...limitOrdersKey, account, chainId],
    enabled: account !== undefined && chainId !== undefined,
    refetchInterval: 3_000,
    queryFn: async ({ signal }): Promise<LimitOrdersData> => {
      try {
        const orders = await api.listOrders({ swapper: account!, chainId: chainId! }, signal);
        await cacheOrders(getDatabase(), account!, chainId!, orders, Date.now()).catch(() => undefined);
        return { orders: orders.sort((a, b) => b.createdAt - a.createdAt), outdated: false };
      } catch {
        return { orders: await cachedOrders(getDatabase(), account!, chainId!), outdated: true };
      }
    },
  });
}

export function LimitsPanel({
  account,
  chain,
  tokens,
}: {
  account: Address;
  chain: RuntimeChain;
  tokens: readonly SwapToken[];
}) {
  const { t } = useTranslation();
  const { data } = useLimitOrders(account, chain.chainId);
  const symbol = (address: Address) => tokens.find((token) => sameAddress(token.address, address));
  return (
    <section aria-labelledby="limits-panel-title" className={css({ display: 'grid', gap: '2' })}>
      <h2 id="limits-panel-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {t('limitUi.panelTitle')}
      </h2>
      {data?.outdated ? <p role="status">{t('limitUi.outdated')}</p> : null}
      {data && data.orders.length === 0 ? <p className={mutedText()}>{t('limitUi.noOrders')}</p> : null}
      <ul className={css({ display: 'grid', gap: '2' })}>
        {data?.orders.map((order) => {
          const tokenIn = symbol(order.input.token);
          const tokenOut = symbol(order.output.token);
          return (
            <li
              key={order.orderHash}
              aria-label={t('limitUi.orderLabel', {
                sell: tokenIn ? `${formatUnits(order.input.amount, tokenIn.decimals)} ${tokenIn.symbol}` : '?',
                buy: tokenOut ? `${formatUnits(order.output.amount, tokenOut.decimals)} ${tokenOut.symbol}` : '?',
              })}
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
              <span>
                {tokenIn ? `${formatUnits(order.input.amount, tokenIn.decimals)} ${tokenIn.symbol}` : ''} →{' '}
                {tokenOut ? `${formatUnits(order.output.amount, tokenOut.decimals)} ${tokenOut.symbol}` : ''}
              </span>
              <span>{t(`limitUi.statuses.${order.status}`)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
