import type { Address, TypedDataDomain } from 'viem';

/** Permit2 lives at one address on every chain (placed there on the devnet too). */
export const PERMIT2_ADDRESS: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3';

export type PermitDetails = { token: Address; amount: bigint; expiration: number; nonce: number };
export type PermitSingle = { details: PermitDetails; spender: Address; sigDeadline: bigint };

export const MAX_UINT160 = (1n << 160n) - 1n;
export const MAX_UINT48 = 2 ** 48 - 1;

export const permitSingleTypes = {
  PermitDetails: [
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint160' },
    { name: 'expiration', type: 'uint48' },
    { name: 'nonce', type: 'uint48' },
  ],
  PermitSingle: [
    { name: 'details', type: 'PermitDetails' },
    { name: 'spender', type: 'address' },
    { name: 'sigDeadline', type: 'uint256' },
  ],
} as const;

export function permit2Domain(chainId: number, verifyingContract: Address = PERMIT2_ADDRESS): TypedDataDomain {
  return { name: 'Permit2', chainId, verifyingContract };
}

/** The EIP-712 payload a wallet signs so the router may pull `amount` of `token` through Permit2. */
export function permitSingleTypedData(chainId: number, permit: PermitSingle) {
  return {
    domain: permit2Domain(chainId),
    types: permitSingleTypes,
    primaryType: 'PermitSingle' as const,
    message: permit,
  };
}
