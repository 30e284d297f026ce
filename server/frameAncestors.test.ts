import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLUICE_EXTENSION_ORIGIN } from '../contract/extensionIdentity.ts';
import { frameAncestors } from './security.ts';

describe('frameAncestors', () => {
  it("should let the extension's side panel frame the app's pages and nothing frame the API", () => {
    expect(frameAncestors('/swap', [SLUICE_EXTENSION_ORIGIN])).toBe(SLUICE_EXTENSION_ORIGIN);
    expect(frameAncestors('/api/tokens', [SLUICE_EXTENSION_ORIGIN])).toBe("'none'");
    expect(frameAncestors('/swap', [])).toBe("'none'");
  });

  it('should name only exact extension origins, never a wildcard or a web origin', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.oneof(fc.string(), fc.constantFrom('*', 'https:', 'chrome-extension://*'))), (path, origins) => {
        const sources = frameAncestors(path, origins).split(' ');
        for (const source of sources) expect(source).toMatch(/^('none'|chrome-extension:\/\/[a-p]{32})$/);
      }),
    );
  });
});
