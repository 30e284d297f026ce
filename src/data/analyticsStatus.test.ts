import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsResponseStatus } from './analyticsStatus';

describe('analyticsResponseStatus', () => {
  it('should name the special statuses of spec §4', () => {
    expect([429, 413, 408].map(analyticsResponseStatus)).toEqual(['rate_limit', 'payload_too_large', 'Timeout']);
  });
  it('should map every status to its range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (status) => {
        const name = analyticsResponseStatus(status);
        if (status >= 200 && status < 300) expect(name).toBe('success');
        else if ([429, 413, 408].includes(status)) expect(name).not.toBe('invalid');
        else if (status >= 400 && status < 500) expect(name).toBe('invalid');
        else if (status >= 500 && status < 600) expect(name).toBe('failed');
        else expect(name).toBe('unknown');
      }),
    );
  });
});
