// The swap machine's actors for a connected EIP-1193 wallet: allowance checks, the Permit2 approval and signature,
// the UniversalRouter transaction (or a direct WETH deposit/withdraw) and its receipt, each failure mapped to the
// catalogue's kinds (spec §8), and every transaction written to the activity store when submitted and settled.
import {
  type Address,
  type EIP1193Provider,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
  createWalletClient,
  custom,
  decodeErrorResult,
  encodeFunctionData,
  maxUint256,
  zeroAddress,
} from 'viem';
import { fromPromise } from 'xstate';
import type { AllowanceNeeds, SwapFailure, SwapKind, SwapRequest } from '../../../machines/swap.machine';
import { erc20Abi, weth9Abi } from '../../chain/abis/erc20';
import { permit2Abi } from '../../chain/abis/permit2';
import { universalRouterAbi } from '../../chain/abis/v4';
import { encodeTrade } from '../../chain/encodeTrade';
import { MAX_UINT160, PERMIT2_ADDRESS, type PermitSingle, permitSingleTypedData } from '../../chain/permit2';
import { encodeExecute, RouterCommand } from '../../chain/universalRouter';
import type { ActivityAmount, ActivityType } from '../../data/activity';
import type { Trade } from '../../../workers/routing/types';

/** Where the actors write what they submit and how it settled (the activity store, spec §4). */
export type ActivityWriter = {
  submitted: (row: {
    hash: Hex;
    type: ActivityType;
    input?: ActivityAmount;
    output?: ActivityAmount;
    counterparty?: string;
  }) => Promise<void>;
  settled: (hash: Hex, status: 'success' | 'failed' | 'expired', receipt?: TransactionReceipt) => Promise<void>;
};

export type SwapDeps = {
  provider: EIP1193Provider;
  account: Address;
  chainId: number;
  publicClient: PublicClient;
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

/** Custom errors of the UniversalRouter a simulation or a receipt can revert with, as the catalogue's kinds. */
function revertFailure(data: Hex | undefined): SwapFailure | undefined {
  if (!data || data === '0x') return undefined;
  try {
    const { errorName } = decodeErrorResult({ abi: universalRouterAbi, data });
    if (errorName === 'TransactionDeadlinePassed') return 'deadlinePassed';
    if (/TooLittleReceived|TooMuchRequested|InsufficientToken|InsufficientETH/.test(errorName)) return 'slippageTooLow';
    return 'expectedToFail';
  } catch {
    return 'expectedToFail';
  }
}

function revertData(error: unknown): Hex | undefined {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const data = (e as { data?: unknown }).data;
    if (typeof data === 'string' && data.startsWith('0x')) return data as Hex;
    if (typeof data === 'object' && data !== null && typeof (data as { data?: unknown }).data === 'string')
      return (data as { data: Hex }).data;
  }
  return undefined;
}

export function failureOf(error: unknown, fallback: SwapFailure): { failure: SwapFailure } {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ('failure' in e) return e as { failure: SwapFailure };
    if (Number((e as { code?: unknown }).code) === 4001) return fail('rejected');
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/user rejected|user denied/i.test(message)) return fail('rejected');
  if (/TransactionDeadlinePassed/.test(message)) return fail('deadlinePassed');
  if (/TooLittleReceived|TooMuchRequested/.test(message)) return fail('slippageTooLow');
  const failure = revertFailure(revertData(error)) ?? fallback;
  // the catalogue's words are all the trader sees; the cause stays in the console for support
  console.warn(`swap step failed (${failure}):`, message);
  return fail(failure);
}

/** Polls for a receipt: a devnet mines at once, and a public chain within the timeout ("Confirmation timed out"). */
export async function pollReceipt(client: PublicClient, hash: Hex, timeoutMs = 120_000): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined);
    if (receipt) return receipt;
    if (Date.now() > deadline) throw fail('confirmationTimedOut');
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function createSwapActors(deps: SwapDeps) {
  const wallet = createWalletClient({ account: deps.account, transport: custom(deps.provider) });
  let permit: PermitSingle | undefined;
  let trade: Trade | undefined;

  const tokenIn = () => trade?.currencyIn as Address;
  const now = async () => (await deps.publicClient.getBlock({ blockTag: 'latest' })).timestamp;

  /** The transaction a trade becomes: WETH deposit/withdraw for wraps, UniversalRouter.execute otherwise. */
  const transactionFor = (current: Trade, limit: bigint, signature?: Hex) => {
    if (deps.kind === 'wrap')
      return {
        to: deps.weth,
        data: encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }),
        value: current.amountIn,
      };
    if (deps.kind === 'unwrap')
      return {
        to: deps.weth,
        data: encodeFunctionData({ abi: weth9Abi, functionName: 'withdraw', args: [current.amountIn] }),
        value: 0n,
      };
    const permitStep = signature && permit ? { command: RouterCommand.PERMIT2_PERMIT, permit, signature } : undefined;
    const { steps, value } = encodeTrade({ trade: current, limit, permit: permitStep });
    return { to: deps.router, data: encodeExecute(steps, deps.deadline), value };
  };

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
        const receipt = await pollReceipt(deps.publicClient, hash);
        await deps.activity.settled(hash, receipt.status === 'success' ? 'success' : 'failed', receipt);
        if (receipt.status !== 'success') throw fail('approvalFailed');
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
      const transaction = transactionFor(trade, input.request.limit, input.signature);
      // simulate first (the gas estimate runs the call): a revert here means the swap is expected to fail, and
      // nothing is signed or spent
      let gas: bigint;
      try {
        gas = await deps.publicClient.estimateGas({ account: deps.account, ...transaction });
      } catch (error) {
        throw failureOf(error, 'expectedToFail');
      }
      let hash: Hex;
      try {
        // a margin over the estimate: the block that mines it can cost more (a v2 pair's first trade in a new second
        // writes its price accumulators), and an inner call starved by the 63/64 rule would revert the swap
        hash = await wallet.sendTransaction({ chain: null, ...transaction, gas: (gas * 13n) / 10n });
      } catch (error) {
        throw failureOf(error, 'expectedToFail');
      }
      const { input: paid, output: received } = deps.amounts(trade);
      await deps.activity.submitted({ hash, type: deps.kind, input: paid, output: received });
      return hash;
    }),
    waitForReceipt: fromPromise<void, { hash: Hex }>(async ({ input }) => {
      const receipt = await pollReceipt(deps.publicClient, input.hash);
      await deps.activity.settled(input.hash, receipt.status === 'success' ? 'success' : 'failed', receipt);
      if (receipt.status !== 'success') throw fail('expectedToFail');
    }),
  };
}

/** Revokes a token's allowance to Permit2 (the settings panel's token approvals), recorded as activity. */
export async function revokeApproval(deps: {
  provider: EIP1193Provider;
  account: Address;
  publicClient: PublicClient;
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
    const receipt = await pollReceipt(deps.publicClient, hash);
    await deps.activity.settled(hash, receipt.status === 'success' ? 'success' : 'failed', receipt);
    if (receipt.status !== 'success') throw fail('approvalFailed');
  } catch (error) {
    throw failureOf(error, 'approvalFailed');
  }
}
