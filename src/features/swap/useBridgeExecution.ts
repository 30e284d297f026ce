// spec §4 "Review" for a bridge (issue 31): opening the review starts the transaction steps machine with the deposit's
// plan (bridgeActors.ts); its snapshots drive the review dialog and the form's status line. Once the deposit is mined
// the activity store follows it to its fill on the destination chain, or its refund (data/bridgeTracker.ts).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, EIP1193Provider } from 'viem';
import { type ActorRefFrom, createActor } from 'xstate';
import type { transactionStepsMachine } from '../../../machines/transactionSteps.machine';
import { fetchBridgeQuote, type SuggestedFeesResponse } from '../../data/bridgeQuote';
import { trackBridgeDeposits } from '../../data/bridgeTracker';
import type { ChainToken } from '../../data/chainTokens';
import { getDatabase } from '../../data/database';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { useFormatters } from '../../data/useFormatters';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { bridgeWireToken } from '../../lib/bridge/bridgeTokens';
import { AMOUNT_SHOWN } from '../../lib/tokenAmounts';
import { bridgeStepsMachineFor } from './bridgeActors';
import { type StepsSnapshot, type SwapStatus, swapPending } from './useSwapExecution';

/** An open bridge review: what is sent where, the quote it opened with, and the steps machine walking its plan. */
export type BridgeReview = {
  chain: RuntimeChain;
  destination: RuntimeChain;
  tokenIn: ChainToken;
  tokenOut: ChainToken;
  amount: bigint;
  quote: SuggestedFeesResponse;
  actor: ActorRefFrom<typeof transactionStepsMachine>;
};

export type BridgeExecutionParameters = {
  chain: RuntimeChain | undefined;
  destination: RuntimeChain | undefined;
  /** Every chain of the runtime config: the activity follows the deposit on its destination. */
  chains: readonly RuntimeChain[];
  account: Address | undefined;
  provider: EIP1193Provider | undefined;
  /** The bridge API's base URL (data/bridgeQuote.ts). */
  base: string;
  onSucceeded: () => void;
};

export function useBridgeExecution(parameters: BridgeExecutionParameters) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { chain, destination, account, provider } = parameters;
  const [review, setReview] = useState<BridgeReview | undefined>();
  const [snapshot, setSnapshot] = useState<StepsSnapshot | undefined>();
  const [status, setStatus] = useState<SwapStatus>();
  useEffect(() => {
    if (!review) return;
    const { actor } = review;
    return () => actor.stop();
  }, [review]);

  function statusOf(next: StepsSnapshot): SwapStatus {
    if (swapPending(next)) return { tone: 'info', message: t('bridgeUi.pending') };
    const { failure } = next.context;
    if (!failure || next.matches('walking')) return undefined;
    const reason = failure.errorName ? ` ${t('steps.reason', { reason: failure.errorName })}` : '';
    return { tone: 'error', message: `${t(ERROR_MESSAGES[failure.reason])}${reason}` };
  }

  function openReview(quote: SuggestedFeesResponse, tokenIn: ChainToken, tokenOut: ChainToken, amount: bigint) {
    if (!chain || !destination || !account || !provider) return;
    const inputToken = bridgeWireToken(tokenIn.address, chain);
    const outputToken = bridgeWireToken(tokenOut.address, destination);
    if (!inputToken || !outputToken) return;
    const actor = createActor(
      bridgeStepsMachineFor({
        chain,
        destination,
        account,
        provider,
        tokenIn,
        tokenOut,
        amount,
        quote,
        requote: () =>
          fetchBridgeQuote({
            base: parameters.base,
            originChainId: chain.chainId,
            destinationChainId: destination.chainId,
            inputToken,
            outputToken,
            amount,
          }),
      }),
    );
    actor.subscribe((next) => {
      setSnapshot(next);
      if (!next.matches('succeeded')) {
        setStatus(statusOf(next));
        return;
      }
      setStatus({
        tone: 'success',
        message: t('bridgeUi.success', {
          amount: format.tokenAmount(amount, tokenIn.decimals, AMOUNT_SHOWN),
          symbol: tokenIn.symbol,
          network: destination.name,
        }),
      });
      setReview(undefined);
      trackBridgeDeposits(getDatabase(), parameters.chains);
      parameters.onSucceeded();
    });
    setSnapshot(undefined);
    setStatus(undefined);
    actor.start();
    setReview({ chain, destination, tokenIn, tokenOut, amount, quote, actor });
  }

  function closeReview() {
    review?.actor.stop();
    setReview(undefined);
    setSnapshot(undefined);
  }

  return { review, snapshot, status, openReview, closeReview };
}
