// A username claim, change, delete or profile edit as a plan of the one signing pipeline (issue 28): one message step,
// the username service's EIP-4361 proof shown plainly in the review, signed as personal_sign by the wallet, and handed
// to the service with the write. A refusal becomes spec §8's words (usernameFailures.ts).
import type { Address, EIP1193Provider } from 'viem';
import { stringToHex } from 'viem';
import type { StepFailure } from '../../../machines/transactionSteps.machine';
import {
  createUsernamesApi,
  type PreparedUsernameWrite,
  type UsernamesApi,
  type UsernameWrite,
} from '../../data/usernames';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { transactionStepsMachineFor } from '../../transactions/stepActors';
import type { MessageStep } from '../../transactions/steps';
import { usernameFailureOf } from './usernameFailures';

export type UsernameWriteRequest = {
  write: UsernameWrite;
  /** What the write sends besides its proof: `{ username }`, or the profile's fields. */
  body?: Record<string, unknown>;
};

/** The write's message as the pipeline's step; its signature goes to the service, a refusal in spec §8's words. */
export function usernameMessageStep(
  prepared: PreparedUsernameWrite<unknown>,
  request: UsernameWriteRequest,
): MessageStep {
  return {
    type: 'message',
    message: stringToHex(prepared.message),
    text: prepared.message,
    use: async (signature) => {
      try {
        await prepared.submit(signature);
      } catch (error) {
        throw { reason: usernameFailureOf(error, request.write, request.body?.avatar != null) } satisfies StepFailure;
      }
    },
  };
}

/**
 * The steps machine of one username write (useMachine starts it, and stops it on unmount).
 *
 * @example
 * const machine = usernameWriteStepsMachineFor({ provider, chain, account, write: 'claim', body: { username } });
 * const [snapshot, send] = useMachine(machine);
 */
export function usernameWriteStepsMachineFor(
  parameters: UsernameWriteRequest & {
    provider: EIP1193Provider;
    chain: RuntimeChain;
    account: Address;
    api?: UsernamesApi;
  },
) {
  const { provider, chain, account, write, body = {} } = parameters;
  const api = parameters.api ?? createUsernamesApi();
  return transactionStepsMachineFor({
    chain,
    account,
    provider,
    failures: { revert: 'somethingWentWrong' },
    plan: async () => {
      let prepared: PreparedUsernameWrite<unknown>;
      try {
        prepared = await api.prepare(write, account, body);
      } catch (error) {
        throw { reason: usernameFailureOf(error, write) } satisfies StepFailure;
      }
      return { steps: [usernameMessageStep(prepared, { write, body })] };
    },
  });
}
