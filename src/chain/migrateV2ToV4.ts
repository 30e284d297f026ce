// Migrating a v2 share into v4 (issue 13, 27; spec §1 "migrate v2 or v3 to v4"), two transactions: Router02 burns the
// share with the pair's permit (the least it accepts 0.5 % under the share's amounts), then what the pair's Burn event
// says came out is minted into the v4 pool of the same pair, at most those amounts. A v4 pool that does not exist is
// created at the v2 pair's price. The plan's ticks come from that price exactly (TickMath), never a float logarithm.
import type { Address } from 'viem';
import { tickAtSqrtPrice } from '../lib/positions/rangePrice';
import { lessSlippage, sqrtBigInt } from '../../workers/math/positionMath';
import { V4_TICK_SPACING, v4PoolKeyFor } from './migrateV3ToV4';
import { type PayableCall, POSITION_DEADLINE_SECONDS, v4MintCall } from './mintPosition';
import { type BuildCallContext, type SideNeed, depositNeeds } from './mintPositionRequest';
import { type PoolKey, NATIVE_CURRENCY } from '../../contract/poolKey';

export type TokenPair = { amount0: bigint; amount1: bigint };

export type PlanV2ToV4MigrationParameters = {
  /** The v2 pair's tokens and what the owner's share redeems now, in the pair's order. */
  token0: Address;
  token1: Address;
  amount0: bigint;
  amount1: bigint;
  fee: number;
  weth: Address | undefined;
  /** Hold native ETH in v4 instead of WETH (only when the pair holds WETH). */
  useNative: boolean;
  /** The v4 pool's sqrtPriceX96, 0 when it does not exist yet. */
  v4SqrtPriceX96: bigint;
  slippageBips: number;
};

export type PlanV2ToV4MigrationReturnType = {
  poolKey: PoolKey;
  /** v4's currency0 is the pair's token1 (native ETH sorts first when WETH was token1). */
  flipped: boolean;
  createPool: boolean;
  /** The v4 pool's price, or the pair's for a pool the deposit creates; undefined for an empty pair. */
  sqrtPriceX96: bigint | undefined;
  /** The tick at that price (0 with no price), where the range presets centre. */
  tick: number;
  /** Pair order: the least the withdrawal accepts. */
  withdrawMin: TokenPair;
  /** Pair order to the v4 pool's order. */
  toV4Order: (pair: TokenPair) => TokenPair;
};

/**
 * @example
 * const plan = planV2ToV4Migration({ token0: USDC, token1: WETH, amount0, amount1, fee: 3000, weth: WETH,
 *   useNative: true, v4SqrtPriceX96: 0n, slippageBips: 50 });
 */
export function planV2ToV4Migration(p: PlanV2ToV4MigrationParameters): PlanV2ToV4MigrationReturnType {
  const native =
    p.useNative && !!p.weth && [p.token0, p.token1].some((tk) => tk.toLowerCase() === p.weth!.toLowerCase());
  const poolKey = v4PoolKeyFor({
    token0: p.token0,
    token1: p.token1,
    fee: p.fee,
    tickSpacing: V4_TICK_SPACING[p.fee] ?? 60,
    weth: p.weth ?? p.token0,
    useNative: native,
  });
  const asV4 = (token: Address) => (native && token.toLowerCase() === p.weth?.toLowerCase() ? NATIVE_CURRENCY : token);
  const flipped = asV4(p.token0).toLowerCase() !== poolKey.currency0.toLowerCase();
  const toV4Order = (pair: TokenPair): TokenPair => (flipped ? { amount0: pair.amount1, amount1: pair.amount0 } : pair);
  // a pool the deposit creates starts at the pair's price (its reserves in v4 order, raw units)
  const reserves = toV4Order({ amount0: p.amount0, amount1: p.amount1 });
  const pairPrice = reserves.amount0 > 0n ? sqrtBigInt((reserves.amount1 << 192n) / reserves.amount0) : undefined;
  const createPool = p.v4SqrtPriceX96 === 0n;
  const sqrtPriceX96 = createPool ? pairPrice : p.v4SqrtPriceX96;
  return {
    poolKey,
    flipped,
    createPool,
    sqrtPriceX96,
    tick: sqrtPriceX96 === undefined ? 0 : tickAtSqrtPrice(sqrtPriceX96),
    withdrawMin: { amount0: lessSlippage(p.amount0, p.slippageBips), amount1: lessSlippage(p.amount1, p.slippageBips) },
    toV4Order,
  };
}

export type MigrateV2DepositRequestParameters = {
  positionManager: Address;
  poolKey: PoolKey;
  tickLower: number;
  tickUpper: number;
  /** The liquidity the withdrawn amounts buy in the range (the liquidity worker's depositForAmounts). */
  liquidity: bigint;
  /** v4 order: what the withdrawal paid out, the most the mint may take. */
  withdrawn: TokenPair;
  /** Set when the pool does not exist: the deposit initializes it at this price. */
  createAtSqrtPriceX96?: bigint;
  owner: Address;
};

export type MigrateV2DepositRequestReturnType = {
  spender: Address;
  viaPermit2: true;
  needs: SideNeed[];
  buildCall: (context: BuildCallContext) => PayableCall;
};

/** The second transaction: the v4 mint paid from what the withdrawal paid out (a moved price takes less, never more). */
export function migrateV2DepositRequest(p: MigrateV2DepositRequestParameters): MigrateV2DepositRequestReturnType {
  const { currency0, currency1 } = p.poolKey;
  return {
    spender: p.positionManager,
    viaPermit2: true,
    needs: depositNeeds([currency0, currency1], [p.withdrawn.amount0, p.withdrawn.amount1], undefined),
    buildCall: ({ chainNow, permit }) =>
      v4MintCall({
        positionManager: p.positionManager,
        poolKey: p.poolKey,
        tickLower: p.tickLower,
        tickUpper: p.tickUpper,
        liquidity: p.liquidity,
        amount0Max: p.withdrawn.amount0,
        amount1Max: p.withdrawn.amount1,
        owner: p.owner,
        deadline: chainNow + POSITION_DEADLINE_SECONDS,
        initialSqrtPriceX96: p.createAtSqrtPriceX96,
        permit,
      }),
  };
}
