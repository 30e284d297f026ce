import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approvableChains, namespaceChains } from './namespaces';

describe('namespaceChains', () => {
  it('should read eip155 chains from namespace keys and their chains, once each', () => {
    expect(
      namespaceChains({
        eip155: { chains: ['eip155:1', 'eip155:31337'] },
        'eip155:10': {},
        solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
        'eip155:31337': { chains: ['eip155:31337', 'eip155:nope'] },
      }),
    ).toEqual([1, 31337, 10]);
    expect(namespaceChains(undefined)).toEqual([]);
  });
});

describe('approvableChains', () => {
  it('should share the supported chains asked for, all of them when none is named, and refuse a missing required one', () => {
    expect(approvableChains({ requiredChains: [31337], optionalChains: [1, 31338] }, [31337, 31338])).toEqual([
      31337, 31338,
    ]);
    expect(approvableChains({ requiredChains: [], optionalChains: [] }, [31337, 31338])).toEqual([31337, 31338]);
    expect(approvableChains({ requiredChains: [1], optionalChains: [31337] }, [31337])).toBeUndefined();
    // an app naming only chains Sluice lacks cannot work here either
    expect(approvableChains({ requiredChains: [], optionalChains: [1, 10] }, [31337])).toBeUndefined();
  });

  it('should never share a chain Sluice lacks, and always share every required chain', () => {
    const chain = fc.constantFrom<number>(1, 10, 31337, 31338);
    fc.assert(
      fc.property(
        fc.array(chain),
        fc.array(chain),
        fc.uniqueArray(chain, { minLength: 1 }),
        (required, optional, supported) => {
          const chains = approvableChains({ requiredChains: required, optionalChains: optional }, supported);
          if (chains === undefined) {
            const missing = required.some((c) => !supported.includes(c));
            const noneShared = [...required, ...optional].every((c) => !supported.includes(c));
            expect(missing || (noneShared && required.length + optional.length > 0)).toBe(true);
            return;
          }
          expect(chains.every((c) => supported.includes(c))).toBe(true);
          expect(required.every((c) => chains.includes(c))).toBe(true);
          expect(new Set(chains).size).toBe(chains.length);
          expect(chains.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
