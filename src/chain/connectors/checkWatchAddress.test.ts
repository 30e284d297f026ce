import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkWatchAddress } from './checkWatchAddress.ts';
import { watchConnectorId, watchedAddress } from './viewOnly.ts';

const WATCHED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('view-only wallets', () => {
  it('should say "not found" for anything that is not an address, without asking the chain', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.stringMatching(/^0x[0-9a-fA-F]{0,39}$/), fc.stringMatching(/^0x[0-9a-fA-F]{41,45}$/)),
        async (input) => {
          // no chain: a chain lookup would find nothing and the answer would not be notFound
          expect(await checkWatchAddress(input, { knownAddresses: [], chains: [] })).toBe('notFound');
        },
      ),
    );
  });

  it('should say "already imported" for an address the app holds, whatever its case', async () => {
    expect(await checkWatchAddress(` ${WATCHED.toLowerCase()} `, { knownAddresses: [WATCHED], chains: [] })).toBe(
      'alreadyImported',
    );
  });

  it('should read the watched address back from its connector id and nothing from other ids', () => {
    expect(watchedAddress(watchConnectorId(WATCHED))).toBe(WATCHED);
    expect(watchedAddress('embedded')).toBeUndefined();
    expect(watchedAddress('watch:nope')).toBeUndefined();
  });
});
