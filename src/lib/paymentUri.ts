// EIP-681 payment request URIs: what a Receive QR code holds, so a scanning wallet fills in the address and network.
import type { Address } from 'viem';

/**
 * `ethereum:<address>@<chainId>`: a request to pay the native coin to `address` on chain `chainId` (EIP-681, with
 * the amount left for the payer).
 *
 * @example
 * addressPaymentUri('0xf39F…2266', 31337); // 'ethereum:0xf39F…2266@31337'
 */
export function addressPaymentUri(address: Address, chainId: number): string {
  return `ethereum:${address}@${chainId}`;
}

/** The address and chain id of an `ethereum:` URI written by {@link addressPaymentUri}, or undefined. */
export function readAddressPaymentUri(uri: string): { address: string; chainId: number } | undefined {
  const match = /^ethereum:(0x[0-9a-fA-F]{40})@([1-9]\d*)$/.exec(uri);
  return match ? { address: match[1]!, chainId: Number(match[2]) } : undefined;
}
