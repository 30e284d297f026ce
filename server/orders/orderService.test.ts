import { describe, expect, it } from 'vitest';
import { nextNonce } from './orderService.ts';

describe('nextNonce', () => {
  it('should start at bit 0 of a random Permit2 word when the wallet has no orders', () => {
    expect(nextNonce([], () => 7n)).toBe(7n << 8n);
  });

  it('should follow the highest nonce used when the wallet has orders', () => {
    expect(nextNonce([(7n << 8n) + 2n, 7n << 8n], () => 1n)).toBe((7n << 8n) + 3n);
  });
});
