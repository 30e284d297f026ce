// The swap machine's actors for a connected EIP-1193 wallet: allowance checks, the Permit2 approval and signature,
// the UniversalRouter transaction (or a direct WETH deposit/withdraw) and its receipt, each failure mapped to the
// catalogue's kinds (spec §8), and every transaction written to the activity store when submitted and settled.
import {
  type Address,
  type EIP1193Provider,
  type Hex,
  type TransactionReceipt,
  type WriteContractParameters,
  createWalletClient,
  custom,
  maxUint256,
  zeroAddress,
} from 'viem';
import { fromPromise } from 'xstate';
import type { AllowanceNeeds, SwapFailure, SwapKind, SwapRequest } from '../../../machines/swap.machine';
import { erc20Abi } from '../../../contract/abis/erc20';
import { permit2Abi } from '../../../contract/abis/permit2';
import { classifyError, UNIVERSAL_ROUTER_REVERTS } from '../../chain/classifyError';
import { estimateNetworkCost } from '../../chain/estimateNetworkCost';
import { MAX_UINT160, PERMIT2_ADDRESS, type PermitSingle, permitSingleTypedData } from '../../../contract/permit2';
import { settledStatus, waitForReceipt } from '../../chain/waitForReceipt';
import type { ActivityAmount, ActivityStatus, ActivityType } from '../../data/activity';
import type { Trade } from '../../../workers/routing/types';
import { swapCall } from './swapCall';
import { SWAP_FAILURE_MESSAGES, swapFailureFor } from './swapFailures';
import type { ChainClient } from '../../chain/clients';

/** Where the actors write what they submit and how it settled (the activity store, spec §4). */
export type ActivityWriter = {
  submitted: (row: {
    hash: Hex;
    type: ActivityType;
    input?: ActivityAmount;
    output?: ActivityAmount;
    counterparty?: string;
  }) => Promise<void>;
  /** `receipt` is the replacement's when a sped-up or cancelled transaction mined instead of `hash`. */
  settled: (hash: Hex, status: Exclude<ActivityStatus, 'pending'>, receipt?: TransactionReceipt) => Promise<void>;
};

export type SwapDeps = {
  provider: EIP1193Provider;
  account: Address;
  chainId: number;
  publicClient: ChainClient;
  router: Address;
  weth: Address;
  kind: SwapKind;
  /** The trade as quoted now (re-run on each call). */
  quote: () => Promise<Trade | undefined>;
  /** The absolute deadline (chain seconds) fixed when the trader reviewed the trade. */
  deadline: bigint;
  /** Describes the amounts of a trade for its activity row. */
  amounts: (trade: Trade) => { input: ActivityAmount; output: ActivityAmount };
  activity: ActivityWriter;
};

const fail = (failure: SwapFailure) => ({ failure });

/**
 * The catalogue's kind for a failed step (spec §8): the failure a step already named, else what viem's error says
 * (src/chain/classifyError.ts, with the UniversalRouter's custom errors), else the step's own `fallback`.
 */
export function failureOf(error: unknown, fallback: SwapFailure): { failure: SwapFailure } {
  if (typeof error === 'object' && error !== null && 'failure' in error) return error as { failure: SwapFailure };
  const { message } = classifyError(error, {
    reverts: UNIVERSAL_ROUTER_REVERTS,
    revertFallback: 'swapExpectedToFail',
    fallback: SWAP_FAILURE_MESSAGES[fallback],
  });
  const failure = swapFailureFor(message) ?? fallback;
  // the catalogue's words are all the trader sees; the cause stays in the console for support
  console.warn(`swap step failed (${failure}):`, error);
  return fail(failure);
}

/**
 * Follows a sent transaction to its receipt (or its replacement's) and records how it settled; a revert or a
 * cancellation fails with `failure`, no receipt in time with "Confirmation timed out".
 */
async function settle(deps: Pick<SwapDeps, 'publicClient' | 'activity'>, hash: Hex, failure: SwapFailure) {
  const outcome = await waitForReceipt(deps.publicClient, { hash });
  const status = settledStatus(outcome);
  await deps.activity.settled(hash, status, outcome.receipt);
  if (status !== 'success') throw fail(status === 'canceled' ? 'rejected' : failure);
}

export function createSwapActors(deps: SwapDeps) {
  const wallet = createWalletClient({ account: deps.account, transport: custom(deps.provider) });
  let permit: PermitSingle | undefined;
  let trade: Trade | undefined;

  const tokenIn = () => trade?.currencyIn as Address;
  const now = async () => (await deps.publicClient.getBlock({ blockTag: 'latest' })).timestamp;

  /** The call a trade becomes, with the permit signed for it (if any). */
  const callFor = (current: Trade, limit: bigint, signature?: Hex) =>
    swapCall({
      kind: deps.kind,
      trade: current,
      limit,
      deadline: deps.deadline,
      router: deps.router,
      weth: deps.weth,
      permit: signature && permit ? { permit, signature } : undefined,
    });

  return {
    requote: fromPromise<{ quoted: bigint }, { request: SwapRequest }>(async () => {
      trade = await deps.quote();
      if (!trade) throw fail('expectedToFail');
      return { quoted: trade.tradeType === 'exactIn' ? trade.amountOut : trade.amountIn };
    }),
    checkAllowance: fromPromise<AllowanceNeeds, { request: SwapRequest }>(async ({ input }) => {
      const token = tokenIn();
      if (!trade || token === zeroAddress) return { approval: false, permit: false };
      // the most the router may pull: the amount in, or the maximum sold the trader agreed to
      const maxIn = trade.tradeType === 'exactIn' ? trade.amountIn : input.request.limit;
      const [erc20, [amount, expiration]] = await Promise.all([
        deps.publicClient.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [deps.account, PERMIT2_ADDRESS],
        }),
        deps.publicClient.readContract({
          address: PERMIT2_ADDRESS,
          abi: permit2Abi,
          functionName: 'allowance',
          args: [deps.account, token, deps.router],
        }),
      ]);
      const nowSeconds = Number(await now());
      return { approval: erc20 < maxIn, permit: amount < maxIn || expiration <= nowSeconds };
    }),
    approve: fromPromise<void>(async () => {
      try {
        const hash = await wallet.writeContract({
          chain: null,
          address: tokenIn(),
          abi: erc20Abi,
          functionName: 'approve',
          args: [PERMIT2_ADDRESS, maxUint256],
        });
        const amounts = trade ? deps.amounts(trade) : undefined;
        await deps.activity.submitted({ hash, type: 'approve', input: amounts?.input, counterparty: PERMIT2_ADDRESS });
        await settle(deps, hash, 'approvalFailed');
      } catch (error) {
        throw failureOf(error, 'approvalFailed');
      }
    }),
    signPermit: fromPromise<Hex>(async () => {
      const token = tokenIn();
      const [, , nonce] = await deps.publicClient.readContract({
        address: PERMIT2_ADDRESS,
        abi: permit2Abi,
        functionName: 'allowance',
        args: [deps.account, token, deps.router],
      });
      const chainNow = Number(await now());
      permit = {
        details: { token, amount: MAX_UINT160, expiration: chainNow + 30 * 86_400, nonce: Number(nonce) },
        spender: deps.router,
        sigDeadline: BigInt(chainNow + 1800),
      };
      try {
        return await wallet.signTypedData(permitSingleTypedData(deps.chainId, permit));
      } catch (error) {
        throw failureOf(error, 'rejected');
      }
    }),
    submit: fromPromise<Hex, { request: SwapRequest; signature?: Hex }>(async ({ input }) => {
      if (!trade) throw fail('expectedToFail');
      // the deadline the trader agreed to at review: once chain time passes it, the router would revert
      if (deps.kind === 'swap' && (await now()) > deps.deadline) throw fail('deadlinePassed');
      const call = callFor(trade, input.request.limit, input.signature);
      // simulate first (the gas estimate runs the call): a revert here means the swap is expected to fail, and
      // nothing is signed or spent; the limit sent carries a margin over the estimate
      let gasLimit: bigint;
      try {
        ({ gasLimit } = await estimateNetworkCost(deps.publicClient, { account: deps.account, ...call }));
      } catch (error) {
        throw failureOf(error, 'expectedToFail');
      }
      let hash: Hex;
      try {
        hash = await wallet.writeContract({
          chain: null,
          ...call,
          gas: gasLimit,
        } as unknown as WriteContractParameters);
      } catch (error) {
        throw failureOf(error, 'expectedToFail');
      }
      const { input: paid, output: received } = deps.amounts(trade);
      await deps.activity.submitted({ hash, type: deps.kind, input: paid, output: received });
      return hash;
    }),
    waitForReceipt: fromPromise<void, { hash: Hex }>(async ({ input }) => {
      try {
        await settle(deps, input.hash, 'expectedToFail');
      } catch (error) {
        throw failureOf(error, 'unknown');
      }
    }),
  };
}

/** Revokes a token's allowance to Permit2 (the settings panel's token approvals), recorded as activity. */
export async function revokeApproval(deps: {
  provider: EIP1193Provider;
  account: Address;
  publicClient: ChainClient;
  token: ActivityAmount;
  activity: ActivityWriter;
}): Promise<void> {
  const wallet = createWalletClient({ account: deps.account, transport: custom(deps.provider) });
  try {
    const hash = await wallet.writeContract({
      chain: null,
      address: deps.token.token as Address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [PERMIT2_ADDRESS, 0n],
    });
    await deps.activity.submitted({ hash, type: 'revoke', input: deps.token, counterparty: PERMIT2_ADDRESS });
    await settle(deps, hash, 'approvalFailed');
  } catch (error) {
    throw failureOf(error, 'approvalFailed');
  }
}
