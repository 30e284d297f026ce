import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHandoffKeyPair, HandoffDecryptionError, openHandoff, sealHandoff } from './importHandoff';

const CHANNEL = 'c2x1aWNlLWNoYW5uZWwtaWQ';

describe('the import handoff', () => {
  it('should open on the new device what the old one sealed to its key, whatever the secret', async () => {
    const device = await createHandoffKeyPair();
    await fc.assert(
      fc.asyncProperty(fc.string(), async (secret) => {
        const sealed = await sealHandoff(device.publicKey, CHANNEL, secret);
        expect(await openHandoff(device.privateKey, CHANNEL, sealed)).toBe(secret);
      }),
      { numRuns: 30 },
    );
  });

  it('should keep the secret out of what the relay sees and seal each time afresh', async () => {
    const device = await createHandoffKeyPair();
    const secret = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
    const [a, b] = [
      await sealHandoff(device.publicKey, CHANNEL, secret),
      await sealHandoff(device.publicKey, CHANNEL, secret),
    ];
    expect(JSON.stringify(a)).not.toContain('legal');
    expect([a.publicKey === b.publicKey, a.iv === b.iv, a.ciphertext === b.ciphertext]).toEqual([false, false, false]);
  });

  it('should fail with HandoffDecryptionError alone for another device, another channel or damage', async () => {
    const device = await createHandoffKeyPair();
    const eavesdropper = await createHandoffKeyPair();
    const sealed = await sealHandoff(device.publicKey, CHANNEL, 'secret phrase');
    await expect(openHandoff(eavesdropper.privateKey, CHANNEL, sealed)).rejects.toBeInstanceOf(HandoffDecryptionError);
    await expect(openHandoff(device.privateKey, 'another-channel-id', sealed)).rejects.toBeInstanceOf(
      HandoffDecryptionError,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('publicKey', 'iv', 'ciphertext'),
        fc.string({ maxLength: 120 }),
        async (field, value) => {
          fc.pre(value !== sealed[field]);
          await expect(openHandoff(device.privateKey, CHANNEL, { ...sealed, [field]: value })).rejects.toBeInstanceOf(
            HandoffDecryptionError,
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
