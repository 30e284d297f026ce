// Limit price rules of the /limit form (spec §2, §5, §8), in output amounts for the whole input so they stay bigint.

/** Expiry choices of a limit order, in seconds from signing (spec §2). A month is 30 days. */
export const LIMIT_EXPIRIES = { '1d': 86_400, '1w': 604_800, '1m': 2_592_000, '1y': 31_536_000 } as const;
export type LimitExpiry = keyof typeof LIMIT_EXPIRIES;

/** Quick choices above the market price, in percent (0 = market). */
export const LIMIT_QUICK_PERCENTAGES = [0, 1, 5, 10] as const;

/** spec §5/§8 "limit price too far from market": beyond these bounds around the market, submission is blocked. */
export const LIMIT_PRICE_BOUNDS_BPS = { below: 5_000n, above: 10_000n } as const;

/** spec §8: the open-orders maximum, and how close to it the form warns. */
export const MAX_OPEN_LIMIT_ORDERS = 100;
export const OPEN_ORDERS_WARNING_AT = 90;

const BPS = 10_000n;

/** The output the order asks for when its price is `percent` above the market's (negative: below). */
export function limitOutputAt(marketOutput: bigint, percent: number): bigint {
  return (marketOutput * (BPS + BigInt(Math.round(percent * 100)))) / BPS;
}

/** How far the limit is from the market, in basis points (positive: above market). */
export function deviationFromMarketBps(limitOutput: bigint, marketOutput: bigint): bigint {
  if (marketOutput === 0n) return 0n;
  return ((limitOutput - marketOutput) * BPS) / marketOutput;
}

export function isLimitTooFarFromMarket(limitOutput: bigint, marketOutput: bigint): boolean {
  const deviation = deviationFromMarketBps(limitOutput, marketOutput);
  return deviation > LIMIT_PRICE_BOUNDS_BPS.above || -deviation > LIMIT_PRICE_BOUNDS_BPS.below;
}

export type OpenOrdersNotice = 'none' | 'nearMaximum' | 'atMaximum';

export function openOrdersNotice(openOrders: number): OpenOrdersNotice {
  if (openOrders >= MAX_OPEN_LIMIT_ORDERS) return 'atMaximum';
  if (openOrders >= OPEN_ORDERS_WARNING_AT) return 'nearMaximum';
  return 'none';
}
