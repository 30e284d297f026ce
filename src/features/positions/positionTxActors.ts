// A transaction on a liquidity position (issue 13: collect fees, remove liquidity): the position transaction machine
// with the app's actors for the connected wallet. The wallet sends the call, the receipt settles it, and the activity
// store records both.
import {
  type Account,
  type Address,
  type EIP1193Provider,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
  createWalletClient,
  custom,
} from 'viem';
import { fromPromise } from 'xstate';
import { positionTransactionMachine, type PositionTxFailure } from '../../../machines/positionTransaction.machine';
import { classifyError } from '../../chain/classifyError';
import { publicClientFor } from '../../chain/clients';
import { withGasMargin } from '../../chain/estimateNetworkCost';
import type { ContractCall } from '../../chain/collectFees';
import { type ActivityAmount, type ActivityType, recordSubmitted } from '../../data/activity';
import { getDatabase } from '../../data/database';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { settleTransaction } from '../../data/settleTransaction';

export type PositionTxRequest = {
  chain: RuntimeChain;
  account: Address;
  provider: EIP1193Provider;
  /**
   * Builds the call when it is sent: a deadline counts from the chain's latest block (its timestamp, seconds); a call
   * that needs a signature first (a v2 pair's permit) asks the wallet for it here.
   */
  buildCall: (context: {
    chainNow: bigint;
    wallet: WalletClient<Transport, undefined, Account>;
  }) => Promise<ContractCall> | ContractCall;
  /** What the activity row says moved (the amounts as the review showed them). */
  activity: { type: ActivityType; input?: ActivityAmount; output?: ActivityAmount };
  /** The mined receipt, for a screen that reads what the transaction did (a v2 migration's withdrawn amounts). */
  onReceipt?: (receipt: TransactionReceipt) => void;
};

export { POSITION_DEADLINE_SECONDS } from '../../chain/mintPosition';

const failureOf = (error: unknown): { failure: PositionTxFailure } => {
  const { message } = classifyError(error);
  if (message === 'transactionRejected') return { failure: 'rejected' };
  if (message === 'confirmationTimedOut') return { failure: 'confirmationTimedOut' };
  // the catalogue's words are all the person sees; the cause stays in the console for support
  console.warn('position transaction failed:', error);
  return { failure: 'failed' };
};

/** The machine with the app's actors for one review (useMachine starts it, and stops it on unmount). */
export function positionTransactionMachineFor(request: PositionTxRequest) {
  const { chain, account, provider } = request;
  const client = publicClientFor(chain);
  const wallet = createWalletClient({ account, transport: custom(provider) });
  const database = getDatabase();
  return positionTransactionMachine.provide({
    actors: {
      submit: fromPromise(async () => {
        try {
          const { to, data } = await request.buildCall({ chainNow: (await client.getBlock()).timestamp, wallet });
          // our own estimate with a margin: a call that frees storage (burn, withdraw) is refunded only at its end, so
          // a limit cut to the bare estimate can run out of gas before then
          const gas = withGasMargin(await client.estimateGas({ account, to, data }));
          const hash = await wallet.sendTransaction({ to, data, gas, chain: null });
          await recordSubmitted(database, { hash, chainId: chain.chainId, account, ...request.activity }).catch(
            () => undefined,
          );
          return hash;
        } catch (error) {
          throw failureOf(error);
        }
      }),
      waitForReceipt: fromPromise<void, { hash: `0x${string}` }>(async ({ input }) => {
        const receipt = await settleTransaction(client, database, chain.chainId, input.hash, failureOf);
        request.onReceipt?.(receipt);
      }),
    },
  });
}
