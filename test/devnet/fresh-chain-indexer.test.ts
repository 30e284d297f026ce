// Pointing the indexer at another network is configuration only: a fresh chain with nothing but the protocol, a
// manifest written for it, and the indexer started on it follows pools created after it started (tokens it has never
// heard of read from the chain) into the explore, routing and tick APIs.
import { mkdirSync } from 'node:fs';
import { type Address, getAddress, parseUnits, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifact } from '../../devnet/artifacts.ts';
import { type FreshChain, startFreshChain } from '../../devnet/freshChain.ts';
import { Holdings } from '../../devnet/holdings.ts';
import type { PoolManifest, TokenManifest } from '../../contract/deployment.ts';
import { type MarketPool, fundSwap, routerCall } from '../../devnet/trade.ts';
import { type RunningIndexer, startIndexer } from '../../server/indexer/startIndexer.ts';
import { erc20Abi } from '../../contract/abis/erc20.ts';
import {
  nonfungiblePositionManagerAbi,
  quoterV2Abi,
  uniswapV3FactoryAbi,
  uniswapV3PoolAbi,
} from '../../contract/abis/v3.ts';
import { encodeSqrtPriceX96 } from '../../workers/math/priceMath.ts';
import { getTickAtSqrtRatio, nearestUsableTick } from '../../workers/math/tickMath.ts';
import { TEST_PORT_BASE } from './ports.ts';
import { routingPoolsUrl } from '../../src/data/routingPools.ts';
import { createRouterApi } from '../../workers/router/routerApi.ts';
import type { CurrencyId } from '../../workers/routing/types.ts';

const CHAIN_ID = 31_339;
const ANVIL_PORT = TEST_PORT_BASE + 10;
const INDEXER_PORT = Number(process.env.INDEXER_TEST_PORT ?? TEST_PORT_BASE + 300) + 1;
const MANIFEST = `.devnet/fresh-chain-${TEST_PORT_BASE}.json`;
const DATABASE = `.devnet/fresh-chain-indexer-${TEST_PORT_BASE}`;
const FEE = 3000;
const TICK_SPACING = 60;
const LP = 1;
const TRADER = 2;
const FAR_FUTURE = 2n ** 40n;

let fresh: FreshChain;
let indexer: RunningIndexer;
let usdc: TokenManifest;

async function deployToken(symbol: string, name: string, decimals: number): Promise<TokenManifest> {
  const artifact = loadArtifact('MockERC20');
  const address = await fresh.session.deploy(0, artifact.abi, artifact.bytecode, [name, symbol, decimals]);
  return { address, symbol, name, decimals, color: '', flags: [] };
}

beforeAll(async () => {
  mkdirSync('.devnet', { recursive: true });
  fresh = await startFreshChain({ port: ANVIL_PORT, chainId: CHAIN_ID });
  // the network's configuration names its stablecoin; every other token is discovered
  usdc = { ...(await deployToken('USDC', 'USD Coin', 6)), flags: ['stablecoin'] };
  fresh.writeManifest(MANIFEST, [usdc]);
  indexer = await startIndexer({
    manifestPath: MANIFEST,
    manifest: { cacheKey: 'fresh', generatedAt: '', history: { fromTimestamp: 0, toTimestamp: 0 }, chains: {} },
    port: INDEXER_PORT,
    runName: 'fresh-chain',
    databaseDir: DATABASE,
    log: (message) => process.env.INDEXER_VERBOSE && console.log(message),
  });
}, 5 * 60_000);

afterAll(async () => {
  await indexer?.stop();
  await fresh?.stop();
});

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${indexer.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

/** Polls until `check` holds (the indexer follows the chain every half second). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 500));
  }
}

type CreatedPool = { manifest: PoolManifest & { version: 'v3' }; token0: TokenManifest; token1: TokenManifest };

/** Creates a v3 pool at `price` (token B in token A), mints a position of ±6000 ticks from the LP, as an app does. */
async function createV3Pool(a: TokenManifest, b: TokenManifest, priceBInA: number, amountA: bigint, amountB: bigint) {
  const { session, contracts } = fresh;
  const [token0, token1] = BigInt(a.address) < BigInt(b.address) ? [a, b] : [b, a];
  const price0In1 = token0 === b ? priceBInA : 1 / priceBInA;
  const [amount0, amount1] = token0 === a ? [amountA, amountB] : [amountB, amountA];
  const sqrtPrice = encodeSqrtPriceX96(price0In1, token0.decimals, token1.decimals);
  const npm = contracts.NonfungiblePositionManager;
  await session.write(0, npm, nonfungiblePositionManagerAbi, 'createAndInitializePoolIfNecessary', [
    token0.address,
    token1.address,
    FEE,
    sqrtPrice,
  ]);
  const address = await session.public.readContract({
    address: contracts.UniswapV3Factory,
    abi: uniswapV3FactoryAbi,
    functionName: 'getPool',
    args: [token0.address, token1.address, FEE],
  });
  const holdings = new Holdings(session, contracts.WETH9);
  await holdings.ensure(LP, token0, amount0);
  await holdings.ensure(LP, token1, amount1);
  await holdings.approve(LP, token0.address, npm);
  await holdings.approve(LP, token1.address, npm);
  const tick = nearestUsableTick(getTickAtSqrtRatio(sqrtPrice), TICK_SPACING);
  const [tickLower, tickUpper] = [tick - 6000, tick + 6000];
  await session.write(LP, npm, nonfungiblePositionManagerAbi, 'mint', [
    {
      token0: token0.address,
      token1: token1.address,
      fee: FEE,
      tickLower,
      tickUpper,
      amount0Desired: amount0,
      amount1Desired: amount1,
      amount0Min: 0n,
      amount1Min: 0n,
      recipient: session.account(LP),
      deadline: FAR_FUTURE,
    },
  ]);
  const pool: CreatedPool = {
    manifest: { version: 'v3', address, token0: token0.address, token1: token1.address, fee: FEE, tickSpacing: 60 },
    token0,
    token1,
  };
  return { pool, holdings, tickLower, tickUpper };
}

type ApiPool = {
  poolId: string;
  totalLiquidity: { value: number };
  volume1Day: { value: number };
  token0: { symbol: string; priceUSD: number };
  token1: { symbol: string; priceUSD: number };
};

describe('the indexer on a fresh chain with only the protocol deployed', () => {
  it('should follow a v3 pool created after it started into explore, routing and ticks', async () => {
    const { session, contracts } = fresh;
    // a pool of two tokens nobody lists: no stablecoin route prices it, and indexing goes on
    const orphanA = await deployToken('ORPHA', 'Orphan A', 18);
    const orphanB = await deployToken('ORPHB', 'Orphan B', 8);
    const orphan = await createV3Pool(orphanA, orphanB, 3, parseUnits('1000', 18), parseUnits('3000', 8));

    const fresh18 = await deployToken('FRSH', 'Fresh Token', 18);
    const { pool, holdings, tickLower, tickUpper } = await createV3Pool(
      usdc,
      fresh18,
      2,
      parseUnits('20000', 6),
      parseUnits('10000', 18),
    );
    const usdcIs0 = pool.token0.address === usdc.address;
    const swapIn = parseUnits('500', 6);
    const swap = async (market: MarketPool, zeroForOne: boolean, amountIn: bigint) => {
      await fundSwap(contracts, holdings, TRADER, zeroForOne ? market.token0 : market.token1, amountIn * 2n);
      await session.send(TRADER, routerCall(contracts, [{ pool: market, zeroForOne, amountIn }]));
    };
    await swap({ ...pool, tvlUsd: 0, activity: 1 }, usdcIs0, swapIn);
    const orphanIn = 10n ** BigInt(orphan.pool.token0.decimals);
    await swap({ ...orphan.pool, tvlUsd: 0, activity: 1 }, true, orphanIn);

    const key = pool.manifest.address.toLowerCase();
    const { poolStats } = await eventually(
      () => api<{ poolStats: ApiPool[] }>(`/pools/stats?chainId=${CHAIN_ID}`),
      (body) =>
        (body.poolStats.find((p) => p.poolId === key)?.volume1Day.value ?? 0) > 0 && body.poolStats.length === 2,
    );
    const stats = poolStats.find((p) => p.poolId === key)!;
    expect(stats.volume1Day.value).toBeCloseTo(500, 6);
    const balance = (token: Address) =>
      session.public.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [pool.manifest.address],
      });
    const [slot0Sqrt] = await session.public.readContract({
      address: pool.manifest.address,
      abi: uniswapV3PoolAbi,
      functionName: 'slot0',
    });
    const freshPriceUSD = (() => {
      const price0In1 = (Number(slot0Sqrt) / 2 ** 96) ** 2 * 10 ** (pool.token0.decimals - pool.token1.decimals);
      return usdcIs0 ? 1 / price0In1 : price0In1;
    })();
    const tvl =
      Number(await balance(usdc.address)) / 1e6 + (Number(await balance(fresh18.address)) / 1e18) * freshPriceUSD;
    expect(stats.totalLiquidity.value / tvl).toBeCloseTo(1, 6);
    // FRSH was never configured: its symbol came from its contract
    expect([stats.token0.symbol, stats.token1.symbol].sort()).toEqual(['FRSH', 'USDC']);
    const orphanStats = poolStats.find((p) => p.poolId === orphan.pool.manifest.address.toLowerCase())!;
    expect([orphanStats.token0.symbol, orphanStats.token1.symbol].sort()).toEqual(['ORPHA', 'ORPHB']);
    expect(orphanStats.totalLiquidity.value).toBe(0);

    type RoutingPool = { address: string; tvlUSD: number; tickWords: number[] };
    const routing = await api<{ blockNumber: string; pools: RoutingPool[] }>(
      `/routing/pools?chainId=${CHAIN_ID}&tokens=${usdc.address},${fresh18.address}`,
    );
    expect(routing.pools.map((p) => p.address)).toEqual([key]);
    expect(routing.pools[0]!.tvlUSD).toBeGreaterThan(0);
    const word = (tick: number) => Math.floor(Math.floor(tick / TICK_SPACING) / 256);
    expect(routing.pools[0]!.tickWords).toEqual([...new Set([word(tickLower), word(tickUpper)])].sort((a, b) => a - b));
    expect(BigInt(routing.blockNumber)).toBeLessThanOrEqual(await session.public.getBlockNumber());

    const { ticks } = await api<{ ticks: { tick: number; liquidityNet: string; liquidityGross: string }[] }>(
      `/pools/${CHAIN_ID}/${key}/ticks`,
    );
    expect(ticks.map((t) => t.tick)).toEqual([tickLower, tickUpper]);
    for (const { tick, liquidityNet, liquidityGross } of ticks) {
      const [gross, net] = await session.public.readContract({
        address: pool.manifest.address,
        abi: uniswapV3PoolAbi,
        functionName: 'ticks',
        args: [tick],
      });
      expect([liquidityNet, liquidityGross]).toEqual([net.toString(), gross.toString()]);
    }

    // the app's routing worker, given only this network's configuration, finds the pool through the indexer and
    // quotes it exactly as the chain's own quoter does
    const router = createRouterApi();
    await router.loadMarket({
      chainId: CHAIN_ID,
      rpcUrl: fresh.rpcUrl,
      routingPoolsUrl: routingPoolsUrl(indexer.url, CHAIN_ID, [
        zeroAddress,
        contracts.WETH9,
        usdc.address,
        fresh18.address,
      ]),
      contracts: { TickLens: contracts.TickLens, StateView: contracts.StateView },
      weth: contracts.WETH9.toLowerCase() as CurrencyId,
      transferFees: new Map(),
    });
    const quoteIn = parseUnits('250', 6);
    const quote = router.quote({
      chainId: CHAIN_ID,
      currencyIn: usdc.address.toLowerCase() as CurrencyId,
      currencyOut: fresh18.address.toLowerCase() as CurrencyId,
      tradeType: 'exactIn',
      amount: quoteIn,
    });
    const { result: onChain } = await session.public.simulateContract({
      address: contracts.QuoterV2,
      abi: quoterV2Abi,
      functionName: 'quoteExactInputSingle',
      args: [{ tokenIn: usdc.address, tokenOut: fresh18.address, amountIn: quoteIn, fee: FEE, sqrtPriceLimitX96: 0n }],
    });
    expect(quote?.trade.amountOut).toBe(onChain[0]);

    const lp = getAddress(session.account(LP));
    const { positions } = await api<{ positions: { pool: { address: string }; liquidity: string; status: string }[] }>(
      `/positions?owner=${lp}&chainIds=${CHAIN_ID}`,
    );
    expect(positions.find((p) => p.pool.address === key)).toMatchObject({ status: 'IN_RANGE' });
  });
});
