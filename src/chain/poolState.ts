// Reads what the exact quoting math needs from the chain: a pool's price, liquidity and initialized ticks.
import { type Address, type Hex, type PublicClient, parseAbiItem } from 'viem';
import type { ConcentratedPoolState } from '../../workers/math/concentratedSwap.ts';
import { uniswapV2PairAbi } from './abis/v2.ts';
import { tickLensAbi, uniswapV3PoolAbi } from './abis/v3.ts';
import { stateViewAbi } from './abis/v4.ts';

const v3MintEvent = parseAbiItem(
  'event Mint(address sender, address indexed owner, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount, uint256 amount0, uint256 amount1)',
);
const v4ModifyLiquidityEvent = parseAbiItem(
  'event ModifyLiquidity(bytes32 indexed id, address indexed sender, int24 tickLower, int24 tickUpper, int256 liquidityDelta, bytes32 salt)',
);

export type V2Reserves = { reserve0: bigint; reserve1: bigint };

export async function loadV2Reserves(client: PublicClient, pair: Address): Promise<V2Reserves> {
  const [reserve0, reserve1] = await client.readContract({
    address: pair,
    abi: uniswapV2PairAbi,
    functionName: 'getReserves',
  });
  return { reserve0, reserve1 };
}

/** The bitmap word a tick's compressed index falls in (TickBitmap.position). */
function wordOf(tick: number, tickSpacing: number): number {
  return Math.floor(Math.floor(tick / tickSpacing) / 256);
}

/**
 * A v3 pool's state. Ticks are only ever initialized by mints, so the words to read through TickLens are those holding
 * a tick some Mint named since `fromBlock` (the pool's creation, or an indexer's checkpoint).
 */
export async function loadV3PoolState(
  client: PublicClient,
  params: { pool: Address; tickLens: Address; fee: number; tickSpacing: number; fromBlock: bigint },
): Promise<ConcentratedPoolState> {
  const { pool, tickLens, fee, tickSpacing, fromBlock } = params;
  const [slot0, liquidity, mints] = await Promise.all([
    client.readContract({ address: pool, abi: uniswapV3PoolAbi, functionName: 'slot0' }),
    client.readContract({ address: pool, abi: uniswapV3PoolAbi, functionName: 'liquidity' }),
    client.getLogs({ address: pool, event: v3MintEvent, fromBlock, toBlock: 'latest' }),
  ]);
  const words = [
    ...new Set(mints.flatMap((m) => [m.args.tickLower!, m.args.tickUpper!]).map((t) => wordOf(t, tickSpacing))),
  ];
  const populated = await client.multicall({
    contracts: words.map(
      (word) =>
        ({ address: tickLens, abi: tickLensAbi, functionName: 'getPopulatedTicksInWord', args: [pool, word] }) as const,
    ),
    allowFailure: false,
    deployless: true,
  });
  const ticks = populated
    .flat()
    .map((t) => ({ index: t.tick, liquidityNet: t.liquidityNet }))
    .sort((a, b) => a.index - b.index);
  return { version: 'v3', sqrtPriceX96: slot0[0], tick: slot0[1], liquidity, fee, tickSpacing, ticks };
}

/** The fee a v4 swap charges: the LP fee, compounded with the protocol fee of the swap's direction (ProtocolFeeLibrary). */
export function v4SwapFee(protocolFee: number, lpFee: number, zeroForOne: boolean): number {
  const protocol = zeroForOne ? protocolFee % 4096 : protocolFee >> 12;
  return protocol === 0 ? lpFee : protocol + lpFee - Math.floor((protocol * lpFee) / 1_000_000);
}

/** A v4 pool's state, from StateView; its ticks are those some ModifyLiquidity event named since `fromBlock`. */
export async function loadV4PoolState(
  client: PublicClient,
  params: {
    poolId: Hex;
    stateView: Address;
    poolManager: Address;
    tickSpacing: number;
    zeroForOne: boolean;
    fromBlock: bigint;
  },
): Promise<ConcentratedPoolState> {
  const { poolId, stateView, poolManager, tickSpacing, zeroForOne, fromBlock } = params;
  const [slot0, liquidity, modifications] = await Promise.all([
    client.readContract({ address: stateView, abi: stateViewAbi, functionName: 'getSlot0', args: [poolId] }),
    client.readContract({ address: stateView, abi: stateViewAbi, functionName: 'getLiquidity', args: [poolId] }),
    client.getLogs({
      address: poolManager,
      event: v4ModifyLiquidityEvent,
      args: { id: poolId },
      fromBlock,
      toBlock: 'latest',
    }),
  ]);
  const candidates = [...new Set(modifications.flatMap((m) => [m.args.tickLower!, m.args.tickUpper!]))].sort(
    (a, b) => a - b,
  );
  const infos = await client.multicall({
    contracts: candidates.map(
      (tick) => ({ address: stateView, abi: stateViewAbi, functionName: 'getTickInfo', args: [poolId, tick] }) as const,
    ),
    allowFailure: false,
    deployless: true,
  });
  const ticks = candidates
    .map((index, i) => ({ index, liquidityGross: infos[i]![0], liquidityNet: infos[i]![1] }))
    .filter((t) => t.liquidityGross > 0n)
    .map(({ index, liquidityNet }) => ({ index, liquidityNet }));
  const [sqrtPriceX96, tick, protocolFee, lpFee] = slot0;
  return {
    version: 'v4',
    sqrtPriceX96,
    tick,
    liquidity,
    fee: v4SwapFee(protocolFee, lpFee, zeroForOne),
    tickSpacing,
    ticks,
  };
}
