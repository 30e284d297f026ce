// The limits panel's cancel review (spec §4): one transaction steps machine per review, started when the person starts
// reviewing the selected orders and stopped when they close it; once it succeeded, the order service's listing asked
// afresh for which orders were filled first; and the spec's stage of it all (cancelSelection.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Address, EIP1193Provider, Hex } from 'viem';
import { type Actor, createActor } from 'xstate';
import type { ChainToken } from '../../../data/chainTokens';
import { limitOrdersQueryOptions } from '../../../data/limitOrders';
import type { LimitOrderRow } from '../../../data/ordersApi';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { cancelOrdersMachineFor, filledFirstIn } from './cancelActors';
import { cancelStageOf, cancellableSelection } from './cancelSelection';

type CancelActor = Actor<ReturnType<typeof cancelOrdersMachineFor>>;

type Review = {
  actor: CancelActor;
  orderHashes: readonly Hex[];
  /** Set once the cancellation succeeded and the order service was asked. */
  filledFirst?: readonly Hex[];
};

export type UseCancelOrdersParameters = {
  chain: RuntimeChain;
  account: Address;
  provider: EIP1193Provider | undefined;
  /** The token list's tokens, as the panel lists the orders with them. */
  tokens: readonly ChainToken[];
  /** The orders as listed now: each plan cancels the reviewed ones that can still be cancelled. */
  orders: readonly LimitOrderRow[];
};

/**
 * @example
 * const cancel = useCancelOrders({ chain, account, provider, tokens, orders });
 * cancel.start(selected); // then render <TransactionSteps snapshot={cancel.snapshot} send={cancel.send} … />
 */
export function useCancelOrders({ chain, account, provider, tokens, orders }: UseCancelOrdersParameters) {
  const queryClient = useQueryClient();
  const [review, setReview] = useState<Review>();
  const latest = useRef({ orders, tokens });
  latest.current = { orders, tokens };
  const snapshot = useSelector(review?.actor, (state) => state);
  const succeeded = snapshot?.matches('succeeded') ?? false;

  // the review's machine lives until the review closes or the panel goes
  const actor = review?.actor;
  useEffect(
    () => () => {
      actor?.stop();
    },
    [actor],
  );
  // spec §4: after the receipt, ask the order service (its listing, fetched now) which orders were filled first; when
  // it does not answer, none counts as filled
  const orderHashes = review?.orderHashes;
  useEffect(() => {
    if (!succeeded || !actor || !orderHashes) return;
    const query = limitOrdersQueryOptions({ account, chainId: chain.chainId, tokens: latest.current.tokens });
    void queryClient
      .fetchQuery({ ...query, staleTime: 0 })
      .then(({ orders: listed }) => filledFirstIn(listed, orderHashes))
      .catch(() => [])
      .then((filledFirst) => setReview((now) => (now?.actor === actor ? { ...now, filledFirst } : now)));
  }, [succeeded, actor, orderHashes, account, chain.chainId, queryClient]);

  const start = (selected: readonly Hex[]) => {
    if (!provider || review) return;
    const started = createActor(
      cancelOrdersMachineFor({
        chain,
        account,
        provider,
        orders: () => cancellableSelection(latest.current.orders, selected),
      }),
    );
    started.start();
    setReview({ actor: started, orderHashes: selected });
  };
  const close = useCallback(() => setReview(undefined), []);

  return {
    /** The pipeline's snapshot, undefined while no review is open. */
    snapshot,
    send: review?.actor.send,
    stage: cancelStageOf(snapshot, review?.filledFirst),
    /** The orders under review. */
    orderHashes: orderHashes ?? [],
    /** Of those, the ones filled before the cancellation landed, once the order service said. */
    filledFirst: review?.filledFirst,
    start,
    close,
  };
}
