import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openWithPasskey, sealForPasskey } from './passkeyVault.ts';
import { WrongPasswordError } from './vaultCrypto.ts';

const prf = fc.uint8Array({ minLength: 32, maxLength: 32 });

describe('passkey vault', () => {
  it('should open with the PRF output it was sealed with, whatever the secret', async () => {
    await fc.assert(
      fc.asyncProperty(prf, fc.string(), async (output, secret) => {
        expect(await openWithPasskey(await sealForPasskey('cred', output, secret), output)).toBe(secret);
      }),
      { numRuns: 30 },
    );
  });

  it("should refuse another passkey's PRF output with WrongPasswordError", async () => {
    await fc.assert(
      fc.asyncProperty(prf, prf, async (output, other) => {
        fc.pre(output.some((byte, i) => byte !== other[i]));
        const sealed = await sealForPasskey('cred', output, 'test phrase');
        await expect(openWithPasskey(sealed, other)).rejects.toBeInstanceOf(WrongPasswordError);
      }),
      { numRuns: 30 },
    );
  });

  it('should keep the secret out of the seal and refuse a PRF output too short to be a key', async () => {
    const output = new Uint8Array(32).fill(7);
    const sealed = await sealForPasskey('cred', output, 'legal winner thank year');
    expect(JSON.stringify(sealed)).not.toContain('legal');
    await expect(sealForPasskey('cred', new Uint8Array(16), 'x')).rejects.toThrow('no usable key');
  });
});
