// The liquidity worker's API (issue 13: range, tick and amount math run in a Comlink worker on bigint): the create and
// add screens ask it for the deposit a typed amount buys and for the pool's liquidity histogram while a range bound is
// dragged. A pool's ticks are sent once and kept sorted with their running sum, so each histogram is a few binary
// searches per bar instead of a pass over every tick.
import {
  type Deposit,
  type DepositSide,
  depositForAmount,
  depositForAmounts,
  depositSides,
} from '../math/positionMath.ts';

export type HistogramTicks = { tick: number; liquidityNet: string }[];

export type Histogram = { ticks: number[]; liquidity: number[] };

type SortedTicks = { ticks: Int32Array; cumulative: bigint[] };

/** The active liquidity at the start of each of `buckets` steps from `from` to `to`: the sum of liquidityNet up to it. */
export function histogramOf(sorted: SortedTicks, from: number, to: number, buckets: number): Histogram {
  const step = Math.max(1, Math.floor((to - from) / Math.max(1, buckets)));
  const starts: number[] = [];
  const liquidity: number[] = [];
  for (let i = 0; i < buckets; i++) {
    const x = from + i * step;
    // the last initialized tick at or below x
    let lo = 0;
    let hi = sorted.ticks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted.ticks[mid]! <= x) lo = mid + 1;
      else hi = mid;
    }
    const value = lo === 0 ? 0n : sorted.cumulative[lo - 1]!;
    starts.push(x);
    liquidity.push(value < 0n ? 0 : Number(value));
  }
  return { ticks: starts, liquidity };
}

export function sortTicks(rows: HistogramTicks): SortedTicks {
  const sorted = [...rows].sort((a, b) => a.tick - b.tick);
  const ticks = Int32Array.from(sorted, (row) => row.tick);
  const cumulative: bigint[] = [];
  let sum = 0n;
  for (const row of sorted) {
    sum += BigInt(row.liquidityNet);
    cumulative.push(sum);
  }
  return { ticks, cumulative };
}

export function createLiquidityApi() {
  const pools = new Map<string, SortedTicks>();
  return {
    /** Keeps a pool's initialized ticks for the histograms that follow. */
    loadTicks(pool: string, rows: HistogramTicks): number {
      pools.set(pool, sortTicks(rows));
      return rows.length;
    },
    histogram(pool: string, from: number, to: number, buckets: number): Histogram | undefined {
      const sorted = pools.get(pool);
      return sorted && histogramOf(sorted, from, to, buckets);
    },
    deposit(input: {
      sqrtPriceX96: bigint;
      tickLower: number;
      tickUpper: number;
      side: DepositSide;
      amount: bigint;
    }): Deposit & { sides: { token0: boolean; token1: boolean } } {
      return {
        ...depositForAmount(input),
        sides: depositSides(input.sqrtPriceX96, input.tickLower, input.tickUpper),
      };
    },
    depositForAmounts(input: {
      sqrtPriceX96: bigint;
      tickLower: number;
      tickUpper: number;
      amount0: bigint;
      amount1: bigint;
    }): Deposit {
      return depositForAmounts(input);
    },
  };
}

export type LiquidityApi = ReturnType<typeof createLiquidityApi>;
