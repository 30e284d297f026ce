// The transaction that sends a token (spec §2 send): the native coin as the transaction's value, an ERC-20 through
// its `transfer`, an ERC-721 NFT through `safeTransferFrom` (which a contract recipient must accept, so an NFT is not
// stranded in a contract that cannot move it).
import { type Address, type Hex, encodeFunctionData, zeroAddress } from 'viem';
import { erc20Abi } from '../../contract/abis/erc20';
import { erc721Abi } from '../../contract/abis/erc721';

export type TransferCallParameters = {
  /** The token's address; the zero address for the chain's native coin. */
  token: Address;
  recipient: Address;
  amount: bigint;
};

export type TransferCall = { to: Address; value: bigint; data?: Hex };

export type NftTransferCallParameters = { collection: Address; tokenId: bigint; from: Address; recipient: Address };

/**
 * @example
 * const { to, data } = nftTransferCall({ collection, tokenId: 7n, from: account, recipient });
 */
export function nftTransferCall({ collection, tokenId, from, recipient }: NftTransferCallParameters): TransferCall {
  return {
    to: collection,
    value: 0n,
    data: encodeFunctionData({
      abi: erc721Abi,
      functionName: 'safeTransferFrom',
      args: [from, recipient, tokenId],
    }),
  };
}

/**
 * @example
 * const { to, value, data } = transferCall({ token: usdc, recipient, amount: 1_000_000n });
 */
export function transferCall({ token, recipient, amount }: TransferCallParameters): TransferCall {
  if (token === zeroAddress) return { to: recipient, value: amount };
  return {
    to: token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
  };
}
