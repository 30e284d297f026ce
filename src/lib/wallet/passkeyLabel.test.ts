import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newPasskeyName, passkeyDateFormat, passkeyLabel, passkeyProvider } from './passkeyLabel';

describe('passkey labels', () => {
  it.each([
    ['Google Password Manager', 'Android'],
    ['Samsung Pass', 'Android'],
    ['Chrome on Mac', 'Chrome'],
    ['Chromium Browser', 'Chrome'],
    ['iCloud Keychain', 'iCloud'],
    ['iCloud Keychain (Managed)', 'iCloud'],
    ['Windows Hello', 'Windows'],
    ['Other', 'Other'],
    ['YubiKey 5', 'Other'],
  ])('should derive the provider of %s as %s', (name, provider) => {
    expect(passkeyProvider(name)).toBe(provider);
  });

  it('should label a named provider by its name and another by its position', () => {
    expect(passkeyLabel({ providerName: 'Windows Hello' }, 2)).toEqual({ kind: 'named', name: 'Windows Hello' });
    expect(passkeyLabel({ providerName: 'Other' }, 3)).toEqual({ kind: 'numbered', number: 3 });
  });

  it('should show the year only when the passkey was made in another year than now', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (created, now) => {
          const options = passkeyDateFormat(created.getTime(), now.getTime());
          expect('year' in options).toBe(created.getFullYear() !== now.getFullYear());
        },
      ),
    );
  });

  it('should name a new passkey after the username and the count plus one', () => {
    expect(newPasskeyName('alice', 0)).toBe('alice (1)');
    expect(newPasskeyName('alice', 2)).toBe('alice (3)');
  });
});
