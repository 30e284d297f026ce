import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAYOUT, layoutFloatingTokens } from './floatingTokenLayout';

describe('layoutFloatingTokens', () => {
  it('should keep every token inside the viewport, apart by the minimum distance, within size and float bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 320, max: 2560 }),
        fc.integer({ min: 480, max: 1600 }),
        fc.integer(),
        (w, h, seed) => {
          const placed = layoutFloatingTokens(['A', 'B', 'C'], w, h, seed);
          expect(placed.length).toBeGreaterThan(0);
          for (const [i, a] of placed.entries()) {
            expect(a.x).toBeGreaterThanOrEqual(0);
            expect(a.x).toBeLessThanOrEqual(w);
            expect(a.size).toBeGreaterThanOrEqual(LAYOUT.minSize);
            expect(a.size).toBeLessThanOrEqual(LAYOUT.maxSize);
            expect(a.floatSeconds).toBeGreaterThanOrEqual(3);
            expect(a.floatSeconds).toBeLessThanOrEqual(6);
            for (const b of placed.slice(i + 1))
              expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(LAYOUT.minDistance - 1e-6);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
  it('should start tokens nearer the centre earlier and mark the central 480 px band', () => {
    const placed = layoutFloatingTokens(['A'], 1600, 1000, 7);
    const sorted = [...placed].sort((a, b) => Math.abs(a.x - 800) - Math.abs(b.x - 800));
    expect(sorted[0]!.entranceDelaySeconds).toBeLessThanOrEqual(sorted.at(-1)!.entranceDelaySeconds);
    for (const p of placed) expect(p.inCentralBand).toBe(Math.abs(p.x - 800) < 240);
    for (const p of placed) expect(p.reachesCentralBand).toBe(Math.abs(p.x - 800) - p.size / 2 < 240);
  });
  it('should place nothing without tokens', () => {
    expect(layoutFloatingTokens([], 1000, 800)).toEqual([]);
  });
});
