import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, checkUsername } from './usernameRules';

// the service's own rule (server/usernames.ts): the form and the service must agree on every name
const SERVICE_PATTERN = /^[a-z0-9]{3,20}$/;

describe('checkUsername', () => {
  it('should accept a name exactly when the service would', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (name) => {
        expect(checkUsername(name) === undefined).toBe(SERVICE_PATTERN.test(name));
      }),
    );
  });

  it('should say a name of lowercase letters and numbers is too short or too long by its length', () => {
    const word = (min: number, max: number) =>
      fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: min, maxLength: max });
    fc.assert(fc.property(word(0, USERNAME_MIN_LENGTH - 1), (name) => checkUsername(name) === 'tooShort'));
    fc.assert(fc.property(word(USERNAME_MAX_LENGTH + 1, 40), (name) => checkUsername(name) === 'tooLong'));
  });

  it('should name capitals, spaces and accents as invalid characters whatever the length', () => {
    for (const name of ['Alice', 'al ice', 'émile', 'a-b', 'A', 'x'.repeat(25) + '!'])
      expect(checkUsername(name)).toBe('invalidCharacters');
  });
});
