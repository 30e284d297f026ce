// The limits panel (spec §2, §4, issue 14): the wallet's orders on the chain with their status, from the order
// service; offline (or while the service does not answer) the orders last listed, from Dexie, with "Data may be
// outdated". Open orders can be selected and cancelled together (spec §4) through the cancel machine.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, type EIP1193Provider, formatUnits } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import {
  type CancellableOrder,
  cancelOrdersMachine,
  whyNotCancellable,
} from '../../../../machines/cancelOrders.machine';
import { publicClientFor } from '../../../chain/clients';
import { Dialog } from '../../../ui/Dialog';
import { type CancelDeps, createCancelActors } from './cancelActors';
import { type LimitOrderRow, createOrdersApi } from '../../../data/ordersApi';
import {
  type LimitOrderChange,
  type LimitOrdersData,
  limitOrdersQueryOptions,
  limitOrdersRootKey,
} from '../../../data/limitOrders';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { type ChainToken, sameAddress } from '../../../data/chainTokens';

/** Long labels (other languages, phones) wrap instead of widening the screen. */
const wrapping = css({ whiteSpace: 'normal', h: 'auto', minH: '11', py: '2' });

const api = createOrdersApi();

/** The wallet's orders on the chain, from the order service (or, offline, as last listed), each recorded as activity. */
export function useLimitOrders(
  account: Address | undefined,
  chainId: number | undefined,
  tokens: readonly ChainToken[] = [],
) {
  return useQuery(limitOrdersQueryOptions({ account, chainId, tokens }));
}

export function LimitsPanel({
  account,
  chain,
  tokens,
  provider,
}: {
  account: Address;
  chain: RuntimeChain;
  tokens: readonly ChainToken[];
  provider: EIP1193Provider | undefined;
}) {
  const { t } = useTranslation();
  const { data } = useLimitOrders(account, chain.chainId, tokens);
  const notice = useOrderNotice(data);
  const queryClient = useQueryClient();
  const find = (address: Address) => tokens.find((token) => sameAddress(token.address, address));
  const depsRef = useRef<CancelDeps | undefined>(undefined);
  depsRef.current = provider
    ? { provider, account, chainId: chain.chainId, publicClient: publicClientFor(chain), api }
    : undefined;
  const machine = useMemo(
    () =>
      cancelOrdersMachine.provide({
        actors: createCancelActors(() => {
          if (!depsRef.current) throw new Error('wallet not connected');
          return depsRef.current;
        }),
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { orders: data?.orders ?? [] } });
  useEffect(() => {
    if (data) send({ type: 'ORDERS_UPDATED', orders: data.orders });
  }, [data, send]);
  const machineOrder = (hash: string) => snapshot.context.orders.find((order) => order.orderHash === hash);
  const describe = (order: LimitOrderRow) => {
    const tokenIn = find(order.input.token);
    const tokenOut = find(order.output.token);
    return t('limitUi.orderLabel', {
      sell: tokenIn ? `${formatUnits(order.input.amount, tokenIn.decimals)} ${tokenIn.symbol}` : '?',
      buy: tokenOut ? `${formatUnits(order.output.amount, tokenOut.decimals)} ${tokenOut.symbol}` : '?',
    });
  };
  const notStarted = snapshot.matches('notStarted');
  const selected = snapshot.context.selected;
  const closeCancel = () => {
    send({ type: 'CLOSE' });
    void queryClient.invalidateQueries({ queryKey: limitOrdersRootKey });
  };
  return (
    <section aria-labelledby="limits-panel-title" className={css({ display: 'grid', gap: '2' })}>
      <h2 id="limits-panel-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {t('limitUi.panelTitle')}
      </h2>
      {data?.outdated ? <p role="status">{t('limitUi.outdated')}</p> : null}
      {notice ? (
        <p role="status" aria-label={t('limitUi.noticeLabel')}>
          {t(`limitUi.notices.${notice.status}`, { order: describe(notice.order) })}
        </p>
      ) : null}
      {data && data.orders.length === 0 ? <p className={mutedText()}>{t('limitUi.noOrders')}</p> : null}
      <ul className={css({ display: 'grid', gap: '2' })}>
        {data?.orders.map((order) => {
          const label = describe(order);
          const state: CancellableOrder = machineOrder(order.orderHash) ?? order;
          const why = whyNotCancellable(state);
          return (
            <li
              key={order.orderHash}
              aria-label={label}
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '2',
                p: '3',
                borderRadius: 'md',
                bg: 'surface',
                overflowWrap: 'anywhere',
              })}
            >
              <label className={css({ display: 'flex', gap: '2', alignItems: 'center', minW: '0' })}>
                <input
                  type="checkbox"
                  aria-label={t('limitUi.selectToCancel', { order: label })}
                  checked={selected.includes(order.orderHash)}
                  disabled={!notStarted || why !== undefined || !provider}
                  onChange={() => send({ type: 'TOGGLE', orderHash: order.orderHash })}
                />
                <span>{label}</span>
              </label>
              <span>
                {state.pendingCancellation ? t('limitUi.pendingCancellation') : t(`limitUi.statuses.${state.status}`)}
              </span>
              {why === 'filled' || why === 'expired' ? (
                <span className={mutedText()}>{t(`limitUi.notCancellable.${why}`)}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {data && data.orders.some((order) => order.status === 'open') ? (
        <button
          type="button"
          className={cx(button({ tone: 'soft', size: 'md' }), wrapping)}
          disabled={!notStarted || selected.length === 0}
          onClick={() => send({ type: 'START' })}
        >
          {t('limitUi.cancelSelected', { count: selected.length })}
        </button>
      ) : null}
      {!notStarted ? (
        <Dialog open title={t('limitUi.cancelTitle')} closeLabel={t('limitUi.close')} onClose={closeCancel}>
          <ul>
            {snapshot.context.orders
              .filter((order) => selected.includes(order.orderHash))
              .map((order) => {
                const row = data?.orders.find((o) => o.orderHash === order.orderHash);
                return <li key={order.orderHash}>{row ? describe(row) : order.orderHash}</li>;
              })}
          </ul>
          <p role="status" className={css({ mt: '3' })}>
            {snapshot.matches('pendingSignature')
              ? t('limitUi.cancelSigning')
              : snapshot.matches('pendingConfirmation')
                ? t('limitUi.cancelConfirming')
                : snapshot.matches('cancelled')
                  ? snapshot.context.filledFirst.length > 0
                    ? t('limitUi.cancelTooLate')
                    : t('limitUi.cancelled')
                  : snapshot.context.failure
                    ? t(`limitUi.cancelFailures.${snapshot.context.failure}`)
                    : t('limitUi.cancelExplain')}
          </p>
          {snapshot.matches('reviewing') ? (
            <button
              type="button"
              className={cx(button({ tone: 'accent', size: 'md' }), wrapping)}
              onClick={() => send({ type: 'CONFIRM' })}
            >
              {t('limitUi.confirmCancel')}
            </button>
          ) : null}
        </Dialog>
      ) : null}
    </section>
  );
}

/** The latest change of an order's status since the panel opened (the first listing only records them). */
function useOrderNotice(data: LimitOrdersData | undefined): LimitOrderChange | undefined {
  const [notice, setNotice] = useState<LimitOrderChange | undefined>();
  const listedOnce = useRef(false);
  useEffect(() => {
    if (!data || data.outdated) return;
    if (listedOnce.current && data.changes.length > 0) setNotice(data.changes.at(-1));
    listedOnce.current = true;
  }, [data]);
  return notice;
}
