import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_CODE_ALPHABET, IMPORT_CODE_LENGTH, importQrText } from './importRelay';
import { normalizeImportCode, readImportCode } from './importCodeFormat';

const code = fc
  .array(fc.constantFrom(...IMPORT_CODE_ALPHABET), { minLength: IMPORT_CODE_LENGTH, maxLength: IMPORT_CODE_LENGTH })
  .map((chars) => chars.join(''));

describe('the one-time code as typed or scanned', () => {
  it('should accept any code the relay gives, typed in any case with spaces or a dash', () => {
    fc.assert(
      fc.property(code, fc.boolean(), fc.constantFrom('', ' ', '-', '  '), (c, lower, gap) => {
        const typed = ` ${lower ? c.toLowerCase() : c}`.replace(/^(.{4})/, `$1${gap}`);
        expect(normalizeImportCode(typed)).toBe(c);
      }),
    );
  });

  it('should refuse anything that is not 6 letters or digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (typed) => {
        const kept = typed.replace(/[\s-]/g, '');
        fc.pre(!/^[A-Za-z0-9]{6}$/.test(kept));
        expect(normalizeImportCode(typed)).toBeUndefined();
      }),
    );
  });

  it('should read the channel and the code from the new device QR code', () => {
    fc.assert(
      fc.property(code, fc.base64String({ minLength: 24, maxLength: 24 }), (c, raw) => {
        const channelId = raw.replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, 'A');
        expect(readImportCode(importQrText({ channelId, code: c }))).toEqual({ channelId, code: c });
      }),
    );
  });
});
