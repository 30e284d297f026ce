// What the router knows of the market: pools with the state their math needs, and the route and trade it returns.
import type { ConcentratedPoolState } from '../math/concentratedSwap.ts';

/** Lowercase 0x address; the zero address is native ETH. */
export type CurrencyId = `0x${string}`;

export type ProtocolVersion = 'v2' | 'v3' | 'v4';

type PoolBase = {
  /** v2/v3: the pool's address; v4: the pool id. */
  id: `0x${string}`;
  currency0: CurrencyId;
  currency1: CurrencyId;
  /** Fee in hundredths of a bip, as the manifest and the contracts state it. */
  fee: number;
};

export type V2PoolSnapshot = PoolBase & { version: 'v2'; reserve0: bigint; reserve1: bigint };
export type V3PoolSnapshot = PoolBase & { version: 'v3'; state: ConcentratedPoolState };
export type V4PoolSnapshot = PoolBase & {
  version: 'v4';
  tickSpacing: number;
  hooks: `0x${string}`;
  /** Swap fee per direction (the LP fee with any protocol fee folded in). */
  state: { zeroForOne: ConcentratedPoolState; oneForZero: ConcentratedPoolState };
};

export type PoolSnapshot = V2PoolSnapshot | V3PoolSnapshot | V4PoolSnapshot;

/** A token's transfer fee, taken when it is pulled with transferFrom (fee-on-transfer tokens). */
export type TransferFees = ReadonlyMap<CurrencyId, number>;

export type RoutingPreference = {
  /** Protocol versions a route may use (the "routing preference" of the swap settings). */
  versions: readonly ProtocolVersion[];
  maxHops: number;
  /** At most this many routes in a split trade; 1 disables splitting. */
  maxSplits: number;
  /** Split granularity in percent (5 means shares of 5%, 10%, ... 100%). */
  splitStepPercent: number;
};

export const DEFAULT_ROUTING: RoutingPreference = {
  versions: ['v2', 'v3', 'v4'],
  maxHops: 3,
  maxSplits: 3,
  splitStepPercent: 5,
};

/** One hop: through a pool, or a wrap/unwrap between ETH and WETH (the router does these 1:1). */
export type Hop =
  | { kind: 'pool'; pool: PoolSnapshot; zeroForOne: boolean; currencyIn: CurrencyId; currencyOut: CurrencyId }
  | { kind: 'wrap' | 'unwrap'; currencyIn: CurrencyId; currencyOut: CurrencyId };

export type Route = { hops: Hop[]; currencyIn: CurrencyId; currencyOut: CurrencyId };

export type TradeType = 'exactIn' | 'exactOut';

export type RoutedAmount = { route: Route; percent: number; amountIn: bigint; amountOut: bigint };

export type Trade = {
  tradeType: TradeType;
  currencyIn: CurrencyId;
  currencyOut: CurrencyId;
  amountIn: bigint;
  amountOut: bigint;
  routes: RoutedAmount[];
};
