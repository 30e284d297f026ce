// The limits panel (spec §2, §4, issue 14): the wallet's orders on the chain with their status, from the order
// service; offline (or while the service does not answer) the orders last listed, from Dexie, with "Data may be
// outdated". Open orders can be selected and cancelled together (spec §4): the cancellation is a plan of the one
// transaction steps pipeline (issue 28), shown in the states the spec names (cancelSelection.ts).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, type EIP1193Provider, type Hex, formatUnits } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { TransactionSteps } from '../../../transactions/TransactionSteps';
import { Dialog } from '../../../ui/Dialog';
import type { LimitOrderRow } from '../../../data/ordersApi';
import {
  type LimitOrderChange,
  type LimitOrdersData,
  limitOrdersQueryOptions,
  limitOrdersRootKey,
} from '../../../data/limitOrders';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { type ChainToken, sameAddress } from '../../../data/chainTokens';
import { type CancelStage, cancellableSelection, toggleSelection, whyNotCancellable } from './cancelSelection';
import { useCancelOrders } from './useCancelOrders';

/** Long labels (other languages, phones) wrap instead of widening the screen. */
const wrapping = css({ whiteSpace: 'normal', h: 'auto', minH: '11', py: '2' });

/** The wallet's orders on the chain, from the order service (or, offline, as last listed), each recorded as activity. */
export function useLimitOrders(
  account: Address | undefined,
  chainId: number | undefined,
  tokens: readonly ChainToken[] = [],
) {
  return useQuery(limitOrdersQueryOptions({ account, chainId, tokens }));
}

type SettledHere = 'cancelled' | 'filled';

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
  const [selected, setSelected] = useState<readonly Hex[]>([]);
  // what a cancellation here settled, while the order service (which reads the chain on its own clock) still says open
  const [settledHere, setSettledHere] = useState<ReadonlyMap<Hex, SettledHere>>(new Map());
  const listed = (data?.orders ?? []).map((order) => {
    const here = order.status === 'open' ? settledHere.get(order.orderHash) : undefined;
    return here ? { ...order, status: here } : order;
  });
  const cancel = useCancelOrders({ chain, account, provider, tokens, orders: listed });
  const { stage, close } = cancel;
  const reviewed = (hash: Hex) => cancel.orderHashes.includes(hash);
  const rows = listed.map((order) => shownOrder(order, reviewed(order.orderHash), stage, cancel.filledFirst));
  const choosable = cancellableSelection(listed, selected);

  // spec §4: every reviewed order settled meanwhile, before anything was sent: nothing is left to cancel
  const leftToCancel = cancellableSelection(listed, cancel.orderHashes).length;
  useEffect(() => {
    if (stage === 'reviewing' && leftToCancel === 0) close();
  }, [stage, leftToCancel, close]);

  const describe = (order: LimitOrderRow) => {
    const tokenIn = find(order.input.token);
    const tokenOut = find(order.output.token);
    return t('limitUi.orderLabel', {
      sell: tokenIn ? `${formatUnits(order.input.amount, tokenIn.decimals)} ${tokenIn.symbol}` : '?',
      buy: tokenOut ? `${formatUnits(order.output.amount, tokenOut.decimals)} ${tokenOut.symbol}` : '?',
    });
  };
  const notStarted = stage === 'notStarted';
  const closeCancel = () => {
    if (stage === 'cancelled') {
      const filledFirst = cancel.filledFirst ?? [];
      setSettledHere(
        new Map([
          ...settledHere,
          ...cancel.orderHashes.map((hash) => [hash, filledFirst.includes(hash) ? 'filled' : 'cancelled'] as const),
        ]),
      );
      setSelected(selected.filter((hash) => !reviewed(hash)));
    }
    close();
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
        {rows.map((order) => {
          const label = describe(order);
          const why = whyNotCancellable(order);
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
                {/* spec §4: an order whose cancellation is pending shows no selection box */}
                {order.pendingCancellation ? null : (
                  <input
                    type="checkbox"
                    aria-label={t('limitUi.selectToCancel', { order: label })}
                    checked={selected.includes(order.orderHash) && why === undefined}
                    disabled={!notStarted || why !== undefined || !provider}
                    onChange={() => setSelected(toggleSelection(selected, order))}
                  />
                )}
                <span>{label}</span>
              </label>
              <span>
                {order.pendingCancellation ? t('limitUi.pendingCancellation') : t(`limitUi.statuses.${order.status}`)}
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
          disabled={!notStarted || choosable.length === 0 || !provider}
          onClick={() => cancel.start(choosable.map((order) => order.orderHash))}
        >
          {t('limitUi.cancelSelected', { count: choosable.length })}
        </button>
      ) : null}
      {cancel.snapshot && cancel.send ? (
        <Dialog open title={t('limitUi.cancelTitle')} closeLabel={t('limitUi.close')} onClose={closeCancel}>
          <div className={css({ display: 'grid', gap: '3' })}>
            <ul>
              {rows
                .filter((order) => reviewed(order.orderHash))
                .map((order) => (
                  <li key={order.orderHash}>{describe(order)}</li>
                ))}
            </ul>
            {stage === 'reviewing' && <p className={mutedText()}>{t('limitUi.cancelExplain')}</p>}
            <TransactionSteps
              chain={chain}
              snapshot={cancel.snapshot}
              send={cancel.send}
              confirmLabel={t('limitUi.confirmCancel')}
              pendingLabel={t('limitUi.cancelConfirming')}
            />
            {/* the pipeline says nothing once its walk is done: the order service's answer is still awaited here */}
            {cancel.snapshot.matches('succeeded') && (
              <p role="status">
                {stage === 'cancelled'
                  ? (cancel.filledFirst ?? []).length > 0
                    ? t('limitUi.cancelTooLate')
                    : t('limitUi.cancelled')
                  : t('limitUi.cancelConfirming')}
              </p>
            )}
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}

/**
 * An order as the panel shows it during a cancellation: pending while its cancellation is sent and not confirmed, then
 * cancelled (or filled, when the order service says it was filled first) until the service's own listing catches up.
 */
function shownOrder(
  order: LimitOrderRow,
  reviewed: boolean,
  stage: CancelStage,
  filledFirst: readonly Hex[] | undefined,
): LimitOrderRow & { pendingCancellation: boolean } {
  if (!reviewed || order.status !== 'open') return { ...order, pendingCancellation: false };
  if (stage === 'pendingConfirmation') return { ...order, pendingCancellation: true };
  if (stage === 'cancelled') {
    return {
      ...order,
      status: filledFirst?.includes(order.orderHash) ? 'filled' : 'cancelled',
      pendingCancellation: false,
    };
  }
  return { ...order, pendingCancellation: false };
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
