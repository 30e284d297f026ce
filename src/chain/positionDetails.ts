// One liquidity position as its page shows it (spec §3): its pool, range, current amounts, uncollected fees and pool
// share, read from the chain with every read pinned to one block, so the figures describe a state that existed.
// v3 from the NonfungiblePositionManager (fees: its collect, simulated by the owner, which pokes the pool first);
// v4 from the PositionManager and the StateView (fees: fee growth inside the range since the position's last
// update); v2 from the pair (an LP balance: a share of the reserves, its fees already in them). The block is read
// fresh (no cached block number): a page refreshed right after its own transaction must see that transaction.
import { type Address, type Hex, ContractFunctionRevertedError, BaseError, maxUint128, numberToHex } from 'viem';
import { getAmountsForLiquidity } from '../../workers/math/liquidityAmounts';
import { getSqrtRatioAtTick } from '../../workers/math/tickMath';
import { uniswapV2PairAbi } from '../../contract/abis/v2';
import { uniswapV3StakerAbi } from '../../contract/abis/staker';
import { nonfungiblePositionManagerAbi, uniswapV3FactoryAbi, uniswapV3PoolAbi } from '../../contract/abis/v3';
import { positionManagerAbi, stateViewAbi } from '../../contract/abis/v4';
import { poolIdOf } from '../../contract/poolKey';
import { decodePositionInfo, positionStatus, type PositionStatus } from './positionInfo';
import type { ChainClient } from './clients';

export type PositionDetails = {
  version: 'v2' | 'v3' | 'v4';
  /** The pool: the pair (v2) or pool (v3) address, the PoolId (v4): what explore's pool page is keyed by. */
  pool: Hex;
  owner: Address;
  token0: Address;
  token1: Address;
  fee: number;
  /** v4: the pool's hook contract (the zero address without one). */
  hooks?: Address;
  /** v3/v4 range; null for v2 (the whole curve). */
  tickLower: number | null;
  tickUpper: number | null;
  tickSpacing: number | null;
  /** v3/v4: the position's liquidity; v2: its LP token balance. */
  liquidity: bigint;
  /** The pool's tick and price (v3/v4) at the block read. */
  currentTick: number | null;
  sqrtPriceX96: bigint | null;
  /** The tokens the position holds now (what removing all of it returns, before fees). */
  amount0: bigint;
  amount1: bigint;
  /** Uncollected fees; null for v2 (a v2 LP's fees are in the reserves its share covers). */
  fees0: bigint | null;
  fees1: bigint | null;
  /** The position's share of the pool: of the LP supply (v2), of the liquidity active at the price (v3/v4). */
  poolShare: number;
  status: PositionStatus;
  /** v3: deposited in the LP rewards staker, which holds the NFT (`owner` is the depositor). */
  staked: boolean;
  blockNumber: bigint;
};

/** The addresses a position read needs: the chain's contracts by artifact name. */
export type PositionContracts = Partial<
  Record<
    'NonfungiblePositionManager' | 'UniswapV3Factory' | 'PositionManager' | 'StateView' | 'UniswapV3Staker',
    Address
  >
>;

const Q128 = 1n << 128n;
const MOD256 = 1n << 256n;

/** Fees earned since the last update: fee growth is a uint256 that wraps, so the difference is taken mod 2^256. */
export function feesOwed(growthInsideNow: bigint, growthInsideLast: bigint, liquidity: bigint): bigint {
  return (((((growthInsideNow - growthInsideLast) % MOD256) + MOD256) % MOD256) * liquidity) / Q128;
}

/** The share of a pool as a fraction; 0 when the pool holds nothing. */
function share(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  // eight decimal digits are plenty for a percentage and keep the division on bigint
  return Number((part * 100_000_000n) / whole) / 100_000_000;
}

/** Undefined when the token does not exist (ownerOf reverts for a burned or never-minted id). */
async function ownerOrUndefined(read: () => Promise<Address>): Promise<Address | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError)) return undefined;
    throw error;
  }
}

export async function loadV3Position(
  client: ChainClient,
  contracts: PositionContracts,
  tokenId: bigint,
): Promise<PositionDetails | undefined> {
  const manager = contracts.NonfungiblePositionManager;
  const factory = contracts.UniswapV3Factory;
  if (!manager || !factory) return undefined;
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  const at = { blockNumber };
  const holder = await ownerOrUndefined(() =>
    client.readContract({
      ...at,
      address: manager,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'ownerOf',
      args: [tokenId],
    }),
  );
  if (!holder) return undefined;
  // a position deposited in the rewards staker belongs to its depositor
  const staker = contracts.UniswapV3Staker;
  const staked = !!staker && holder.toLowerCase() === staker.toLowerCase();
  const owner = staked
    ? (
        await client.readContract({
          ...at,
          address: staker,
          abi: uniswapV3StakerAbi,
          functionName: 'deposits',
          args: [tokenId],
        })
      )[0]
    : holder;
  const [, , token0, token1, fee, tickLower, tickUpper, liquidity] = await client.readContract({
    ...at,
    address: manager,
    abi: nonfungiblePositionManagerAbi,
    functionName: 'positions',
    args: [tokenId],
  });
  const pool = await client.readContract({
    ...at,
    address: factory,
    abi: uniswapV3FactoryAbi,
    functionName: 'getPool',
    args: [token0, token1, fee],
  });
  const [slot0, poolLiquidity, tickSpacing, collected] = await Promise.all([
    client.readContract({ ...at, address: pool, abi: uniswapV3PoolAbi, functionName: 'slot0' }),
    client.readContract({ ...at, address: pool, abi: uniswapV3PoolAbi, functionName: 'liquidity' }),
    client.readContract({ ...at, address: pool, abi: uniswapV3PoolAbi, functionName: 'tickSpacing' }),
    // what collect would pay the owner now: tokens owed plus the fees accrued since the last poke
    client.simulateContract({
      ...at,
      account: holder,
      address: manager,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'collect',
      args: [{ tokenId, recipient: owner, amount0Max: maxUint128, amount1Max: maxUint128 }],
    }),
  ]);
  const [sqrtPriceX96, tick] = slot0;
  const [amount0, amount1] = getAmountsForLiquidity(
    sqrtPriceX96,
    getSqrtRatioAtTick(tickLower),
    getSqrtRatioAtTick(tickUpper),
    liquidity,
  );
  const status = positionStatus(liquidity, tickLower, tickUpper, tick);
  return {
    version: 'v3',
    pool,
    owner,
    token0,
    token1,
    fee,
    tickLower,
    tickUpper,
    tickSpacing,
    liquidity,
    currentTick: tick,
    sqrtPriceX96,
    amount0,
    amount1,
    fees0: collected.result[0],
    fees1: collected.result[1],
    poolShare: status === 'IN_RANGE' ? share(liquidity, poolLiquidity) : 0,
    status,
    staked,
    blockNumber,
  };
}

export async function loadV4Position(
  client: ChainClient,
  contracts: PositionContracts,
  tokenId: bigint,
): Promise<PositionDetails | undefined> {
  const manager = contracts.PositionManager;
  const stateView = contracts.StateView;
  if (!manager || !stateView) return undefined;
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  const at = { blockNumber };
  const owner = await ownerOrUndefined(() =>
    client.readContract({ ...at, address: manager, abi: positionManagerAbi, functionName: 'ownerOf', args: [tokenId] }),
  );
  if (!owner) return undefined;
  const [[poolKey, info], liquidity] = await Promise.all([
    client.readContract({
      ...at,
      address: manager,
      abi: positionManagerAbi,
      functionName: 'getPoolAndPositionInfo',
      args: [tokenId],
    }),
    client.readContract({
      ...at,
      address: manager,
      abi: positionManagerAbi,
      functionName: 'getPositionLiquidity',
      args: [tokenId],
    }),
  ]);
  const { tickLower, tickUpper } = decodePositionInfo(info);
  const poolId = poolIdOf(poolKey);
  // the PositionManager owns every v4 position in the PoolManager, told apart by the token id as the salt
  const salt = numberToHex(tokenId, { size: 32 });
  const [slot0, poolLiquidity, positionInfo, growthInside] = await Promise.all([
    client.readContract({ ...at, address: stateView, abi: stateViewAbi, functionName: 'getSlot0', args: [poolId] }),
    client.readContract({ ...at, address: stateView, abi: stateViewAbi, functionName: 'getLiquidity', args: [poolId] }),
    client.readContract({
      ...at,
      address: stateView,
      abi: stateViewAbi,
      functionName: 'getPositionInfo',
      args: [poolId, manager, tickLower, tickUpper, salt],
    }),
    client.readContract({
      ...at,
      address: stateView,
      abi: stateViewAbi,
      functionName: 'getFeeGrowthInside',
      args: [poolId, tickLower, tickUpper],
    }),
  ]);
  const [sqrtPriceX96, tick] = slot0;
  const [, last0, last1] = positionInfo;
  const [amount0, amount1] = getAmountsForLiquidity(
    sqrtPriceX96,
    getSqrtRatioAtTick(tickLower),
    getSqrtRatioAtTick(tickUpper),
    liquidity,
  );
  const status = positionStatus(liquidity, tickLower, tickUpper, tick);
  return {
    version: 'v4',
    pool: poolId,
    owner,
    token0: poolKey.currency0,
    token1: poolKey.currency1,
    fee: poolKey.fee,
    hooks: poolKey.hooks,
    tickLower,
    tickUpper,
    tickSpacing: poolKey.tickSpacing,
    liquidity,
    currentTick: tick,
    sqrtPriceX96,
    amount0,
    amount1,
    fees0: feesOwed(growthInside[0], last0, liquidity),
    fees1: feesOwed(growthInside[1], last1, liquidity),
    poolShare: status === 'IN_RANGE' ? share(liquidity, poolLiquidity) : 0,
    status,
    staked: false,
    blockNumber,
  };
}

/** A v2 LP's position in a pair: undefined when the address is not a pair. */
export async function loadV2Position(
  client: ChainClient,
  pair: Address,
  owner: Address,
): Promise<PositionDetails | undefined> {
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  const at = { blockNumber, address: pair, abi: uniswapV2PairAbi } as const;
  let reads;
  try {
    reads = await Promise.all([
      client.readContract({ ...at, functionName: 'token0' }),
      client.readContract({ ...at, functionName: 'token1' }),
      client.readContract({ ...at, functionName: 'getReserves' }),
      client.readContract({ ...at, functionName: 'totalSupply' }),
      client.readContract({ ...at, functionName: 'balanceOf', args: [owner] }),
    ]);
  } catch (error) {
    // not a pair: no code (the call returns nothing to decode) or a contract that reverts
    if (error instanceof BaseError) return undefined;
    throw error;
  }
  const [token0, token1, [reserve0, reserve1], totalSupply, balance] = reads;
  return {
    version: 'v2',
    pool: pair,
    owner,
    token0,
    token1,
    fee: 3000,
    tickLower: null,
    tickUpper: null,
    tickSpacing: null,
    liquidity: balance,
    currentTick: null,
    sqrtPriceX96: null,
    amount0: totalSupply > 0n ? (reserve0 * balance) / totalSupply : 0n,
    amount1: totalSupply > 0n ? (reserve1 * balance) / totalSupply : 0n,
    fees0: null,
    fees1: null,
    poolShare: share(balance, totalSupply),
    status: balance > 0n ? 'IN_RANGE' : 'CLOSED',
    staked: false,
    blockNumber,
  };
}
