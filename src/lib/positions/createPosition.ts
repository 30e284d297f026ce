// The new-position form's pure rules (issue 13; spec §2 /positions/create, §5 "Position", "Hook address"): its query
// parameters, the fee tiers, typed range prices to ticks with the spec's messages, range presets, and when an initial
// price is far enough from the market to ask for confirmation. Prices are typed as "quote per base" in whole tokens,
// where base is the first token the person picked; the pool's own order may be the other way round.
import { alignTick, parseDecimal, tickForPrice, usableTickBounds } from '../../../workers/math/positionMath';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * A v4 hook address names its callbacks in its lowest 14 bits (Hooks.sol). A valid hook asks for at least one, and
 * one that returns deltas also asks for the call they belong to. The zero address means no hook.
 */
export function hookAddressProblem(text: string): 'invalid' | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!ADDRESS.test(trimmed)) return 'invalid';
  const flags = Number(BigInt(trimmed) & 0x3fffn);
  if (BigInt(trimmed) === 0n) return undefined;
  if (flags === 0) return 'invalid';
  const pairs: [number, number][] = [
    [1 << 3, 1 << 7], // beforeSwapReturnDelta needs beforeSwap
    [1 << 2, 1 << 6], // afterSwapReturnDelta needs afterSwap
    [1 << 1, 1 << 10], // afterAddLiquidityReturnDelta needs afterAddLiquidity
    [1 << 0, 1 << 8], // afterRemoveLiquidityReturnDelta needs afterRemoveLiquidity
  ];
  return pairs.some(([delta, call]) => (flags & delta) !== 0 && (flags & call) === 0) ? 'invalid' : undefined;
}

/** Hooks.sol: does a hook address ask to be called before liquidity is added (where a hook can refuse it)? */
export const hookGuardsAddLiquidity = (hook: string): boolean => (BigInt(hook) & (1n << 11n)) !== 0n;

/** The fee tiers offered, in hundredths of a basis point, with the tick spacing v3's factory and v4's usual keys use. */
export const FEE_TIERS = [
  { fee: 100, tickSpacing: 1 },
  { fee: 500, tickSpacing: 10 },
  { fee: 3000, tickSpacing: 60 },
  { fee: 10_000, tickSpacing: 200 },
] as const;

/** Fee display: fee tier divided by 10 000, as percent (spec §9). */
export const feePercent = (fee: number): number => fee / 10_000;

export type RangeProblem = 'invalidPrice' | 'minNotLower';

export type TickRange = { tickLower: number; tickUpper: number };

/**
 * Typed min and max prices (quote per base) to the pool's ticks on its spacing: each price goes to the tick at or below
 * it, moved down onto the grid. When base is the pool's token1 the prices are inverted, and the ends swap.
 */
export function rangeFromPrices(p: {
  minText: string;
  maxText: string;
  decimals0: number;
  decimals1: number;
  baseIsToken0: boolean;
  tickSpacing: number;
}): TickRange | { problem: RangeProblem } {
  const min = parseDecimal(p.minText);
  const max = parseDecimal(p.maxText);
  if (!min || !max || min.numerator === 0n || max.numerator === 0n) return { problem: 'invalidPrice' };
  if (min.numerator * max.denominator >= max.numerator * min.denominator) return { problem: 'minNotLower' };
  const toTick = (price: { numerator: bigint; denominator: bigint }) =>
    p.baseIsToken0
      ? tickForPrice(price, p.decimals0, p.decimals1)
      : tickForPrice({ numerator: price.denominator, denominator: price.numerator }, p.decimals0, p.decimals1);
  const a = toTick(min);
  const b = toTick(max);
  if (a === undefined || b === undefined) return { problem: 'invalidPrice' };
  let tickLower = alignTick(Math.min(a, b), p.tickSpacing);
  let tickUpper = alignTick(Math.max(a, b), p.tickSpacing);
  const bounds = usableTickBounds(p.tickSpacing);
  if (tickUpper <= tickLower) {
    if (tickLower + p.tickSpacing <= bounds.max) tickUpper = tickLower + p.tickSpacing;
    else tickLower = tickUpper - p.tickSpacing;
  }
  return { tickLower, tickUpper };
}

export type RangePreset = 'full' | 'wide' | 'common' | 'narrow';

/** The presets' spans around the current price, as in the Uniswap app: full, −50 %/+100 %, ±20 %, ±5 %. */
const PRESET_FACTORS: Record<Exclude<RangePreset, 'full'>, [number, number]> = {
  wide: [0.5, 2],
  common: [0.8, 1.2],
  narrow: [0.95, 1.05],
};

/** A preset's ticks around the current tick (1.0001^t per tick: a factor f is log(f)/log(1.0001) ticks). */
export function presetRange(preset: RangePreset, currentTick: number, tickSpacing: number): TickRange {
  const bounds = usableTickBounds(tickSpacing);
  if (preset === 'full') return { tickLower: bounds.min, tickUpper: bounds.max };
  const [down, up] = PRESET_FACTORS[preset];
  const ticksFor = (factor: number) => Math.round(Math.log(factor) / Math.log(1.0001));
  const tickLower = alignTick(currentTick + ticksFor(down), tickSpacing);
  let tickUpper = alignTick(currentTick + ticksFor(up), tickSpacing);
  if (tickUpper <= tickLower) tickUpper = Math.min(bounds.max, tickLower + tickSpacing);
  return { tickLower, tickUpper };
}

/** An initial price more than this far from the market's (either way) asks the person to confirm it (spec §5). */
export const INITIAL_PRICE_WARNING_RATIO = 1.1;

export function initialPriceFarFromMarket(typed: number, market: number | undefined): boolean {
  if (market === undefined || !(market > 0) || !(typed > 0)) return false;
  const ratio = typed / market;
  return ratio > INITIAL_PRICE_WARNING_RATIO || ratio < 1 / INITIAL_PRICE_WARNING_RATIO;
}

/** Base units for a typed token amount, or undefined when it is not a plain decimal with at most `decimals` places. */
export function parseTokenAmount(text: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return BigInt((match[1] || '0') + fraction.padEnd(decimals, '0'));
}
