// The onboarding's username claim (issue 32) is signed by the new embedded wallet before it connects: the signing
// pipeline takes it as a provider that only signs messages.
import type { Address, EIP1193Provider, Hex } from 'viem';
import { numberToHex } from 'viem';
import type { EmbeddedWallet } from '../embedded/embeddedWallet';

/**
 * The new wallet as the pipeline's provider before it connects: it answers its account and chain and signs
 * messages (personal_sign, the only request a claim makes); anything else is refused.
 */
export function messageSigningProvider(
  wallet: Pick<EmbeddedWallet, 'signer'>,
  address: Address,
  chainId: number,
): EIP1193Provider {
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [address];
    if (method === 'eth_chainId') return numberToHex(chainId);
    if (method === 'personal_sign') {
      const [message] = params as [Hex, Address];
      return wallet.signer.signMessage(address, { raw: message });
    }
    throw Object.assign(new Error(`${method} is not available before the wallet connects`), { code: 4200 });
  };
  return { request, on: () => undefined, removeListener: () => undefined } as unknown as EIP1193Provider;
}
