// Reads what the exact quoting math needs from the chain: a pool's price, liquidity and initialized ticks, every read
// at one block number, so a quote never prices a state that never existed. Which bitmap words hold initialized ticks
// comes from the indexer (it keeps the tick table from Mint/Burn and ModifyLiquidity); the ticks themselves are read
// here, at the block, so a stale word list costs at most a missing tick, never a wrong one.
import type { Address, Hex } from 'viem';
import type { ConcentratedPoolState } from '../../workers/math/concentratedSwap.ts';
import { uniswapV2PairAbi } from '../../contract/abis/v2.ts';
import { tickLensAbi, uniswapV3PoolAbi } from '../../contract/abis/v3.ts';
import { stateViewAbi } from '../../contract/abis/v4.ts';
import type { ChainClient } from './clients';

/** Every read of one snapshot names the same block. */
export type AtBlock = { blockNumber: bigint };

/** The options of every multicall here: all calls must succeed, no Multicall3 needed, at the snapshot's block. */
const pinned = (blockNumber: bigint) => ({ allowFailure: false, deployless: true, blockNumber }) as const;

export type V2Reserves = { reserve0: bigint; reserve1: bigint };

export type LoadV2ReservesParameters = AtBlock & { pair: Address };

/** @example const { reserve0, reserve1 } = await loadV2Reserves(client, { pair, blockNumber }) */
export async function loadV2Reserves(client: ChainClient, parameters: LoadV2ReservesParameters): Promise<V2Reserves> {
  const [reserve0, reserve1] = await client.readContract({
    address: parameters.pair,
    abi: uniswapV2PairAbi,
    functionName: 'getReserves',
    blockNumber: parameters.blockNumber,
  });
  return { reserve0, reserve1 };
}

/** The bitmap word a tick's compressed index falls in (TickBitmap.position). */
export function tickWordOf(tick: number, tickSpacing: number): number {
  return Math.floor(Math.floor(tick / tickSpacing) / 256);
}

export type LoadV3PoolStateParameters = AtBlock & {
  pool: Address;
  tickLens: Address;
  fee: number;
  tickSpacing: number;
  /** TickBitmap words holding an initialized tick (the indexer's tick table). */
  tickWords: readonly number[];
};

/** A v3 pool's state: slot0, liquidity and the populated ticks of its words (TickLens), in one multicall. */
export async function loadV3PoolState(
  client: ChainClient,
  parameters: LoadV3PoolStateParameters,
): Promise<ConcentratedPoolState> {
  const { pool, tickLens, fee, tickSpacing, tickWords, blockNumber } = parameters;
  const [[slot0, liquidity], words] = await Promise.all([
    client.multicall({
      contracts: [
        { address: pool, abi: uniswapV3PoolAbi, functionName: 'slot0' },
        { address: pool, abi: uniswapV3PoolAbi, functionName: 'liquidity' },
      ],
      ...pinned(blockNumber),
    }),
    client.multicall({
      contracts: tickWords.map(
        (word) =>
          ({
            address: tickLens,
            abi: tickLensAbi,
            functionName: 'getPopulatedTicksInWord',
            args: [pool, word],
          }) as const,
      ),
      ...pinned(blockNumber),
    }),
  ]);
  const ticks = words
    .flat()
    .map((t) => ({ index: t.tick, liquidityNet: t.liquidityNet }))
    .sort((a, b) => a.index - b.index);
  const [sqrtPriceX96, tick] = slot0;
  return { version: 'v3', sqrtPriceX96, tick, liquidity, fee, tickSpacing, ticks };
}

/** The fee a v4 swap charges: the LP fee, compounded with the protocol fee of the swap's direction (ProtocolFeeLibrary). */
export function v4SwapFee(protocolFee: number, lpFee: number, zeroForOne: boolean): number {
  const protocol = zeroForOne ? protocolFee % 4096 : protocolFee >> 12;
  return protocol === 0 ? lpFee : protocol + lpFee - Math.floor((protocol * lpFee) / 1_000_000);
}

/** The ticks a bitmap word marks initialized (bit b of word w is compressed tick w * 256 + b). */
export function ticksInWord(word: number, bitmap: bigint, tickSpacing: number): number[] {
  const ticks: number[] = [];
  for (let bit = 0; bitmap > 0n; bit++, bitmap >>= 1n) if (bitmap & 1n) ticks.push((word * 256 + bit) * tickSpacing);
  return ticks;
}

export type LoadV4PoolStateParameters = AtBlock & {
  poolId: Hex;
  stateView: Address;
  tickSpacing: number;
  /** TickBitmap words holding an initialized tick (the indexer's tick table). */
  tickWords: readonly number[];
};

export type V4PoolState = { zeroForOne: ConcentratedPoolState; oneForZero: ConcentratedPoolState };

/**
 * A v4 pool's state from StateView: slot0, liquidity and the bitmap words in one multicall, then the liquidityNet of
 * the ticks the words mark; both directions' fees from the one read.
 */
export async function loadV4PoolState(
  client: ChainClient,
  parameters: LoadV4PoolStateParameters,
): Promise<V4PoolState> {
  const { poolId, stateView, tickSpacing, tickWords, blockNumber } = parameters;
  const [[slot0, liquidity], bitmaps] = await Promise.all([
    client.multicall({
      contracts: [
        { address: stateView, abi: stateViewAbi, functionName: 'getSlot0', args: [poolId] },
        { address: stateView, abi: stateViewAbi, functionName: 'getLiquidity', args: [poolId] },
      ],
      ...pinned(blockNumber),
    }),
    client.multicall({
      contracts: tickWords.map(
        (word) =>
          ({ address: stateView, abi: stateViewAbi, functionName: 'getTickBitmap', args: [poolId, word] }) as const,
      ),
      ...pinned(blockNumber),
    }),
  ]);
  const initialized = tickWords.flatMap((word, i) => ticksInWord(word, bitmaps[i]!, tickSpacing));
  const infos = await client.multicall({
    contracts: initialized.map(
      (tick) => ({ address: stateView, abi: stateViewAbi, functionName: 'getTickInfo', args: [poolId, tick] }) as const,
    ),
    ...pinned(blockNumber),
  });
  const ticks = initialized
    .map((index, i) => ({ index, liquidityNet: infos[i]![1] }))
    .sort((a, b) => a.index - b.index);
  const [sqrtPriceX96, tick, protocolFee, lpFee] = slot0;
  const state = (zeroForOne: boolean): ConcentratedPoolState => ({
    version: 'v4',
    sqrtPriceX96,
    tick,
    liquidity,
    fee: v4SwapFee(protocolFee, lpFee, zeroForOne),
    tickSpacing,
    ticks,
  });
  return { zeroForOne: state(true), oneForZero: state(false) };
}
