import fc from 'fast-check';
import { expect, it } from 'vitest';
import { shortenAddress } from './shortenAddress';

it('should keep 0x, four leading and four trailing hex digits', () => {
  expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
  fc.assert(fc.property(fc.stringMatching(/^0x[0-9a-f]{40}$/), (a) => shortenAddress(a).length === 11));
});
