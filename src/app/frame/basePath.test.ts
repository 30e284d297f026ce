import { describe, expect, it } from 'vitest';
import { basePath } from './basePath';

describe('basePath', () => {
  it('should name the first path segment, so /explore/tokens and /explore/pools share one', () => {
    expect(basePath('/explore/tokens/devnet')).toBe('explore');
    expect(basePath('/explore/pools')).toBe('explore');
    expect(basePath('/')).toBe('');
  });
});
