import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WrongPasswordError, openSecret, sealSecret } from './vaultCrypto.ts';

// Few rounds in property runs keep them fast; one test uses the real count.
const FAST = 1_000;

describe('vault crypto', () => {
  it('should open with the password it was sealed with, whatever the secret and password', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.string(), async (password, secret) => {
        expect(await openSecret(password, await sealSecret(password, secret, FAST))).toBe(secret);
      }),
      { numRuns: 30 },
    );
  });

  it('should refuse any other password with WrongPasswordError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), async (password, other) => {
        fc.pre(password.normalize('NFKC') !== other.normalize('NFKC'));
        const vault = await sealSecret(password, 'test phrase', FAST);
        await expect(openSecret(other, vault)).rejects.toBeInstanceOf(WrongPasswordError);
      }),
      { numRuns: 30 },
    );
  });

  it('should keep the secret out of the sealed vault and salt every seal afresh', async () => {
    const secret = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
    const a = await sealSecret('correct horse battery staple', secret, FAST);
    const b = await sealSecret('correct horse battery staple', secret, FAST);
    expect(JSON.stringify(a)).not.toContain('legal');
    expect(a.kdf.salt).not.toBe(b.kdf.salt);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('should derive with 600,000 PBKDF2 rounds by default', async () => {
    const vault = await sealSecret('correct horse battery staple', 'secret');
    expect(vault.kdf.iterations).toBe(600_000);
    expect(await openSecret('correct horse battery staple', vault)).toBe('secret');
  });
});
