// The new position's range (issue 27; spec §5 "range presets or typed prices"): a preset around the price, or typed
// min and max prices (B per A) moved onto the pool's tick spacing, the −/+ buttons stepping one spacing at a time.
import { useState } from 'react';
import {
  type RangePreset,
  type RangeProblem,
  type TickRange,
  presetRange,
  rangeFromPrices,
} from '../../../lib/positions/createPosition';
import { tickToPrice } from '../../../lib/positions/rangePrice';

type RangeState = { preset: RangePreset | 'custom'; minText: string; maxText: string };
export type RangeBound = 'min' | 'max';

/** A price as a person types it: up to 8 significant digits, never in exponent form. */
export const plainDecimal = (n: number): string =>
  n.toLocaleString('en-US', { maximumSignificantDigits: 8, useGrouping: false });

export function useRangeSelection(p: {
  /** The tick a preset centres on (the pool's or the typed price's). */
  tick: number;
  tickSpacing: number;
  decimals0: number;
  decimals1: number;
  baseIsToken0: boolean;
}) {
  const { baseIsToken0, tickSpacing } = p;
  const [range, setRange] = useState<RangeState>({ preset: 'full', minText: '', maxText: '' });
  const ticks: TickRange | { problem: RangeProblem } =
    range.preset === 'custom'
      ? rangeFromPrices({ ...range, decimals0: p.decimals0, decimals1: p.decimals1, baseIsToken0, tickSpacing })
      : presetRange(range.preset, p.tick, tickSpacing);
  const valid = 'tickLower' in ticks ? ticks : undefined;
  /** A tick as B per A. */
  const displayPrice = (tick: number) => tickToPrice(tick, p.decimals0, p.decimals1, !baseIsToken0);

  const setCustom = (tickLower: number, tickUpper: number) => {
    const [a, b] = [displayPrice(tickLower), displayPrice(tickUpper)];
    const text = (n: number) => (Number.isFinite(n) ? plainDecimal(n) : '');
    setRange({ preset: 'custom', minText: text(Math.min(a, b)), maxText: text(Math.max(a, b)) });
  };

  return {
    preset: range.preset,
    /** The range's ticks, or undefined while the typed prices make none. */
    ticks: valid,
    problem: 'problem' in ticks ? ticks.problem : undefined,
    displayPrice,
    setPreset: (preset: RangePreset) => setRange({ preset, minText: '', maxText: '' }),
    /** Types the current range's prices into the fields (choosing "custom", or focusing a field). */
    fillCustom: () => valid && setCustom(valid.tickLower, valid.tickUpper),
    /** One tick spacing at a time; in the inverted view a higher price is a lower tick. */
    step: (which: RangeBound, direction: 1 | -1) => {
      if (!valid) return;
      const move = direction * (baseIsToken0 ? 1 : -1) * tickSpacing;
      let { tickLower, tickUpper } = valid;
      if ((which === 'min') === baseIsToken0) tickLower += move;
      else tickUpper += move;
      if (tickLower >= tickUpper) return;
      setCustom(tickLower, tickUpper);
    },
    /** What a bound's field shows: the typed text, 0 and ∞ for the full range, or the preset's price. */
    boundText: (which: RangeBound) =>
      range.preset === 'custom'
        ? which === 'min'
          ? range.minText
          : range.maxText
        : range.preset === 'full'
          ? which === 'min'
            ? '0'
            : '∞'
          : valid
            ? plainDecimal(displayPrice((which === 'min') === baseIsToken0 ? valid.tickLower : valid.tickUpper))
            : '',
    typeBound: (which: RangeBound, text: string) =>
      setRange((current) => ({ ...current, preset: 'custom', [which === 'min' ? 'minText' : 'maxText']: text })),
    /** The range as B per A, lower first. */
    prices: valid && {
      min: Math.min(displayPrice(valid.tickLower), displayPrice(valid.tickUpper)),
      max: Math.max(displayPrice(valid.tickLower), displayPrice(valid.tickUpper)),
    },
  };
}

export type RangeSelection = ReturnType<typeof useRangeSelection>;
