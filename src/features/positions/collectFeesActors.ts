// Collecting a position's fees (issue 13): the collect machine with the app's actors for the connected wallet: the
// wallet sends the call of src/chain/collectFees.ts, the receipt settles it, and the activity store records it.
import { type Address, type EIP1193Provider, createWalletClient, custom } from 'viem';
import { fromPromise } from 'xstate';
import { collectFeesMachine, type CollectFailure } from '../../../machines/collectFees.machine';
import { classifyError } from '../../chain/classifyError';
import { publicClientFor } from '../../chain/clients';
import { collectFeesCall, type CollectFeesParameters } from '../../chain/collectFees';
import { settledStatus, waitForReceipt } from '../../chain/waitForReceipt';
import { type ActivityAmount, recordSettled, recordSubmitted } from '../../data/activity';
import { getDatabase } from '../../data/database';
import type { RuntimeChain } from '../../data/runtimeConfig';

export type CollectRequest = {
  chain: RuntimeChain;
  account: Address;
  provider: EIP1193Provider;
  /** The call; a v4 call's deadline is set when it is sent. */
  call: CollectFeesParameters;
  /** The fees as the page showed them, for the activity row. */
  amounts: [ActivityAmount, ActivityAmount];
};

const failureOf = (error: unknown, fallback: CollectFailure): { failure: CollectFailure } => {
  const { message } = classifyError(error);
  if (message === 'transactionRejected') return { failure: 'rejected' };
  if (message === 'confirmationTimedOut') return { failure: 'confirmationTimedOut' };
  console.warn('collect failed:', error);
  return { failure: fallback };
};

/** The collect machine with the app's actors for one review (useMachine starts it, and stops it on unmount). */
export function collectMachineFor(request: CollectRequest) {
  const { chain, account, provider, call, amounts } = request;
  const client = publicClientFor(chain);
  const wallet = createWalletClient({ account, transport: custom(provider) });
  const database = getDatabase();
  return collectFeesMachine.provide({
    actors: {
      submit: fromPromise(async () => {
        try {
          const { to, data } = collectFeesCall(call);
          const hash = await wallet.sendTransaction({ to, data, chain: null });
          await recordSubmitted(database, {
            hash,
            chainId: chain.chainId,
            account,
            type: 'collect',
            input: amounts[0],
            output: amounts[1],
          }).catch(() => undefined);
          return hash;
        } catch (error) {
          throw failureOf(error, 'collectFailed');
        }
      }),
      waitForReceipt: fromPromise<void, { hash: `0x${string}` }>(async ({ input }) => {
        let outcome;
        try {
          outcome = await waitForReceipt(client, { hash: input.hash });
        } catch (error) {
          throw failureOf(error, 'collectFailed');
        }
        const status = settledStatus(outcome);
        await recordSettled(database, chain.chainId, input.hash, {
          status,
          networkCostWei: (outcome.receipt.gasUsed * outcome.receipt.effectiveGasPrice).toString(),
          replacementHash: outcome.receipt.transactionHash,
        }).catch(() => undefined);
        if (status === 'canceled') throw { failure: 'rejected' };
        if (status !== 'success') throw { failure: 'collectFailed' };
      }),
    },
  });
}
