import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openBackup, sealBackup } from './backupCrypto.ts';
import { WrongPasswordError } from './vaultCrypto.ts';

// few rounds keep the properties fast; the bound below them is lowered to match
const FAST = 1_000;
const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const words = fc.array(fc.constantFrom('abandon', 'zoo', 'legal', 'winner', 'thank', 'yellow'), {
  minLength: 12,
  maxLength: 24,
});

describe('cloud backup crypto', () => {
  it('should open a backup with its password, whatever the phrase and the password', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), words, async (password, phrase) => {
        const envelope = await sealBackup(password, phrase.join(' '), FAST);
        expect(JSON.stringify(envelope)).not.toContain(phrase[0]);
        expect(await openBackup(password, envelope, FAST)).toBe(phrase.join(' '));
      }),
      { numRuns: 25 },
    );
  });

  it('should fail with WrongPasswordError and nothing else when the password is another', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), async (password, other) => {
        fc.pre(password.normalize('NFKC') !== other.normalize('NFKC'));
        const envelope = await sealBackup(password, PHRASE, FAST);
        await expect(openBackup(other, envelope, FAST)).rejects.toBeInstanceOf(WrongPasswordError);
      }),
      { numRuns: 25 },
    );
  });

  it('should fail with WrongPasswordError and nothing else when the envelope is damaged or hostile', async () => {
    const envelope = await sealBackup('correct horse battery staple', PHRASE, FAST);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ ciphertext: fc.string() }).map((patch) => ({ ...envelope, ...patch })),
          fc.record({ iv: fc.string() }).map(({ iv }) => ({ ...envelope, cipher: { name: 'AES-GCM', iv } })),
          fc
            .integer({ min: -1, max: 2 ** 40 })
            .map((iterations) => ({ ...envelope, kdf: { ...envelope.kdf, iterations } })),
        ),
        async (damaged) => {
          fc.pre(JSON.stringify(damaged) !== JSON.stringify(envelope));
          const opened = openBackup('correct horse battery staple', damaged, FAST);
          await expect(opened).rejects.toBeInstanceOf(WrongPasswordError);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('should refuse an envelope that asks for ten billion KDF rounds without deriving', async () => {
    const envelope = await sealBackup('pw', PHRASE, FAST);
    const started = Date.now();
    await expect(
      openBackup('pw', { ...envelope, kdf: { ...envelope.kdf, iterations: 1e10 } }, FAST),
    ).rejects.toBeInstanceOf(WrongPasswordError);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
