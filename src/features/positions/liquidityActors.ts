// Adding liquidity with the connected wallet (issue 13: create a position, add to one): the liquidity machine with the
// app's actors. It reads what the position manager may pull, sends each approval (recorded as activity), asks the
// wallet to sign the Permit2 batch, sends the mint or increase with its ETH, and settles the activity row from the
// receipt.
import {
  type Address,
  type EIP1193Provider,
  type Hex,
  type TransactionReceipt,
  createWalletClient,
  custom,
} from 'viem';
import { fromPromise } from 'xstate';
import { type LiquidityFailure, type LiquidityNeeds, liquidityMachine } from '../../../machines/liquidity.machine';
import { classifyError } from '../../chain/classifyError';
import { publicClientFor } from '../../chain/clients';
import { withGasMargin } from '../../chain/estimateNetworkCost';
import {
  type PermitBatch,
  type TokenNeed,
  approveCall,
  liquidityAllowanceNeeds,
  permitBatchFor,
  permitBatchTypedData,
} from '../../chain/liquidityApprovals';
import type { PayableCall } from '../../chain/mintPosition';
import { PERMIT2_ADDRESS } from '../../../contract/permit2';
import { type ActivityAmount, type ActivityType, recordSubmitted } from '../../data/activity';
import { getDatabase } from '../../data/database';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { settleTransaction } from '../../data/settleTransaction';

export type LiquidityRequest = {
  chain: RuntimeChain;
  account: Address;
  provider: EIP1193Provider;
  /** The contract that pulls the tokens: the v3 NonfungiblePositionManager, the v4 PositionManager, v2 Router02. */
  spender: Address;
  /** v4: ERC-20s go through Permit2 (an approval to Permit2 and a signed batch permit for the PositionManager). */
  viaPermit2: boolean;
  /** What the transaction may pull of each ERC-20 (native ETH is sent with the call). */
  needs: readonly (TokenNeed & { symbol: string; decimals: number })[];
  /** Builds the call when it is sent: deadlines count from the chain's latest block (its timestamp, seconds). */
  buildCall: (context: { chainNow: bigint; permit?: { batch: PermitBatch; signature: Hex } }) => PayableCall;
  activity: { type: ActivityType; input?: ActivityAmount; output?: ActivityAmount };
  /** The mined receipt, for the screen to find what was minted. */
  onReceipt?: (receipt: TransactionReceipt) => void;
};

const failureOf = (error: unknown, fallback: LiquidityFailure): { failure: LiquidityFailure } => {
  const { message } = classifyError(error);
  if (message === 'transactionRejected') return { failure: 'rejected' };
  if (message === 'confirmationTimedOut') return { failure: 'confirmationTimedOut' };
  // the catalogue's words are all the person sees; the cause stays in the console for support
  console.warn('liquidity transaction failed:', error);
  return { failure: fallback };
};

/** The machine with the app's actors for one review (useMachine starts it, and stops it on unmount). */
export function liquidityMachineFor(request: LiquidityRequest) {
  const { chain, account, provider } = request;
  const client = publicClientFor(chain);
  const wallet = createWalletClient({ account, transport: custom(provider) });
  const database = getDatabase();
  // the permit the check found short, kept until it is signed
  let permitBatch: PermitBatch | undefined;
  const chainNow = async () => (await client.getBlock()).timestamp;

  // a failed wait is thrown as it is: the actor's own catch classifies it
  const settle = (hash: Hex): Promise<TransactionReceipt> =>
    settleTransaction(client, database, chain.chainId, hash, (error) => error);

  return liquidityMachine.provide({
    actors: {
      checkNeeds: fromPromise<LiquidityNeeds>(async () => {
        try {
          const now = await chainNow();
          const found = await liquidityAllowanceNeeds(client, {
            owner: account,
            spender: request.spender,
            needs: request.needs,
            viaPermit2: request.viaPermit2,
            chainNow: now,
          });
          permitBatch = found.permits.length > 0 ? permitBatchFor(found.permits, request.spender, now) : undefined;
          return { approvals: found.approvals, permit: permitBatch !== undefined };
        } catch (error) {
          throw failureOf(error, 'failed');
        }
      }),
      approve: fromPromise<void, { token: Address }>(async ({ input }) => {
        const need = request.needs.find((n) => n.token.toLowerCase() === input.token.toLowerCase());
        const spender = request.viaPermit2 ? PERMIT2_ADDRESS : request.spender;
        let hash: Hex;
        try {
          const call = approveCall(input.token, spender);
          hash = await wallet.sendTransaction({ ...call, chain: null });
        } catch (error) {
          throw failureOf(error, 'approvalFailed');
        }
        await recordSubmitted(database, {
          hash,
          chainId: chain.chainId,
          account,
          type: 'approve',
          input: need && {
            token: need.token,
            symbol: need.symbol,
            decimals: need.decimals,
            amount: need.amount.toString(),
          },
          counterparty: spender,
        }).catch(() => undefined);
        try {
          await settle(hash);
        } catch (error) {
          throw 'failure' in (error as object) ? { failure: 'approvalFailed' } : failureOf(error, 'approvalFailed');
        }
      }),
      signPermit: fromPromise<Hex>(async () => {
        if (!permitBatch) throw { failure: 'failed' };
        try {
          return await wallet.signTypedData(permitBatchTypedData(chain.chainId, permitBatch));
        } catch (error) {
          throw failureOf(error, 'failed');
        }
      }),
      submit: fromPromise<Hex, { signature?: Hex }>(async ({ input }) => {
        try {
          const permit =
            input.signature && permitBatch ? { batch: permitBatch, signature: input.signature } : undefined;
          const call = request.buildCall({ chainNow: await chainNow(), permit });
          // our own estimate with a margin: a bare estimate can run a mint that creates a pool out of gas
          const gas = withGasMargin(await client.estimateGas({ account, ...call }));
          const hash = await wallet.sendTransaction({ ...call, gas, chain: null });
          await recordSubmitted(database, { hash, chainId: chain.chainId, account, ...request.activity }).catch(
            () => undefined,
          );
          return hash;
        } catch (error) {
          throw failureOf(error, 'failed');
        }
      }),
      waitForReceipt: fromPromise<void, { hash: Hex }>(async ({ input }) => {
        let receipt: TransactionReceipt;
        try {
          receipt = await settle(input.hash);
        } catch (error) {
          throw typeof error === 'object' && error !== null && 'failure' in error ? error : failureOf(error, 'failed');
        }
        request.onReceipt?.(receipt);
      }),
    },
  });
}
