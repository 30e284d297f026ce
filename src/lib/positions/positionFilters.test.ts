import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesFilters, STATUS_FILTERS, VERSION_FILTERS } from './positionFilters';

const position = fc.record({
  status: fc.constantFrom('IN_RANGE' as const, 'OUT_OF_RANGE' as const, 'CLOSED' as const),
  version: fc.constantFrom('v2' as const, 'v3' as const, 'v4' as const),
});

describe('matchesFilters', () => {
  it('should put every position in exactly one of the open list and the closed view', () => {
    fc.assert(
      fc.property(position, (row) => {
        expect(Number(matchesFilters(row, 'open', 'all')) + Number(matchesFilters(row, 'CLOSED', 'all'))).toBe(1);
      }),
    );
  });

  it('should never match a position of another version or status than the one asked', () => {
    fc.assert(
      fc.property(position, fc.constantFrom(...STATUS_FILTERS), fc.constantFrom(...VERSION_FILTERS), (row, s, v) => {
        if (!matchesFilters(row, s, v)) return;
        if (v !== 'all') expect(row.version).toBe(v);
        if (s !== 'open') expect(row.status).toBe(s);
        else expect(row.status).not.toBe('CLOSED');
      }),
    );
  });
});
