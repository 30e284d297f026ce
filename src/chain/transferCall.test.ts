import fc from 'fast-check';
import { type Address, decodeFunctionData, getAddress, parseAbi, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { erc20Abi } from '../../contract/abis/erc20';
import { nftTransferCall, transferCall } from './transferCall';

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`) as Address);
const erc721 = parseAbi(['function safeTransferFrom(address from, address to, uint256 tokenId)']);

describe('transferCall', () => {
  it('should send the native coin as value to the recipient, and a token through its transfer', () => {
    fc.assert(
      fc.property(address, address, fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (token, recipient, amount) => {
        expect(transferCall({ token: zeroAddress, recipient, amount })).toEqual({ to: recipient, value: amount });
        const call = transferCall({ token, recipient, amount });
        expect(call).toMatchObject({ to: token, value: 0n });
        expect(decodeFunctionData({ abi: erc20Abi, data: call.data! })).toMatchObject({
          functionName: 'transfer',
          args: [recipient, amount],
        });
      }),
    );
  });

  it('should send an NFT through its collection’s safeTransferFrom, from the owner', () => {
    fc.assert(
      fc.property(
        address,
        address,
        address,
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        (collection, from, to, id) => {
          const call = nftTransferCall({ collection, tokenId: id, from, recipient: to });
          expect(call).toMatchObject({ to: collection, value: 0n });
          expect(decodeFunctionData({ abi: erc721, data: call.data! })).toEqual({
            functionName: 'safeTransferFrom',
            args: [from, to, id],
          });
        },
      ),
    );
  });
});
