// A transaction on a liquidity position (issue 13: collect fees, remove liquidity, claim rewards, migrate), as a plan of
// the one transaction steps pipeline (issue 28): a signature the call needs first (a v2 pair's permit, a v3 position's
// permit), then the call itself, simulated before the wallet is asked and recorded as activity.
import type { Address, EIP1193Provider, Hex, TransactionReceipt, TypedDataDefinition } from 'viem';
import type { ContractCall } from '../../chain/collectFees';
import type { ActivityDraft } from '../../transactions/steps';
import type { RuntimeChain } from '../../data/runtimeConfig';
import type { ErrorMessageId } from '../../lib/errorMessages';
import { transactionStepsMachineFor } from '../../transactions/stepActors';

export type PositionTxRequest = {
  chain: RuntimeChain;
  account: Address;
  provider: EIP1193Provider;
  /**
   * The typed data of a signature the call spends (a pair's or a position's permit), read when the review plans; its
   * deadline and the call's count from the same `chainNow` (the latest block's timestamp, seconds).
   */
  signature?: (chainNow: bigint) => Promise<TypedDataDefinition>;
  /**
   * The call for the options chosen now. With a `signature`, `signed` is undefined while the review simulates before
   * it exists: return undefined when the call cannot be built without it.
   */
  buildCall: (context: { chainNow: bigint; signed?: Hex }) => ContractCall | undefined;
  /** What the activity row says moved (the amounts as the review showed them). */
  activity: ActivityDraft;
  /** The mined receipt, for a screen that reads what the transaction did (a v2 migration's withdrawn amounts). */
  onReceipt?: (receipt: TransactionReceipt) => void;
};

export { POSITION_DEADLINE_SECONDS } from '../../chain/mintPosition';

/** The steps machine for one review (useMachine starts it, and stops it on unmount). */
export function positionTransactionMachineFor(request: PositionTxRequest, failedMessage: ErrorMessageId) {
  return transactionStepsMachineFor({
    chain: request.chain,
    account: request.account,
    provider: request.provider,
    failures: { revert: failedMessage },
    onReceipt: (receipt) => request.onReceipt?.(receipt),
    plan: async ({ chainNow }) => ({
      steps: [
        ...(request.signature ? [{ type: 'signature' as const, typedData: await request.signature(chainNow) }] : []),
        {
          type: 'transaction' as const,
          activity: request.activity,
          call: (signatures) =>
            request.signature && signatures[0] === undefined
              ? undefined
              : request.buildCall({ chainNow, signed: signatures[0] }),
        },
      ],
    }),
  });
}
