// The liquidity worker's computations as query factories (issue 27): the deposit a typed amount makes in a range, the
// deposit two amounts make (a v2 migration), and a pool's liquidity histogram. The worker lives above this layer, so
// the screen passes its function in (as wagmi's factories take their config); the key is built here from the inputs.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type LiquidityDepositInput = {
  sqrtPriceX96: bigint;
  tickLower: number;
  tickUpper: number;
  /** The pool-order side typed. */
  side: 0 | 1;
  amount: bigint;
};

export const liquidityDepositQueryKey = (input: Partial<LiquidityDepositInput>) =>
  [
    'liquidityDeposit',
    input.sqrtPriceX96?.toString(),
    input.tickLower,
    input.tickUpper,
    input.side,
    input.amount?.toString(),
  ] as const;

/**
 * The other side and the liquidity one typed amount makes in a range at a price (the worker's `deposit`). With no
 * amount yet it still says which sides the range takes; the last answer stays on screen while the next computes.
 */
export const liquidityDepositQueryOptions = <T>(
  input: Partial<LiquidityDepositInput>,
  compute: (input: LiquidityDepositInput) => Promise<T>,
) =>
  queryOptions({
    queryKey: liquidityDepositQueryKey(input),
    enabled: input.sqrtPriceX96 !== undefined && input.tickLower !== undefined && input.tickUpper !== undefined,
    queryFn: () =>
      compute({
        sqrtPriceX96: input.sqrtPriceX96!,
        tickLower: input.tickLower!,
        tickUpper: input.tickUpper!,
        side: input.side ?? 0,
        amount: input.amount ?? 0n,
      }),
    placeholderData: keepPreviousData,
  });

export type DepositForAmountsInput = {
  sqrtPriceX96: bigint;
  tickLower: number;
  tickUpper: number;
  amount0: bigint;
  amount1: bigint;
};

export const depositForAmountsQueryKey = (input: Partial<DepositForAmountsInput>) =>
  [
    'migrateV2Plan',
    input.sqrtPriceX96?.toString(),
    input.tickLower,
    input.tickUpper,
    input.amount0?.toString(),
    input.amount1?.toString(),
  ] as const;

/** The most liquidity two amounts buy in a range at a price, and what it takes (the worker's `depositForAmounts`). */
export const depositForAmountsQueryOptions = <T>(
  input: Partial<DepositForAmountsInput>,
  compute: (input: DepositForAmountsInput) => Promise<T>,
) =>
  queryOptions({
    queryKey: depositForAmountsQueryKey(input),
    enabled: input.sqrtPriceX96 !== undefined,
    queryFn: () => compute(input as DepositForAmountsInput),
  });

export type LiquidityHistogramInput = {
  chainId: number;
  /** The pool: a v3 address or a v4 PoolId. */
  pool: string | undefined;
  /** When the pool's ticks were read (the query's dataUpdatedAt): new ticks draw new bars. */
  ticksUpdatedAt: number;
  from: number | undefined;
  to: number | undefined;
};

export const liquidityHistogramQueryKey = (input: LiquidityHistogramInput) =>
  ['liquidityHistogram', input.chainId, input.pool, input.ticksUpdatedAt, input.from, input.to] as const;

/** A pool's liquidity in bars between two ticks, drawn by the worker from the indexer's ticks; null when none. */
export const liquidityHistogramQueryOptions = <T>(
  input: LiquidityHistogramInput,
  draw: (window: { pool: string; from: number; to: number }) => Promise<T | undefined>,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: liquidityHistogramQueryKey(input),
    enabled: enabled && !!input.pool && input.from !== undefined && input.to !== undefined,
    queryFn: async () => (await draw({ pool: input.pool!, from: input.from!, to: input.to! })) ?? null,
    placeholderData: keepPreviousData,
  });
