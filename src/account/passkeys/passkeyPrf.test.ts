import { describe, expect, it } from 'vitest';
import type { RegistrationResponseJSON } from '../../../contract/passkeys';
import { PRF_SALT, prfOutputOf, withPrf, withoutPrfOutput } from './passkeyPrf';

const response = (clientExtensionResults: object) =>
  ({
    id: 'c',
    rawId: 'c',
    type: 'public-key',
    response: {},
    clientExtensionResults,
  }) as unknown as RegistrationResponseJSON;

describe('passkey PRF', () => {
  it('should ask for the PRF output over the app salt and keep the other extensions', () => {
    const options = withPrf({ challenge: 'x', extensions: { credProps: true } } as never) as {
      extensions: { credProps: boolean; prf: { eval: { first: Uint8Array } } };
    };
    expect(options.extensions.credProps).toBe(true);
    expect(options.extensions.prf.eval.first).toBe(PRF_SALT);
  });

  it('should read the output as bytes, and take it off a response before it is sent', () => {
    const bytes = new Uint8Array(32).fill(5);
    const withOutput = response({ prf: { enabled: true, results: { first: bytes.buffer } }, credProps: { rk: true } });
    expect(prfOutputOf(withOutput)).toEqual(bytes);
    expect(prfOutputOf(response({ prf: { enabled: true } }))).toBeUndefined();
    const sent = withoutPrfOutput(withOutput);
    expect(sent.clientExtensionResults).toEqual({ credProps: { rk: true } });
    expect(prfOutputOf(sent)).toBeUndefined();
  });
});
