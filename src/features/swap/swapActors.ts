// The swap machine's actors for a connected EIP-1193 wallet: allowance checks, the Permit2 approval and signature,
// the UniversalRouter transaction and its receipt, each failure mapped to the catalogue's kinds (spec §8).
import {
  type Address,
  type EIP1193Provider,
  type Hex,
  type PublicClient,
  createWalletClient,
  custom,
  maxUint256,
  zeroAddress,
} from 'viem';
import { fromPromise } from 'xstate';
import type { AllowanceNeeds, SwapFailure, SwapRequest } from '../../../machines/swap.machine';
import { erc20Abi } from '../../chain/abis/erc20';
import { permit2Abi } from '../../chain/abis/permit2';
import { encodeTrade } from '../../chain/encodeTrade';
import { MAX_UINT160, PERMIT2_ADDRESS, type PermitSingle, permitSingleTypedData } from '../../chain/permit2';
import { encodeExecute, RouterCommand } from '../../chain/universalRouter';
import type { Trade } from '../../../workers/routing/types';

export type SwapDeps = {
  provider: EIP1193Provider;
  account: Address;
  chainId: number;
  publicClient: PublicClient;
  router: Address;
  /** The trade as quoted now (re-run on each call). */
  quote: () => Promise<Trade | undefined>;
  /** Slippage in bips, and the deadline in minutes. */
  slippageBips: number;
  deadlineMinutes: number;
  limitFor: (trade: Trade) => bigint;
};

const fail = (failure: SwapFailure) => ({ failure });

function failureOf(error: unknown, fallback: SwapFailure): { failure: SwapFailure } {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? Number((error as { code: unknown }).code)
      : undefined;
  const cause =
    typeof error === 'object' && error !== null && 'cause' in error ? (error as { cause: unknown }).cause : undefined;
  const causeCode =
    typeof cause === 'object' && cause !== null && 'code' in cause
      ? Number((cause as { code: unknown }).code)
      : undefined;
  if (code === 4001 || causeCode === 4001) return fail('rejected');
  const message = error instanceof Error ? error.message : String(error);
  if (/TransactionDeadlinePassed/.test(message)) return fail('deadlinePassed');
  if (/TooLittleReceived|TooMuchRequested/.test(message)) return fail('slippageTooLow');
  return fail(fallback);
}

export function createSwapActors(deps: SwapDeps) {
  const wallet = createWalletClient({ account: deps.account, transport: custom(deps.provider) });
  let permit: PermitSingle | undefined;
  let trade: Trade | undefined;

  const tokenIn = () => trade?.currencyIn as Address;
  const now = async () => (await deps.publicClient.getBlock({ blockTag: 'latest' })).timestamp;

  return {
    requote: fromPromise<{ quoted: bigint }, { request: SwapRequest }>(async () => {
      trade = await deps.quote();
      if (!trade) throw fail('expectedToFail');
      return { quoted: trade.tradeType === 'exactIn' ? trade.amountOut : trade.amountIn };
    }),
    checkAllowance: fromPromise<AllowanceNeeds, { request: SwapRequest }>(async () => {
      const token = tokenIn();
      if (!trade || token === zeroAddress) return { approval: false, permit: false };
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
      return { approval: erc20 < trade.amountIn, permit: amount < trade.amountIn || expiration <= nowSeconds };
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
        const receipt = await waitForReceipt(deps.publicClient, hash);
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
      const permitStep =
        input.signature && permit
          ? { command: RouterCommand.PERMIT2_PERMIT, permit, signature: input.signature }
          : undefined;
      const { steps, value } = encodeTrade({ trade, limit: deps.limitFor(trade), permit: permitStep });
      const deadline = (await now()) + BigInt(deps.deadlineMinutes * 60);
      try {
        return await wallet.sendTransaction({
          chain: null,
          to: deps.router,
          data: encodeExecute(steps, deadline),
          value,
        });
      } catch (error) {
        throw failureOf(error, 'expectedToFail');
      }
    }),
    waitForReceipt: fromPromise<void, { hash: Hex }>(async ({ input }) => {
      const receipt = await waitForReceipt(deps.publicClient, input.hash);
      if (receipt.status !== 'success') throw fail('expectedToFail');
    }),
  };
}

/** Polls for a receipt: a devnet mines at once, and a public chain within the timeout ("Confirmation timed out"). */
async function waitForReceipt(client: PublicClient, hash: Hex, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined);
    if (receipt) return receipt;
    if (Date.now() > deadline) throw fail('confirmationTimedOut');
    await new Promise((r) => setTimeout(r, 250));
  }
}
