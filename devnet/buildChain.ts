import { type Address, parseEther } from 'viem';
import { deployCounterHook, deployNftCollections, deployTokens } from './deployAssets.ts';
import { deployNames } from './deployNames.ts';
import { deployProtocol } from './deployProtocol.ts';
import { deploySpokePool } from './deploySpokePool.ts';
import { stockAgents } from './stockAgents.ts';
import { deploySmartWalletDelegate } from './deploySmartWalletDelegate.ts';
import { deployStaker } from './deployStaker.ts';
import { deployUniswapX } from './deployUniswapX.ts';
import { Holdings, NATIVE_ETH, usdToAmount } from './holdings.ts';
import type { ChainDeployment, TokenManifest } from '../contract/deployment.ts';
import { ACCOUNT_FUNDING_USD, HISTORY, POOLS, type PoolSpec } from './market.ts';
import { seededRandom } from './random.ts';
import {
  type SeedContext,
  type SeededPool,
  type SeededPosition,
  seedV2Pool,
  seedV3Pool,
  seedV4Pool,
} from './seedPools.ts';
import type { ChainSession } from './session.ts';
import { MarketSimulator, PriceWalk } from './simulator.ts';
import type { MarketPool } from './trade.ts';

/** ETH every dev account holds when the build ends. */
export const ACCOUNT_ETH = parseEther('100');

export type BuildTimes = { historyStart: number; historyEnd: number };
export type BuiltChain = {
  manifest: Omit<ChainDeployment, 'rpcUrl'>;
  finalPrices: Record<string, number>;
  swaps: number;
  liquidityChanges: number;
};

/** Deploys the protocol, the tokens, NFTs and pools, then plays the seeded market's history on one fresh chain. */
export async function buildChain(
  chain: ChainSession,
  times: BuildTimes,
  log: (m: string) => void,
): Promise<BuiltChain> {
  const startBlock = Number(await chain.public.getBlockNumber());
  const contracts = await deployProtocol(chain);
  const tokens = await deployTokens(chain, contracts.WETH9, contracts.PositionManager);
  const hooks: Record<string, Address> = { MockCounterHook: await deployCounterHook(chain, contracts.PoolManager) };
  const nftCollections = await deployNftCollections(chain);
  log(
    `chain ${chain.chainId}: protocol, ${tokens.length} tokens and ${nftCollections.length} NFT collections deployed`,
  );

  const random = seededRandom(HISTORY.seed + chain.chainId);
  // one market: both chains walk the same prices (their own random only picks trades)
  const walk = new PriceWalk(seededRandom(HISTORY.seed));
  const holdings = new Holdings(chain, contracts.WETH9);
  const tokenBySymbol = (symbol: string): TokenManifest => {
    if (symbol === 'ETH') return NATIVE_ETH;
    const token = tokens.find((t) => t.symbol === symbol);
    if (!token) throw new Error(`Token ${symbol} is not on chain ${chain.chainId}`);
    return token;
  };
  const ctx: SeedContext = { chain, contracts, holdings, tokenBySymbol, priceUsd: (s) => walk.price(s), hooks };

  const pools: SeededPool[] = [];
  const positions: SeededPosition[] = [];
  const seeders = { v2: seedV2Pool, v3: seedV3Pool, v4: seedV4Pool } as const;
  for (const spec of POOLS.filter((p) => p.chainId === chain.chainId)) {
    const seeded = await seeders[spec.version](ctx, spec);
    pools.push(seeded.pool);
    positions.push(...seeded.positions);
  }
  log(`chain ${chain.chainId}: ${pools.length} pools with ${positions.length} positions`);

  const simulator = new MarketSimulator({
    chain,
    contracts,
    holdings,
    pools: pools.map(toMarketPool),
    positions,
    random,
    walk,
  });
  for (let hour = times.historyStart; hour < times.historyEnd; hour += 3600) await simulator.simulateHour(hour);
  log(
    `chain ${chain.chainId}: history of ${simulator.swaps} swaps (and ${simulator.arbitrageur.swaps} arbitrage swaps) and ${simulator.liquidityChanges} liquidity changes`,
  );

  const UniswapV3Staker = await deployStaker(ctx, pools);
  const names = await deployNames(chain);
  // last of the deployments, so every address deployed before it stays where it was
  const delegation = await deploySmartWalletDelegate(chain);

  // Every dev account ends holding ETH and every token, whatever the history did with them.
  for (let account = 0; account < 10; account++) {
    for (const token of tokens) {
      await holdings.ensure(account, token, usdToAmount(ACCOUNT_FUNDING_USD, walk.price(token.symbol), token.decimals));
    }
    await chain.test.setBalance({ address: chain.account(account), value: ACCOUNT_ETH });
  }
  await chain.test.mine({ blocks: 1 });
  const uniswapX = await deployUniswapX(chain);
  // the bridge after everything else, so every address deployed before it stays where it was
  const SpokePool = await deploySpokePool(chain, contracts.WETH9);
  await stockAgents(chain, holdings, { ...contracts, ...uniswapX, SpokePool }, tokens);

  return {
    manifest: {
      chainId: chain.chainId,
      name: chain.name,
      contracts: { ...contracts, ...uniswapX, UniswapV3Staker, SpokePool, ...names.contracts },
      tokens,
      pools: pools.map((p) => p.manifest),
      nftCollections,
      names: names.names,
      startBlock,
      delegation,
    },
    finalPrices: walk.snapshot(),
    swaps: simulator.swaps,
    liquidityChanges: simulator.liquidityChanges,
  };
}

export function toMarketPool(
  pool: Pick<SeededPool, 'manifest' | 'token0' | 'token1' | 'poolKey'> & {
    spec: Pick<PoolSpec, 'tvlUsd' | 'activity'>;
  },
): MarketPool {
  return {
    manifest: pool.manifest,
    token0: pool.token0,
    token1: pool.token1,
    poolKey: pool.poolKey,
    tvlUsd: pool.spec.tvlUsd,
    activity: pool.spec.activity,
  };
}
