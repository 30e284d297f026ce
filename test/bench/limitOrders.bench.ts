// Limit orders: placement latency through the order service (sign, POST with its on-chain quoter check, listed; the
// UI's click-to-listed adds the screen on top once /limit exists), and the filler's reaction from the block in which
// the market crosses an order's limit to its fill.
import { type Hex, maxUint256, parseUnits } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { TEST_MNEMONIC } from '../../devnet/anvil.ts';
import { faucet } from '../../devnet/faucet.ts';
import { startDevnet } from '../../devnet/index.ts';
import { devnetSandbox } from '../../devnet/sandboxAccess.ts';
import { LimitOrderFiller } from '../../server/sandbox/limitOrderFiller.ts';
import { bestDirectQuote, sellStep } from '../../server/orders/marketQuote.ts';
import { createOrderService } from '../../server/orders/orderService.ts';
import { OrderStore, openOrderDatabase } from '../../server/orders/orderStore.ts';
import { erc20Abi } from '../../contract/abis/erc20.ts';
import { permit2Abi } from '../../contract/abis/permit2.ts';
import { MAX_UINT160, MAX_UINT48, PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { buildLimitOrder, encodeOrder, orderTypedData } from '../../contract/uniswapxOrder.ts';
import { encodeExecute } from '../../contract/universalRouter.ts';
import type { Bench, BenchResult } from './run.ts';

const PORT_BASE = Number(process.env.BENCH_DEVNET_PORT_BASE ?? 48_745);
const PLACEMENTS = 40;
const FILLS = 5;
const PLACEMENT_P95_TARGET_MS = 300;
const REACTION_TARGET_MS = 1_000;
const SWAPPER = 6;
const TRADER = 7;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

const bench: Bench = {
  title: 'Limit orders: placement and the filler',
  run: async () => {
    const devnet = await startDevnet({ portBase: PORT_BASE, manifestPath: `.devnet/bench-limit-${PORT_BASE}.json` });
    const store = await OrderStore.open(await openOrderDatabase({}));
    try {
      const chain = devnet.manifest.chains['31337']!;
      const session = devnet.chains[0]!;
      const usdc = chain.tokens.find((t) => t.symbol === 'USDC')!;
      const dai = chain.tokens.find((t) => t.symbol === 'DAI')!;
      const swapper = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: SWAPPER });
      const service = createOrderService({ manifest: () => devnet.manifest, store });
      await session.write(SWAPPER, usdc.address, erc20Abi, 'approve', [PERMIT2_ADDRESS, maxUint256]);
      let nonce = 99n << 8n;

      const place = async (minOut: bigint): Promise<Hex> => {
        const now = (await session.public.getBlock()).timestamp;
        const order = buildLimitOrder({
          reactor: chain.contracts.ExclusiveDutchOrderReactor!,
          swapper: swapper.address,
          nonce: nonce++,
          deadline: now + 86_400n,
          input: { token: usdc.address, amount: parseUnits('1000', usdc.decimals) },
          output: { token: dai.address, amount: minOut },
        });
        const signature = await swapper.signTypedData(orderTypedData(order, chain.chainId));
        const res = await service.request('/limit-order', {
          method: 'POST',
          body: JSON.stringify({ encodedOrder: encodeOrder(order), signature, chainId: chain.chainId }),
        });
        if (res.status !== 201) throw new Error(`order refused: ${await res.text()}`);
        const { hash } = (await res.json()) as { hash: Hex };
        const listed = await service.request(`/limit-orders?orderHash=${hash}`);
        if (!((await listed.json()) as { orders: unknown[] }).orders.length) throw new Error('order not listed');
        return hash;
      };
      const market = async () =>
        (await bestDirectQuote(
          session.public,
          chain,
          usdc.address,
          dai.address,
          parseUnits('1000', usdc.decimals),
          (await session.public.getBlock()).number,
        ))!.amountOut;

      // placement: far above market, so the filler (not running yet) would never fill them
      const placement: number[] = [];
      const high = (await market()) * 3n;
      for (let i = 0; i < PLACEMENTS; i++) {
        const started = performance.now();
        await place(high / 2n);
        placement.push(performance.now() - started);
      }
      for (const o of await store.find({ status: 'open' })) await store.setStatus(o.orderHash, 'cancelled');

      // reaction: one order 0.05% above market, then one trade buys USDC with DAI in the pair's pool
      await faucet({ chain, to: session.account(TRADER), tokens: { DAI: '10000000' } });
      await session.write(TRADER, dai.address, erc20Abi, 'approve', [PERMIT2_ADDRESS, maxUint256]);
      await session.write(TRADER, PERMIT2_ADDRESS, permit2Abi, 'approve', [
        dai.address,
        chain.contracts.UniversalRouter,
        MAX_UINT160,
        MAX_UINT48,
      ]);
      const reactions: number[] = [];
      const blocks: number[] = [];
      const filled = new Map<Hex, { at: number; block: bigint }>();
      const filler = new LimitOrderFiller({
        manifest: () => devnet.manifest,
        store,
        ...devnetSandbox,
        pollMs: 100,
        onFill: (f) => filled.set(f.orderHash, { at: performance.now(), block: f.blockNumber }),
      });
      await filler.prepareAll();
      filler.start();
      try {
        for (let i = 0; i < FILLS; i++) {
          const hash = await place(((await market()) * 10_005n) / 10_000n);
          const amount = parseUnits('1500000', dai.decimals);
          const quote = await bestDirectQuote(
            session.public,
            chain,
            dai.address,
            usdc.address,
            amount,
            (await session.public.getBlock()).number,
          );
          const step = sellStep(quote!, dai.address, usdc.address, amount, session.account(TRADER));
          const now = (await session.public.getBlock()).timestamp;
          const receipt = await session.send(TRADER, {
            to: chain.contracts.UniversalRouter,
            data: encodeExecute([step], now + 600n),
          });
          const crossedAt = performance.now();
          const deadline = crossedAt + 10_000;
          while (!filled.has(hash) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
          const fill = filled.get(hash);
          if (!fill) throw new Error('the filler did not fill a crossed order within 10 s');
          reactions.push(fill.at - crossedAt);
          blocks.push(Number(fill.block - receipt.blockNumber));
        }
      } finally {
        await filler.stop();
      }
      const p95 = percentile(placement, 0.95);
      const reactionP95 = percentile(reactions, 0.95);
      const results: BenchResult[] = [
        {
          name: 'order placement (sign, POST + quoter, listed) p95',
          value: p95,
          unit: 'ms',
          target: `<= ${PLACEMENT_P95_TARGET_MS} ms`,
          reference: `median ${percentile(placement, 0.5).toFixed(0)} ms over ${PLACEMENTS}`,
          ok: p95 <= PLACEMENT_P95_TARGET_MS,
        },
        {
          name: 'filler reaction, crossing block to fill (p95)',
          value: reactionP95,
          unit: 'ms',
          target: `<= ${REACTION_TARGET_MS} ms`,
          reference: `${Math.max(...blocks)} block(s) after the crossing at most, ${FILLS} fills, filler polling every 100 ms`,
          ok: reactionP95 <= REACTION_TARGET_MS,
        },
      ];
      return results;
    } finally {
      await store.close();
      await devnet.stop();
    }
  },
};

export default bench;
