// Which pools a new position could go into (issue 13, spec §5 "select pair and fees"): for a pair, each fee tier's
// pool, whether it exists and its price now. v3 asks the factory for each tier's pool and reads slot0; v4 reads each
// tier's PoolKey (with the chosen hook) from the StateView, where a pool with no price is not initialized. v2 has one
// pair per two tokens, with its reserves.
import { type Address, zeroAddress } from 'viem';
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from '../../contract/abis/v2';
import { uniswapV3FactoryAbi, uniswapV3PoolAbi } from '../../contract/abis/v3';
import { stateViewAbi } from '../../contract/abis/v4';
import { type PoolKey, poolIdOf, sortCurrencies } from '../../contract/poolKey';
import type { ChainClient } from './clients';

export type FeeTier = { fee: number; tickSpacing: number };

export type PoolOption = FeeTier & {
  /** The v3 pool's address or the v4 pool's id (what the indexer and the data API key it by). */
  pool: `0x${string}`;
  exists: boolean;
  sqrtPriceX96?: bigint;
  tick?: number;
  /** v4 only: the key to mint with. */
  poolKey?: PoolKey;
};

export async function loadV3PoolOptions(
  client: ChainClient,
  factory: Address,
  tokenA: Address,
  tokenB: Address,
  tiers: readonly FeeTier[],
): Promise<PoolOption[]> {
  const [token0, token1] = sortCurrencies(tokenA, tokenB);
  return Promise.all(
    tiers.map(async (tier) => {
      const pool = await client.readContract({
        address: factory,
        abi: uniswapV3FactoryAbi,
        functionName: 'getPool',
        args: [token0, token1, tier.fee],
      });
      if (pool === zeroAddress) return { ...tier, pool, exists: false };
      const [sqrtPriceX96, tick] = await client.readContract({
        address: pool,
        abi: uniswapV3PoolAbi,
        functionName: 'slot0',
      });
      // a pool created but never initialized has no price yet: the mint sets it
      return sqrtPriceX96 === 0n
        ? { ...tier, pool, exists: false }
        : { ...tier, pool, exists: true, sqrtPriceX96, tick };
    }),
  );
}

export async function loadV4PoolOptions(
  client: ChainClient,
  stateView: Address,
  currencyA: Address,
  currencyB: Address,
  hooks: Address,
  tiers: readonly FeeTier[],
): Promise<PoolOption[]> {
  const [currency0, currency1] = sortCurrencies(currencyA, currencyB);
  return Promise.all(
    tiers.map(async (tier) => {
      const poolKey: PoolKey = { currency0, currency1, fee: tier.fee, tickSpacing: tier.tickSpacing, hooks };
      const pool = poolIdOf(poolKey);
      const [sqrtPriceX96, tick] = await client.readContract({
        address: stateView,
        abi: stateViewAbi,
        functionName: 'getSlot0',
        args: [pool],
      });
      return sqrtPriceX96 === 0n
        ? { ...tier, pool, poolKey, exists: false }
        : { ...tier, pool, poolKey, exists: true, sqrtPriceX96, tick };
    }),
  );
}

export type V2PairOption = { pair: Address | undefined; reserve0: bigint; reserve1: bigint; totalSupply: bigint };

export async function loadV2PairOption(
  client: ChainClient,
  factory: Address,
  tokenA: Address,
  tokenB: Address,
): Promise<V2PairOption> {
  const pair = await client.readContract({
    address: factory,
    abi: uniswapV2FactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  });
  if (pair === zeroAddress) return { pair: undefined, reserve0: 0n, reserve1: 0n, totalSupply: 0n };
  const [[reserve0, reserve1], totalSupply] = await Promise.all([
    client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
    client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'totalSupply' }),
  ]);
  return { pair, reserve0, reserve1, totalSupply };
}
