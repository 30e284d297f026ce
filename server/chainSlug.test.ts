import { describe, expect, it } from 'vitest';
import { chainSlug } from './chainSlug.ts';

describe('chainSlug', () => {
  it('should turn a chain name into a lowercase URL segment', () => {
    expect(chainSlug('Devnet')).toBe('devnet');
    expect(chainSlug(' Devnet L2 ')).toBe('devnet-l2');
    expect(chainSlug('OP Mainnet (Bedrock)')).toBe('op-mainnet-bedrock');
  });
});
