import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from './base64url.ts';
import { extensionPasskeyUrl, readExtensionPasskeyRequest } from './extensionPasskey.ts';

const base64url = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);

describe('extensionPasskeyUrl', () => {
  it('should read back as the request it was made from', () => {
    fc.assert(
      fc.property(
        base64url,
        fc.constantFrom('register', 'unlock') as fc.Arbitrary<'register' | 'unlock'>,
        base64url,
        (nonce, mode, credential) => {
          const request = mode === 'unlock' ? { nonce, mode, credential } : { nonce, mode };
          const url = new URL(extensionPasskeyUrl('http://localhost:8787', request));
          expect(url.origin + url.pathname).toBe('http://localhost:8787/auth/passkey/extension');
          expect(readExtensionPasskeyRequest(url.search)).toEqual(request);
        },
      ),
    );
  });
});

describe('readExtensionPasskeyRequest', () => {
  it('should find no request when the page was not opened by the extension', () => {
    for (const search of [
      '',
      '?mode=register',
      '?nonce=abc',
      '?nonce=abc&mode=delete',
      '?nonce=a%20b&mode=register',
      '?nonce=abc&mode=unlock',
      '?nonce=abc&mode=unlock&credential=a/b',
    ])
      expect(readExtensionPasskeyRequest(search), search).toBeUndefined();
  });
});

describe('base64url', () => {
  it('should read back any bytes it writes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(fromBase64url(toBase64url(bytes))).toEqual(bytes);
      }),
    );
  });
});
