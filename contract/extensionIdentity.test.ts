import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SLUICE_EXTENSION_ID, SLUICE_EXTENSION_KEY } from './extensionIdentity.ts';

describe('the extension identity', () => {
  it('should name the id Chrome derives from the manifest key', () => {
    const digest = createHash('sha256').update(Buffer.from(SLUICE_EXTENSION_KEY, 'base64')).digest('hex');
    const id = [...digest.slice(0, 32)].map((hex) => String.fromCharCode(97 + parseInt(hex, 16))).join('');
    expect(id).toBe(SLUICE_EXTENSION_ID);
  });
});
