// The new position's range (issue 27; spec §5 "range presets or typed prices"): a preset around the price, or typed
// min and max prices (B per A) moved onto the pool's tick spacing (shown as soon as a field loses focus, issue 34), the
// −/+ buttons stepping one spacing at a time.
import { useState } from 'react';
import {
  type RangePreset,
  type RangeProblem,
  type TickRange,
  presetRange,
  rangeFromPrices,
} from '../../../lib/positions/createPosition';
import { boundPriceText, tickToPrice } from '../../../lib/positions/rangePrice';

type RangeState = { preset: RangePreset | 'custom'; minText: string; maxText: string };
export type RangeBound = 'min' | 'max';

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
  // the bounds a field moved onto the tick grid when it lost focus: it says so until typed again (issue 34)
  const [snapped, setSnapped] = useState<ReadonlySet<RangeBound>>(new Set());
  const ticks: TickRange | { problem: RangeProblem } =
    range.preset === 'custom'
      ? rangeFromPrices({ ...range, decimals0: p.decimals0, decimals1: p.decimals1, baseIsToken0, tickSpacing })
      : presetRange(range.preset, p.tick, tickSpacing);
  const valid = 'tickLower' in ticks ? ticks : undefined;
  /** A tick as B per A. */
  const displayPrice = (tick: number) => tickToPrice(tick, p.decimals0, p.decimals1, !baseIsToken0);

  /** A tick's price as its field shows it, rounded so that it reads back as the same tick. */
  const tickText = (tick: number) => boundPriceText(tick, p.decimals0, p.decimals1, !baseIsToken0);
  /** The tick of a bound: in the inverted view the lower price is the upper tick. */
  const boundTick = (which: RangeBound, ticks: TickRange) =>
    (which === 'min') === baseIsToken0 ? ticks.tickLower : ticks.tickUpper;

  const setCustom = (ticks: TickRange) => {
    setSnapped(new Set());
    setRange({
      preset: 'custom',
      minText: tickText(boundTick('min', ticks)),
      maxText: tickText(boundTick('max', ticks)),
    });
  };

  return {
    preset: range.preset,
    /** The range's ticks, or undefined while the typed prices make none. */
    ticks: valid,
    problem: 'problem' in ticks ? ticks.problem : undefined,
    displayPrice,
    setPreset: (preset: RangePreset) => {
      setSnapped(new Set());
      setRange({ preset, minText: '', maxText: '' });
    },
    /** Types the current range's prices into the fields (choosing "custom", or focusing a field). */
    fillCustom: () => valid && setCustom(valid),
    /** Whether the bound's field was moved onto the tick grid when it lost focus (and not typed since). */
    snapped: (which: RangeBound) => snapped.has(which),
    /** On leaving a field: shows the price the range will use, the tick grid's, in place of the typed one. */
    snapBound: (which: RangeBound) => {
      if (range.preset !== 'custom' || !valid) return;
      const key = which === 'min' ? 'minText' : 'maxText';
      const shown = tickText(boundTick(which, valid));
      if (shown === range[key] || shown === '') return;
      setRange((current) => ({ ...current, [key]: shown }));
      setSnapped((current) => new Set(current).add(which));
    },
    /** One tick spacing at a time; in the inverted view a higher price is a lower tick. */
    step: (which: RangeBound, direction: 1 | -1) => {
      if (!valid) return;
      const move = direction * (baseIsToken0 ? 1 : -1) * tickSpacing;
      let { tickLower, tickUpper } = valid;
      if ((which === 'min') === baseIsToken0) tickLower += move;
      else tickUpper += move;
      if (tickLower >= tickUpper) return;
      setCustom({ tickLower, tickUpper });
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
            ? tickText(boundTick(which, valid))
            : '',
    typeBound: (which: RangeBound, text: string) => {
      setSnapped((current) => {
        const next = new Set(current);
        next.delete(which);
        return next;
      });
      setRange((current) => ({ ...current, preset: 'custom', [which === 'min' ? 'minText' : 'maxText']: text }));
    },
    /** The range as B per A, lower first. */
    prices: valid && {
      min: Math.min(displayPrice(valid.tickLower), displayPrice(valid.tickUpper)),
      max: Math.max(displayPrice(valid.tickLower), displayPrice(valid.tickUpper)),
    },
  };
}

export type RangeSelection = ReturnType<typeof useRangeSelection>;
