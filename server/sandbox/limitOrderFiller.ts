// The devnet's UniswapX filler, started with `npm start` (a sandbox: on a real chain, fillers are other parties): every
// block it settles the open orders' statuses (expired, filled, cancelled, insufficient funds) and fills an order as
// soon as the market pays at least its limit. It fills directly (reactor.execute from its own inventory: the reactor
// pulls the output from it and pays it the input through Permit2), then sells the input it received in the pool that
// quoted it, through the UniversalRouter: the devnet has no SwapRouter02 for the SDK's executor contract. Its stock and
// its transactions come through the funding and the impersonation the composition root injects
// (devnet/sandboxAccess.ts).
import {
  type Address,
  type Hex,
  type PublicClient,
  createPublicClient,
  encodeFunctionData,
  http,
  maxUint256,
} from 'viem';
import type { ChainDeployment, DeploymentManifest } from '../../contract/deployment.ts';
import { erc20Abi } from '../../contract/abis/erc20.ts';
import { permit2Abi } from '../../contract/abis/permit2.ts';
import { MAX_UINT160, MAX_UINT48, PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { exclusiveDutchOrderReactorAbi } from '../../contract/abis/uniswapx.ts';
import { encodeExecute } from '../../contract/universalRouter.ts';
import { decodeOrder } from '../../contract/uniswapxOrder.ts';
import { type MarketQuote, bestDirectQuote, sellStep } from '../orders/marketQuote.ts';
import { settledStatus } from '../orders/orderStatus.ts';
import type { OrderStore, StoredOrder } from '../orders/orderStore.ts';
import { validateOnChain } from '../orders/validateOrder.ts';
import { fillDecision } from './fillDecision.ts';
import { FILLER_ACCOUNT, FILLER_STOCK } from '../../contract/sandboxAgents.ts';
import { oncePerChain } from './oncePerChain.ts';
import type { FundAccount, SendAs } from './sandboxAccess.ts';

/** Reverted fills of one order before the filler marks it `error` and stops trying. */
export const MAX_FILL_ATTEMPTS = 5;

export type FillEvent = { orderHash: Hex; txHash: Hex; blockNumber: bigint; chainId: number };

export type LimitOrderFillerOptions = {
  manifest: () => DeploymentManifest;
  store: OrderStore;
  /** Stocks the filler's address (the devnet's faucet). */
  fund: FundAccount;
  /** Sends the filler's transactions from its address (anvil's impersonation). */
  sendAs: SendAs;
  pollMs?: number;
  log?: (message: string) => void;
  /** Told of every fill this filler makes (the bench measures its reaction). */
  onFill?: (fill: FillEvent) => void;
};

export class LimitOrderFiller {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  /** Once per chain: impersonate, stock every token, let the reactor pull them and the router spend them via Permit2. */
  private readonly stocking = oncePerChain((chain) => this.stock(chain));
  /** Orders whose fill reverted: how often, and the block before which the filler does not try again. */
  private readonly backoff = new Map<Hex, { failures: number; nextBlock: bigint }>();
  private readonly clients = new Map<string, PublicClient>();
  private readonly log: (message: string) => void;

  constructor(private readonly options: LimitOrderFillerOptions) {
    this.log = options.log ?? (() => {});
  }

  /** Stocks the filler on every chain with a reactor now, so the first fill does not wait for it. */
  async prepareAll(): Promise<void> {
    for (const chain of Object.values(this.options.manifest().chains)) {
      if (chain.contracts.ExclusiveDutchOrderReactor) await this.stocking.run(chain);
    }
  }

  start(): void {
    this.prepareAll().catch((error: unknown) => this.log(`filler: stocking failed: ${(error as Error).message}`));
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.tick()
        .catch((error: unknown) => this.log(`filler: ${(error as Error).message}`))
        .finally(() => (this.running = undefined));
    }, this.options.pollMs ?? 500);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round over every chain with a reactor. */
  async tick(): Promise<void> {
    for (const chain of Object.values(this.options.manifest().chains)) {
      if (chain.contracts.ExclusiveDutchOrderReactor) await this.tickChain(chain);
    }
  }

  private client(chain: ChainDeployment): PublicClient {
    let client = this.clients.get(chain.rpcUrl);
    if (!client) this.clients.set(chain.rpcUrl, (client = createPublicClient({ transport: http(chain.rpcUrl) })));
    return client;
  }

  private async tickChain(chain: ChainDeployment): Promise<void> {
    const [open, unfunded] = await Promise.all([
      this.options.store.find({ chainId: chain.chainId, status: 'open' }),
      this.options.store.find({ chainId: chain.chainId, status: 'insufficient-funds' }),
    ]);
    if (open.length + unfunded.length === 0) return;
    const client = this.client(chain);
    const block = await client.getBlock();
    for (const order of [...open, ...unfunded]) {
      const settled = await settledStatus(client, chain, order, block);
      if (settled) {
        await this.options.store.setStatus(order.orderHash, settled.status, settled.txHash);
        continue;
      }
      // the quoter resolves it through the reactor: the swapper's balance and Permit2 allowance still cover it
      const rejected = await validateOnChain(client, chain, order.encodedOrder, order.signature);
      const funded = !rejected;
      if (funded !== (order.status === 'open'))
        await this.options.store.setStatus(order.orderHash, funded ? 'open' : 'insufficient-funds');
      if (funded) await this.fillIfProfitable(client, chain, order, block);
    }
  }

  private async fillIfProfitable(
    client: PublicClient,
    chain: ChainDeployment,
    order: StoredOrder,
    block: { number: bigint; timestamp: bigint },
  ): Promise<void> {
    const backoff = this.backoff.get(order.orderHash);
    if (backoff && block.number < backoff.nextBlock) return;
    let market: MarketQuote | undefined;
    // what the reactor makes this filler pay in the next block, never more than the stored order states
    const decision = await fillDecision({
      order: decodeOrder(order.encodedOrder),
      storedOutput: order.output.amount,
      timestamp: block.timestamp + 1n,
      filler: FILLER_ACCOUNT,
      marketOut: async (input) => {
        market = await bestDirectQuote(client, chain, order.input.token, order.output.token, input, block.number);
        return market?.amountOut;
      },
    });
    if (!decision.fill) {
      if (decision.final) {
        this.log(`filler: ${order.orderHash} refused: ${decision.reason}`);
        await this.options.store.setStatus(order.orderHash, 'error');
      }
      return;
    }
    await this.stocking.run(chain);
    let receipt;
    try {
      receipt = await this.options.sendAs(chain, FILLER_ACCOUNT, {
        to: chain.contracts.ExclusiveDutchOrderReactor!,
        data: encodeFunctionData({
          abi: exclusiveDutchOrderReactorAbi,
          functionName: 'execute',
          args: [{ order: order.encodedOrder, sig: order.signature }],
        }),
      });
    } catch (error) {
      // a failed fill waits 2, 4, 8... blocks before the next try, and after MAX_FILL_ATTEMPTS the order is marked
      const failures = (backoff?.failures ?? 0) + 1;
      this.log(`filler: ${order.orderHash} not filled (${failures}): ${(error as Error).message.split('\n')[0]}`);
      if (failures >= MAX_FILL_ATTEMPTS) {
        this.backoff.delete(order.orderHash);
        await this.options.store.setStatus(order.orderHash, 'error');
      } else this.backoff.set(order.orderHash, { failures, nextBlock: block.number + 2n ** BigInt(failures) });
      // restock only when the stock is what ran out (a chain reverted to a snapshot, a test's revert)
      if ((await this.balanceOf(client, order.output.token)) < decision.pays) this.stocking.forget(chain);
      return;
    }
    this.backoff.delete(order.orderHash);
    await this.options.store.setStatus(order.orderHash, 'filled', receipt.transactionHash);
    this.options.onFill?.({
      orderHash: order.orderHash,
      txHash: receipt.transactionHash,
      blockNumber: receipt.blockNumber,
      chainId: chain.chainId,
    });
    this.log(`filler: filled ${order.orderHash} in block ${receipt.blockNumber}`);
    // back to its stock: sell what the swapper paid in the pool that quoted it
    try {
      const step = sellStep(market!, order.input.token, order.output.token, decision.input, FILLER_ACCOUNT);
      const now = (await client.getBlock()).timestamp;
      await this.options.sendAs(chain, FILLER_ACCOUNT, {
        to: chain.contracts.UniversalRouter,
        data: encodeExecute([step], now + 600n),
      });
    } catch (error) {
      this.log(`filler: could not sell the input of ${order.orderHash}: ${(error as Error).message.split('\n')[0]}`);
    }
  }

  private balanceOf(client: PublicClient, token: Address): Promise<bigint> {
    return client
      .readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [FILLER_ACCOUNT] })
      .catch(() => 0n);
  }

  private async stock(chain: ChainDeployment): Promise<void> {
    const tokens = chain.tokens.filter((t) => !t.flags.includes('feeOnTransfer'));
    // stocking ends with the last token's Permit2 allowance: a filler started again (its server restarted) finds it
    // and sends nothing, where stocking anew would put some 70 transactions on the chain; a short balance is topped up
    // when a fill needs it
    const last = tokens.at(-1);
    if (last && chain.contracts.UniversalRouter) {
      const [amount] = await this.client(chain)
        .readContract({
          address: PERMIT2_ADDRESS,
          abi: permit2Abi,
          functionName: 'allowance',
          args: [FILLER_ACCOUNT, last.address, chain.contracts.UniversalRouter],
        })
        .catch(() => [0n] as const);
      if (amount > 0n) return;
    }
    await this.options.fund({
      chain,
      to: FILLER_ACCOUNT,
      eth: FILLER_STOCK.eth,
      tokens: Object.fromEntries(
        tokens.map((t) => [
          t.symbol,
          t.flags.includes('wrappedNative') ? FILLER_STOCK.wrappedNative : FILLER_STOCK.token,
        ]),
      ),
    });
    const send = (to: Address, data: Hex) => this.options.sendAs(chain, FILLER_ACCOUNT, { to, data });
    for (const token of tokens) {
      for (const spender of [chain.contracts.ExclusiveDutchOrderReactor!, PERMIT2_ADDRESS]) {
        await send(
          token.address,
          encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
        );
      }
      await send(
        PERMIT2_ADDRESS,
        encodeFunctionData({
          abi: permit2Abi,
          functionName: 'approve',
          args: [token.address, chain.contracts.UniversalRouter, MAX_UINT160, MAX_UINT48],
        }),
      );
    }
  }
}
