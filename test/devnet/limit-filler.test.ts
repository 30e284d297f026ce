import { type Hex, maxUint256, parseUnits } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { faucet } from '../../devnet/faucet.ts';
import { erc20Abi } from '../../contract/abis/erc20.ts';
import { PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { permit2NonceAbi } from '../../contract/abis/uniswapx.ts';
import { cancelMasks } from '../../contract/uniswapxNonces.ts';
import { buildLimitOrder, encodeOrder, orderTypedData } from '../../contract/uniswapxOrder.ts';
import { devnetSandbox } from '../../devnet/sandboxAccess.ts';
import { LimitOrderFiller } from '../../server/sandbox/limitOrderFiller.ts';
import { bestDirectQuote, sellStep } from '../../server/orders/marketQuote.ts';
import { createOrderService } from '../../server/orders/orderService.ts';
import { OrderStore, openOrderDatabase } from '../../server/orders/orderStore.ts';
import {
  type Clients,
  approvePermit2,
  balanceOf,
  clientsFor,
  devnetChainManifest,
  executeOnRouter,
  isolateEachTest,
  signRouterPermit,
  token,
} from './fixtures.ts';

const chain = devnetChainManifest(31337);
const USDC = token(chain, 'USDC');
const DAI = token(chain, 'DAI');
const SELL = parseUnits('1000', USDC.decimals);

async function marketPrice(c: Clients): Promise<bigint> {
  const quote = await bestDirectQuote(
    c.publicClient,
    chain,
    USDC.address,
    DAI.address,
    SELL,
    (await c.publicClient.getBlock()).number,
  );
  return quote!.amountOut;
}

/** Someone buys USDC with DAI in the pair's pool, in rounds, until 1000 USDC sells there for at least `target` DAI. */
async function buyUsdcUntil(trader: Clients, target: bigint): Promise<void> {
  await faucet({ chain, to: trader.account.address, tokens: { DAI: '5000000' } });
  // an exact approval left from the seeded history would not cover these trades
  await trader.walletClient.writeContractSync({
    address: DAI.address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [PERMIT2_ADDRESS, maxUint256],
  });
  let chunk = parseUnits('100000', DAI.decimals);
  for (let round = 0; round < 30 && (await marketPrice(trader)) < target; round++) {
    const quote = await bestDirectQuote(
      trader.publicClient,
      chain,
      DAI.address,
      USDC.address,
      chunk,
      (await trader.publicClient.getBlock()).number,
    );
    const permit = await signRouterPermit(trader, chain, DAI.address, chunk);
    await executeOnRouter(trader, chain, [
      permit,
      sellStep(quote!, DAI.address, USDC.address, chunk, trader.account.address),
    ]);
    chunk *= 2n;
  }
  expect(await marketPrice(trader)).toBeGreaterThanOrEqual(target);
}

async function setup() {
  const store = await OrderStore.open(await openOrderDatabase({}));
  const manifest = () => inject('devnet');
  const fills: Hex[] = [];
  return {
    store,
    service: createOrderService({ manifest, store }),
    filler: new LimitOrderFiller({ manifest, store, ...devnetSandbox, onFill: (f) => fills.push(f.txHash) }),
    fills,
  };
}

async function place(
  env: Awaited<ReturnType<typeof setup>>,
  swapper: Clients,
  minOut: bigint,
  nonce: bigint,
  ttl = 86_400n,
) {
  await approvePermit2(swapper, USDC.address);
  const now = (await swapper.publicClient.getBlock()).timestamp;
  const order = buildLimitOrder({
    reactor: chain.contracts.ExclusiveDutchOrderReactor!,
    swapper: swapper.account.address,
    nonce,
    deadline: now + ttl,
    input: { token: USDC.address, amount: SELL },
    output: { token: DAI.address, amount: minOut },
  });
  const signature = await swapper.walletClient.signTypedData(orderTypedData(order, chain.chainId));
  const res = await env.service.request('/limit-order', {
    method: 'POST',
    body: JSON.stringify({ encodedOrder: encodeOrder(order), signature, chainId: chain.chainId }),
  });
  if (res.status !== 201) throw new Error(`order refused: ${await res.text()}`);
  return { order, hash: ((await res.json()) as { hash: Hex }).hash };
}

describe('the limit order filler', () => {
  isolateEachTest([31337]);
  const swapper = clientsFor(chain, 4);
  const trader = clientsFor(chain, 3);

  it('should fill an order above market once the market crosses its limit, paying at least the limit', async () => {
    const env = await setup();
    const limit = ((await marketPrice(swapper)) * 1003n) / 1000n; // 0.3% above what the market pays now
    const { hash } = await place(env, swapper, limit, 77n << 8n);

    await env.filler.tick();
    expect((await env.store.get(hash))?.status).toBe('open');

    await buyUsdcUntil(trader, limit);
    const before = await balanceOf(swapper, DAI.address);
    await env.filler.tick();
    const filled = await env.store.get(hash);
    expect(filled).toMatchObject({ status: 'filled', txHash: env.fills[0] });
    expect(await balanceOf(swapper, DAI.address)).toBeGreaterThanOrEqual(before + limit);
    const receipt = await swapper.publicClient.getTransactionReceipt({ hash: filled!.txHash! });
    expect(receipt.status).toBe('success');
    await env.store.close();
  }, 120_000);

  it('should never fill an expired or a cancelled order, and record why', async () => {
    const env = await setup();
    const limit = ((await marketPrice(swapper)) * 1003n) / 1000n;
    const expiring = await place(env, swapper, limit, (78n << 8n) + 1n, 120n);
    const cancelled = await place(env, swapper, limit, (78n << 8n) + 2n);
    const [mask] = cancelMasks([cancelled.order.info.nonce]);
    const cancel = await swapper.walletClient.writeContractSync({
      address: PERMIT2_ADDRESS,
      abi: permit2NonceAbi,
      functionName: 'invalidateUnorderedNonces',
      args: [mask!.word, mask!.mask],
    });
    const now = (await swapper.publicClient.getBlock()).timestamp;
    await swapper.testClient.setNextBlockTimestamp({ timestamp: now + 200n });
    await swapper.testClient.mine({ blocks: 1 });
    await buyUsdcUntil(trader, limit);

    await env.filler.tick();
    expect((await env.store.get(expiring.hash))?.status).toBe('expired');
    expect(await env.store.get(cancelled.hash)).toMatchObject({ status: 'cancelled', txHash: cancel.transactionHash });
    expect(env.fills).toEqual([]);
    await env.store.close();
  }, 120_000);
});
