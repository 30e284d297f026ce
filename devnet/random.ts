// A seeded random source, so the same seed always gives the same market history.

export type Random = {
  next: () => number;
  between: (min: number, max: number) => number;
  logUniform: (min: number, max: number) => number;
  normal: () => number;
  poisson: (mean: number) => number;
  pickWeighted: <T>(items: readonly T[], weight: (item: T) => number) => T;
  int: (maxExclusive: number) => number;
};

/** mulberry32: small, fast and good enough for simulation (not for secrets). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    between: (min, max) => min + (max - min) * next(),
    logUniform: (min, max) => Math.exp(Math.log(min) + (Math.log(max) - Math.log(min)) * next()),
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
    poisson: (mean) => {
      const limit = Math.exp(-mean);
      let k = 0;
      for (let p = next(); p > limit; p *= next()) k++;
      return k;
    },
    pickWeighted: (items, weight) => {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let r = next() * total;
      for (const item of items) {
        r -= weight(item);
        if (r <= 0) return item;
      }
      return items[items.length - 1] as (typeof items)[number];
    },
    int: (maxExclusive) => Math.floor(next() * maxExclusive),
  };
  return random;
}
