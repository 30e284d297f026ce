// What the smart-wallet settings (spec §4: enable, or disable on chain per network) can ask of a connected wallet's
// provider beyond EIP-1193/5792: only the embedded wallet's provider offers it (embedded.ts).
import type { EIP1193Provider, Hash } from 'viem';

export type SmartWalletControls = {
  /** Removes the account's EIP-7702 delegation on a chain; resolves with the transaction's hash once sent. */
  disableSmartWallet: (chainId: number) => Promise<Hash>;
};

/**
 * @example
 * if (hasSmartWalletControls(provider)) await provider.disableSmartWallet(31337);
 */
export function hasSmartWalletControls(
  provider: EIP1193Provider | undefined,
): provider is EIP1193Provider & SmartWalletControls {
  return typeof (provider as Partial<SmartWalletControls> | undefined)?.disableSmartWallet === 'function';
}
