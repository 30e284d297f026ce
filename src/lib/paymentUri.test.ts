import fc from 'fast-check';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { addressPaymentUri, readAddressPaymentUri } from './paymentUri';

describe('addressPaymentUri', () => {
  it('should write the EIP-681 form of the devnet account', () => {
    expect(addressPaymentUri('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 31337)).toBe(
      'ethereum:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266@31337',
    );
  });
  it('should read back the address and chain of any URI it writes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.integer({ min: 1, max: 2 ** 40 }),
        (bytes, id) => {
          const address = getAddress(`0x${Buffer.from(bytes).toString('hex')}`);
          expect(readAddressPaymentUri(addressPaymentUri(address, id))).toEqual({ address, chainId: id });
        },
      ),
    );
  });
  it.each([
    'ethereum:0x12@1',
    'bitcoin:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266@1',
    'ethereum:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266@0',
  ])('should not read %s', (uri) => expect(readAddressPaymentUri(uri)).toBeUndefined());
});
