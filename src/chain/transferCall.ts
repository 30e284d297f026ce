// The transaction that sends a token (spec §2 send): the native coin as the transaction's value, an ERC-20 through
// its `transfer`. NFTs come with the NFT work (safeTransferFrom).
import { type Address, type Hex, encodeFunctionData, zeroAddress } from 'viem';
import { erc20Abi } from './abis/erc20';

export type TransferCallParameters = {
  /** The token's address; the zero address for the chain's native coin. */
  token: Address;
  recipient: Address;
  amount: bigint;
};

export type TransferCall = { to: Address; value: bigint; data?: Hex };

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
