// The limit machine's real actors for a connected EIP-1193 wallet (issue 14): the input token's approval to Permit2,
// the UniswapX order built with the order service's next nonce and signed as a Permit2 witness, and its submission.
import { type Address, type EIP1193Provider, type Hex, createWalletClient, custom, maxUint256 } from 'viem';
import { fromPromise } from 'xstate';
import type { LimitOrderRequest, SubmitOrderOutput } from '../../../../machines/limit.machine';
import { erc20Abi } from '../../../../contract/abis/erc20';
import { PERMIT2_ADDRESS } from '../../../../contract/permit2';
import {
  buildLimitOrder,
  encodeOrder,
  type ExclusiveDutchOrder,
  orderTypedData,
} from '../../../../contract/uniswapxOrder';
import { waitForReceipt } from '../../../chain/waitForReceipt';
import type { OrdersApi } from '../../../data/ordersApi';
import type { ChainClient } from '../../../chain/clients';

export type LimitDeps = {
  provider: EIP1193Provider;
  account: Address;
  chainId: number;
  publicClient: ChainClient;
  reactor: Address;
  tokenIn: Address;
  tokenOut: Address;
  api: OrdersApi;
};

/** Whether the input token's ERC20 allowance to Permit2 covers `amount`. */
export async function needsPermit2Approval(
  client: ChainClient,
  token: Address,
  owner: Address,
  amount: bigint,
): Promise<boolean> {
  const allowance = await client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, PERMIT2_ADDRESS],
  });
  return allowance < amount;
}

/** The three actors; `deps` is read when each runs, so the form's latest chain and tokens are used. */
export function createLimitActors(deps: () => LimitDeps) {
  // the order signed in `signOrder`, submitted by `submitOrder`
  let signed: ExclusiveDutchOrder | undefined;
  const wallet = (d: LimitDeps) =>
    createWalletClient({ account: d.account, transport: custom(d.provider), chain: undefined });
  return {
    approve: fromPromise<void, { request: LimitOrderRequest }>(async () => {
      const d = deps();
      const hash = await wallet(d).writeContract({
        address: d.tokenIn,
        abi: erc20Abi,
        functionName: 'approve',
        args: [PERMIT2_ADDRESS, maxUint256],
        chain: null,
      });
      const { receipt } = await waitForReceipt(d.publicClient, { hash });
      if (receipt.status !== 'success') throw new Error('approval reverted');
    }),
    signOrder: fromPromise<Hex, { request: LimitOrderRequest }>(async ({ input }) => {
      const d = deps();
      const nonce = await d.api.nextNonce(d.chainId, d.account);
      // the chain's clock, not the browser's: the reactor compares the deadline with block time
      const block = await d.publicClient.getBlock({ blockTag: 'latest' });
      const order = buildLimitOrder({
        reactor: d.reactor,
        swapper: d.account,
        nonce,
        deadline: block.timestamp + BigInt(input.request.expirySeconds),
        input: { token: d.tokenIn, amount: input.request.inputAmount },
        output: { token: d.tokenOut, amount: input.request.limitOutput },
      });
      const signature = await wallet(d).signTypedData({ account: d.account, ...orderTypedData(order, d.chainId) });
      signed = order;
      return signature;
    }),
    submitOrder: fromPromise<SubmitOrderOutput, { request: LimitOrderRequest; signature: Hex }>(async ({ input }) => {
      const d = deps();
      if (!signed) throw new Error('no signed order');
      const result = await d.api.placeOrder(d.chainId, encodeOrder(signed), input.signature);
      return 'orderHash' in result ? result : { refused: result.refused };
    }),
  };
}
