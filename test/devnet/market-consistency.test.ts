// Issue 11, a consistent market: the seeded history and the live market keep every pool within its fee band of one
// reference price at every block, so a split route cannot beat the best single pool by more than fees and depth allow.
import { parseEther, parseUnits, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { startDevnet } from '../../devnet/index.ts';
import { bestTrade } from '../../workers/routing/bestTrade.ts';
import { snapshotsFromChain } from './chainTickWords.ts';
import { clientsFor, devnetChainManifest, lowerAddress, token } from './fixtures.ts';
import { TEST_PORT_BASE } from './ports.ts';
import { inconsistencies, poolName, replayPoolPrices } from './poolPriceHistory.ts';
import { quoteV2, quoteV3, quoteV4, v4PoolKey } from './quotes.ts';
import type { ChainDeployment, PoolManifest } from '../../contract/deployment.ts';
import type { PublicClient } from 'viem';
import { uniswapV2PairAbi } from '../../contract/abis/v2.ts';
import { uniswapV3PoolAbi } from '../../contract/abis/v3.ts';
import { stateViewAbi } from '../../contract/abis/v4.ts';
import { decodeSqrtPriceX96 } from '../../workers/math/priceMath.ts';

/** The blocks of [fromBlock, toBlock] at which some pair or cycle of pools breaks the promise, with what broke. */
async function brokenBlocks(client: PublicClient, chain: ChainDeployment, fromBlock: bigint, toBlock: bigint) {
  const blocks = await replayPoolPrices(client, chain, fromBlock, toBlock);
  const broken = blocks
    .map((b) => ({ blockNumber: b.blockNumber, problems: inconsistencies(b.prices, chain.contracts.WETH9) }))
    .filter((b) => b.problems.length > 0);
  return { blocks, broken };
}

describe('a consistent market', () => {
  for (const chainId of [31337, 31338]) {
    const chain = devnetChainManifest(chainId);
    const { publicClient } = clientsFor(chain);

    it(`should keep every pool of a pair, and every cycle of pools, within their fees of one price at every block of ${chain.name}'s history`, async () => {
      const latest = await publicClient.getBlockNumber();
      const { blocks, broken } = await brokenBlocks(publicClient, chain, BigInt(chain.startBlock), latest);
      // hundreds of blocks moved a price, and at the last one every pool has a price
      expect(blocks.length).toBeGreaterThan(300);
      expect(blocks.at(-1)!.prices.length).toBe(chain.pools.length);
      expect(broken.slice(0, 3)).toEqual([]);
    });

    it(`should replay exactly the prices the pools hold now on ${chain.name}`, async () => {
      const latest = await publicClient.getBlockNumber();
      const { blocks } = await brokenBlocks(publicClient, chain, BigInt(chain.startBlock), latest);
      for (const { pool, mid } of blocks.at(-1)!.prices) {
        const decimals = (a: string) => (a === zeroAddress ? 18 : chain.tokens.find((t) => t.address === a)!.decimals);
        let onChain: number;
        if (pool.version === 'v2') {
          const [r0, r1] = await publicClient.readContract({
            address: pool.address,
            abi: uniswapV2PairAbi,
            functionName: 'getReserves',
            blockNumber: latest,
          });
          onChain = Number(r1) / 10 ** decimals(pool.token1) / (Number(r0) / 10 ** decimals(pool.token0));
        } else {
          const [sqrt] =
            pool.version === 'v3'
              ? await publicClient.readContract({
                  address: pool.address,
                  abi: uniswapV3PoolAbi,
                  functionName: 'slot0',
                  blockNumber: latest,
                })
              : await publicClient.readContract({
                  address: chain.contracts.StateView,
                  abi: stateViewAbi,
                  functionName: 'getSlot0',
                  args: [pool.poolId],
                  blockNumber: latest,
                });
          onChain = decodeSqrtPriceX96(sqrt, decimals(pool.token0), decimals(pool.token1));
        }
        expect(mid, poolName(chain, pool)).toBeCloseTo(onChain, 12);
      }
    });
  }

  it('should flag pools of one pair 10% apart, and a cycle of pools that loops to 5%, as inconsistent', () => {
    const chain = devnetChainManifest(31337);
    const find = (version: string, a: string, b: string, fee: number) =>
      chain.pools.find(
        (p) =>
          p.version === version &&
          p.fee === fee &&
          [p.token0, p.token1].every((t) => [token(chain, a).address, token(chain, b).address].includes(t)),
      )!;
    const at = (pool: PoolManifest, priceOfToken0: number) => ({
      pool,
      name: poolName(chain, pool),
      mid: priceOfToken0,
    });
    const v2 = find('v2', 'WETH', 'USDC', 3000);
    const v3 = find('v3', 'WETH', 'USDC', 500);
    const wethIsToken0 = v2.token0 === chain.contracts.WETH9;
    const ethInUsdc = (usd: number) => (wethIsToken0 ? usd : 1 / usd);
    const weth = chain.contracts.WETH9;
    expect(inconsistencies([at(v2, ethInUsdc(3000)), at(v3, ethInUsdc(3005))], weth)).toEqual([]);
    expect(inconsistencies([at(v2, ethInUsdc(3000)), at(v3, ethInUsdc(3300))], weth)).toHaveLength(1);
    // WBTC priced at 20 ETH and at 60,000 USDC is consistent with ETH at 3,000 USDC, not with ETH at 3,150
    const wbtcWeth = find('v3', 'WBTC', 'WETH', 3000);
    const wbtcUsdc = find('v3', 'WBTC', 'USDC', 3000);
    const wbtcIn = (pool: PoolManifest, price: number) =>
      at(pool, pool.token0 === token(chain, 'WBTC').address ? price : 1 / price);
    const cycle = (eth: number) => [at(v3, ethInUsdc(eth)), wbtcIn(wbtcWeth, 20), wbtcIn(wbtcUsdc, 60_000)];
    expect(inconsistencies(cycle(3000), weth)).toEqual([]);
    expect(inconsistencies(cycle(3150), weth)).toHaveLength(1);
  });

  it('should not let a split route sell 0.5 ETH for more than 2% above the best single pool', async () => {
    const chain = devnetChainManifest(31337);
    const c = clientsFor(chain);
    const amount = parseEther('0.5');
    const usdc = token(chain, 'USDC').address;
    const weth = chain.contracts.WETH9;
    const pools = await snapshotsFromChain(c.publicClient, chain);
    const trade = bestTrade({
      pools,
      tradeType: 'exactIn',
      amount,
      transferFees: new Map(),
      currencyIn: lowerAddress(zeroAddress),
      currencyOut: lowerAddress(usdc),
      weth: lowerAddress(weth),
    });
    const singlePools = await Promise.all([
      quoteV2(c, chain, 'exactIn', amount, [weth, usdc]),
      quoteV3(c, chain, 'exactIn', amount, weth, usdc, 500),
      quoteV3(c, chain, 'exactIn', amount, weth, usdc, 3000),
      quoteV4(c, chain, 'exactIn', amount, v4PoolKey(chain, zeroAddress, usdc, 500), true),
    ]);
    const best = singlePools.reduce((a, b) => (a > b ? a : b));
    expect(trade).toBeDefined();
    expect(trade!.amountOut).toBeGreaterThanOrEqual(best);
    expect(trade!.amountOut).toBeLessThanOrEqual((best * 102n) / 100n);
    // and the pools agree on what 0.5 ETH is worth: the worst single pool is within fees of the best
    const worst = singlePools.reduce((a, b) => (a < b ? a : b));
    expect(Number(best - worst) / Number(best)).toBeLessThan(0.01);
    expect(best).toBeGreaterThan(parseUnits('100', 6));
  });

  it('should keep the live market consistent at every block while it trades', async () => {
    const portBase = TEST_PORT_BASE + 400;
    const devnet = await startDevnet({
      portBase,
      manifestPath: `.devnet/test-market-consistency-${portBase}.json`,
      // no catch-up: the market trades from the cached state's last block at once, as it does right after a build
      market: { intervalMs: 100, catchUpHours: 0 },
    });
    try {
      const chains = Object.values(devnet.manifest.chains);
      const clients = chains.map((chain) => clientsFor(chain).publicClient);
      const started = await Promise.all(clients.map((client) => client.getBlockNumber({ cacheTime: 0 })));
      // watch until the market has mined some fifteen blocks on each chain, about what three seconds of it mined on a
      // quiet machine (a fixed wait raced a busy one; not every block moves a price: funding and approvals too)
      await expect
        .poll(
          async () => {
            const heads = await Promise.all(clients.map((client) => client.getBlockNumber({ cacheTime: 0 })));
            return Math.min(...heads.map((head, i) => Number(head - started[i]!)));
          },
          { timeout: 60_000, interval: 100 },
        )
        .toBeGreaterThanOrEqual(15);
      let liveBlocks = 0;
      for (const [i, chain] of chains.entries()) {
        const latest = await clients[i]!.getBlockNumber({ cacheTime: 0 });
        const { blocks, broken } = await brokenBlocks(clients[i]!, chain, BigInt(chain.startBlock), latest);
        expect(broken.slice(0, 3), chain.name).toEqual([]);
        liveBlocks += blocks.filter((b) => b.blockNumber > started[i]!).length;
      }
      // the market traded while we watched (each trade and the arbitrage behind it share a block)
      expect(liveBlocks).toBeGreaterThan(3);
    } finally {
      await devnet.stop();
    }
  });
});
