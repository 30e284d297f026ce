// spec §2 and §9: where the landing page's floating tokens sit, how big they are and how they move.
import PoissonDiskSampling from 'poisson-disk-sampling';

export const LAYOUT = {
  minDistance: 250,
  maxDistance: 375,
  tries: 10,
  minSize: 50,
  maxSize: 96,
  minFloatSeconds: 3,
  maxFloatSeconds: 6,
  /** Tokens inside this central band sit behind the headline: blurred more, so the text stays readable. */
  centralBandWidth: 480,
  /** Entrance delay at the far edges; the centre enters first. */
  maxEntranceDelaySeconds: 1.2,
} as const;

export type PlacedToken<T> = {
  token: T;
  x: number;
  y: number;
  size: number;
  floatSeconds: number;
  entranceDelaySeconds: number;
  inCentralBand: boolean;
  /** Any part of it lies over the central band, where the swap card is: scenery, not a link (issue 34). */
  reachesCentralBand: boolean;
};

/** A small deterministic generator, so the same viewport gives the same picture (stable screenshots). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function layoutFloatingTokens<T>(
  tokens: readonly T[],
  width: number,
  height: number,
  seed = 1,
): PlacedToken<T>[] {
  if (tokens.length === 0 || width <= 0 || height <= 0) return [];
  const random = seededRandom(seed);
  // Sample inside a margin of half the largest token, so no token is cut by the viewport's edge.
  const margin = LAYOUT.maxSize / 2;
  const sampler = new PoissonDiskSampling(
    {
      shape: [Math.max(width - 2 * margin, 1), Math.max(height - 2 * margin, 1)],
      minDistance: LAYOUT.minDistance,
      maxDistance: LAYOUT.maxDistance,
      tries: LAYOUT.tries,
    },
    random,
  );
  const centre = width / 2;
  return sampler.fill().map((point, index) => {
    const x = (point[0] ?? 0) + margin;
    const y = (point[1] ?? 0) + margin;
    const distance = Math.abs(x - centre);
    const size = Math.round(LAYOUT.minSize + random() * (LAYOUT.maxSize - LAYOUT.minSize));
    return {
      token: tokens[index % tokens.length]!,
      x,
      y,
      size,
      floatSeconds: LAYOUT.minFloatSeconds + random() * (LAYOUT.maxFloatSeconds - LAYOUT.minFloatSeconds),
      entranceDelaySeconds: (distance / Math.max(centre, 1)) * LAYOUT.maxEntranceDelaySeconds,
      inCentralBand: distance < LAYOUT.centralBandWidth / 2,
      reachesCentralBand: distance - size / 2 < LAYOUT.centralBandWidth / 2,
    };
  });
}
