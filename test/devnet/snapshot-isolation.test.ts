import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { clientsFor, devnetChainManifest, isolateEachTest } from './fixtures.ts';

const stranger = '0x00000000000000000000000000000000005e1ce0';

describe('snapshot and revert between tests', () => {
  isolateEachTest();
  const chain = devnetChainManifest();
  const c = clientsFor(chain, 3);

  it('should see a transfer inside the test that made it', async () => {
    await c.walletClient.sendTransactionSync({ to: stranger, value: parseEther('2') });
    expect(await c.publicClient.getBalance({ address: stranger })).toBe(parseEther('2'));
  });

  it('should not see the previous test transfer when the next test starts', async () => {
    expect(await c.publicClient.getBalance({ address: stranger })).toBe(0n);
  });
});
