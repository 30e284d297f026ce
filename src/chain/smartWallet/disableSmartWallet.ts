// Turning the smart wallet off on a chain (spec §4 "disabled onchain per network", transaction type "remove
// delegation"): an EIP-7702 authorization to the zero address clears the account's code (EIP-7702: a designator to
// address 0 resets the code hash), sent in a type-4 transaction from the account to itself.
import { type Account, type Chain, type Hash, type Transport, type WalletClient, zeroAddress } from 'viem';
import { sendTransaction, signAuthorization } from 'viem/actions';

export type DisableSmartWalletParameters = { wallet: WalletClient<Transport, Chain, Account> };

export type DisableSmartWalletReturnType = Hash;

/**
 * @example
 * const hash = await disableSmartWallet({ wallet }); // then wait for its receipt: the account has no code
 */
export async function disableSmartWallet({
  wallet,
}: DisableSmartWalletParameters): Promise<DisableSmartWalletReturnType> {
  const authorization = await signAuthorization(wallet, { contractAddress: zeroAddress, executor: 'self' });
  return sendTransaction(wallet, { to: wallet.account.address, authorizationList: [authorization] });
}
