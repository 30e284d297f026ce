// spec §4 "Review" and §5: opening the review fixes the deadline at chain time and starts the transaction steps machine
// with the trade's plan (swapActors.ts, issue 28); its snapshots drive the review dialog and the form's status line:
// the swap pending while its transaction is mined, the amounts once it settled, the catalogue's words for a failure.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Address, EIP1193Provider } from 'viem';
import { type ActorRefFrom, type SnapshotFrom, createActor } from 'xstate';
import type { transactionStepsMachine } from '../../../machines/transactionSteps.machine';
import type { Trade } from '../../../workers/routing/types';
import { classifyError } from '../../chain/classifyError';
import { publicClientFor } from '../../chain/clients';
import type { ChainToken } from '../../data/chainTokens';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { refreshSmartWalletQueries } from '../../data/smartWalletStatus';
import { useFormatters } from '../../data/useFormatters';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import type { SwapKind } from '../../lib/swap/swapKind';
import { deadlineFrom } from '../../lib/swap/swapSettings';
import { AMOUNT_SHOWN } from '../../lib/tokenAmounts';
import { isBatchedPlan } from '../../transactions/batchSteps';
import { type SwapRequest, swapStepsMachineFor } from './swapActors';
import { type SwapQuotes, swapTerms } from './swapSteps';

export type SwapStatus = { tone: 'info' | 'success' | 'error'; message: string } | undefined;

export type StepsSnapshot = SnapshotFrom<typeof transactionStepsMachine>;

/** An open review: the trade's tokens and the steps machine walking its plan. */
export type SwapReview = {
  chain: RuntimeChain;
  kind: SwapKind;
  tokenIn: ChainToken;
  tokenOut: ChainToken;
  actor: ActorRefFrom<typeof transactionStepsMachine>;
};

export type SwapExecutionParameters = {
  chain: RuntimeChain | undefined;
  account: Address | undefined;
  provider: EIP1193Provider | undefined;
  kind: SwapKind;
  tradeType: 'exactIn' | 'exactOut';
  slippageBips: number;
  deadlineMinutes: number;
  /** Quotes the trade again for the same independent amount (the re-quote before signing). */
  quoteFor: (amount: bigint) => Promise<Trade | undefined>;
  /** Reads the pools again, so the re-quote sees the price as it is now. */
  refreshMarket: () => Promise<unknown>;
  /** After a swap settles: clear the amount, read balances and pools again. */
  onSucceeded: () => void;
  /**
   * 1-click swaps (issue 36, spec §1), set when the gate and the trader's setting are on (useOneClickBatching): the
   * plan is then walked as one EIP-5792 batch where the wallet reports atomic 'supported' or 'ready' when it plans.
   */
  batching?: SwapRequest['batching'];
};

/** The swap's own transaction is the step being mined (not an approval before it). */
export const swapPending = (snapshot: StepsSnapshot) => {
  const type = snapshot.context.steps[snapshot.context.index]?.type;
  return snapshot.matches({ walking: 'confirming' }) && (type === 'transaction' || type === 'batch');
};

/** What the swap paid, as its transaction's activity row records it (the trade quoted last). */
function paidBy(snapshot: StepsSnapshot): bigint | undefined {
  const step = snapshot.context.steps.find(
    (candidate) => candidate.type === 'transaction' || candidate.type === 'batch',
  );
  const amount = step?.type === 'transaction' || step?.type === 'batch' ? step.activity.input?.amount : undefined;
  return amount === undefined ? undefined : BigInt(amount);
}

export function useSwapExecution(parameters: SwapExecutionParameters) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const format = useFormatters();
  const { chain, account, provider, kind, tradeType, slippageBips } = parameters;
  const [review, setReview] = useState<SwapReview | undefined>();
  // a review's actor stops when another review replaces it or the screen goes away (a submitted transaction is still
  // followed by the activity tracker)
  useEffect(() => {
    if (!review) return;
    const { actor } = review;
    return () => actor.stop();
  }, [review]);
  const [snapshot, setSnapshot] = useState<StepsSnapshot | undefined>();
  const [quotes, setQuotes] = useState<SwapQuotes | undefined>();
  const [status, setStatus] = useState<SwapStatus>();
  // which review is open: a plan still running for a closed one must not touch the quotes of the next
  const opened = useRef(0);

  /** The form's status line for a snapshot: the swap pending, the catalogue's words for a failure, or nothing. */
  function statusOf(next: StepsSnapshot): SwapStatus {
    if (swapPending(next)) return { tone: 'info', message: t(`swapUi.pending.${kind}`) };
    const { failure } = next.context;
    if (!failure || next.matches('walking')) return undefined;
    const reason = failure.errorName ? ` ${t('steps.reason', { reason: failure.errorName })}` : '';
    return { tone: 'error', message: `${t(ERROR_MESSAGES[failure.reason])}${reason}` };
  }

  async function openReview(trade: Trade, tokenIn: ChainToken, tokenOut: ChainToken) {
    if (!chain || !account || !provider) return;
    const openedAs = ++opened.current;
    // spec §5: the deadline counts from chain time when the trader reviews, not from when they confirm
    const latest = await publicClientFor(chain)
      .getBlock({ blockTag: 'latest' })
      .catch((error: unknown) => {
        setStatus({ tone: 'error', message: t(ERROR_MESSAGES[classifyError(error).message]) });
        return undefined;
      });
    // closed (or replaced) while the block was read
    if (!latest || opened.current !== openedAs) return;
    const bips = kind === 'swap' ? slippageBips : 0;
    const actor = createActor(
      swapStepsMachineFor({
        chain,
        account,
        provider,
        kind,
        tokenIn,
        tokenOut,
        trade,
        slippageBips: bips,
        deadline: deadlineFrom(latest.timestamp, parameters.deadlineMinutes),
        // the re-quote before signing reads the pools again: the price may have moved since the review opened
        requote: async () => {
          // the worker reads the pools again and keeps them for the quote that follows
          if (kind === 'swap') await parameters.refreshMarket();
          return parameters.quoteFor(tradeType === 'exactIn' ? trade.amountIn : trade.amountOut);
        },
        onQuotes: (next) => {
          if (opened.current === openedAs) setQuotes(next);
        },
        // a wrap or unwrap is one call: nothing to batch
        ...(kind === 'swap' && { batching: parameters.batching }),
      }),
    );
    actor.subscribe((next) => {
      setSnapshot(next);
      if (!next.matches('succeeded')) {
        setStatus(statusOf(next));
        return;
      }
      const paid = paidBy(next) ?? trade.amountIn;
      setStatus({
        tone: 'success',
        message:
          kind === 'swap'
            ? t('swap.success', {
                amountIn: format.tokenAmount(paid, tokenIn.decimals, AMOUNT_SHOWN),
                symbolIn: tokenIn.symbol,
                symbolOut: tokenOut.symbol,
              })
            : t(`swapUi.success.${kind}`, { amount: format.tokenAmount(paid, 18, AMOUNT_SHOWN) }),
      });
      setReview(undefined);
      // a 1-click swap may have upgraded the account: its capabilities and delegation are read again
      if (isBatchedPlan(next.context.steps)) void refreshSmartWalletQueries(queryClient);
      parameters.onSucceeded();
    });
    setQuotes({ agreed: swapTerms(trade, bips) });
    setSnapshot(undefined);
    setStatus(undefined);
    actor.start();
    setReview({ chain, kind, tokenIn, tokenOut, actor });
  }

  function closeReview() {
    opened.current += 1;
    review?.actor.stop();
    setReview(undefined);
    setSnapshot(undefined);
  }

  return { review, snapshot, quotes, status, openReview, closeReview };
}
