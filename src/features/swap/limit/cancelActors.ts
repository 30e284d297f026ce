// The cancel machine's real actors (spec §4, issue 14): spend the selected orders' Permit2 nonces with
// `invalidateUnorderedNonces`, one call per nonce word (one transaction when they share a word, as orders placed
// together do), then wait for one confirmation and ask the order service which orders were filled first.
import { type Address, type EIP1193Provider, type Hex, createWalletClient, custom } from 'viem';
import { fromPromise } from 'xstate';
import type { ConfirmationOutput, SendCancellationInput } from '../../../../machines/cancelOrders.machine';
import { cancelOrderCalls } from '../../../../contract/uniswapxNonces';
import { waitForReceipt } from '../../../chain/waitForReceipt';
import type { OrdersApi } from '../../../data/ordersApi';
import type { ChainClient } from '../../../chain/clients';

export type CancelDeps = {
  provider: EIP1193Provider;
  account: Address;
  chainId: number;
  publicClient: ChainClient;
  api: OrdersApi;
};

export function createCancelActors(deps: () => CancelDeps) {
  let sent: Hex[] = [];
  return {
    sendCancellation: fromPromise<Hex | undefined, SendCancellationInput>(async ({ input }) => {
      const d = deps();
      const wallet = createWalletClient({ account: d.account, transport: custom(d.provider) });
      sent = [];
      for (const call of cancelOrderCalls(input.orders.map((order) => order.nonce))) {
        sent.push(await wallet.sendTransaction({ account: d.account, chain: null, to: call.to, data: call.data }));
      }
      return sent.at(-1);
    }),
    waitForConfirmation: fromPromise<ConfirmationOutput, { txHash: Hex; orders: Hex[] }>(async ({ input }) => {
      const d = deps();
      for (const hash of sent.length ? sent : [input.txHash]) {
        const { receipt } = await waitForReceipt(d.publicClient, { hash });
        if (receipt.status !== 'success') throw new Error('cancellation reverted');
      }
      // spec §4: a cancellation that lands after the fill says so (its cost is not refunded)
      const orders = await d.api.listOrders({ swapper: d.account, chainId: d.chainId }).catch(() => []);
      const filled = new Set(orders.filter((order) => order.status === 'filled').map((order) => order.orderHash));
      return { filledFirst: input.orders.filter((hash) => filled.has(hash)) };
    }),
  };
}
