// The standard permits' EIP-712 shapes, member for member (issue 28): a message is read as one of them only when its
// types list exactly these, so the contract's type hash, and so what the signature allows, is the one described.
import type { Address } from 'viem';
import type { TypedDataMember } from './typedDataValues';

/** Permit2's canonical address (contract/permit2.ts; src/lib may not import contract/, test/unit checks they agree). */
export const CANONICAL_PERMIT2_ADDRESS: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3';

export type KnownTypedDataKind = 'permit2-allowance' | 'permit2-transfer' | 'erc2612' | 'dai';

export const PERMIT_DETAILS: readonly TypedDataMember[] = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint160' },
  { name: 'expiration', type: 'uint48' },
  { name: 'nonce', type: 'uint48' },
];
export const TOKEN_PERMISSIONS: readonly TypedDataMember[] = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint256' },
];
export const allowanceMembers = (details: string): TypedDataMember[] => [
  { name: 'details', type: details },
  { name: 'spender', type: 'address' },
  { name: 'sigDeadline', type: 'uint256' },
];
export const transferMembers = (permitted: string): TypedDataMember[] => [
  { name: 'permitted', type: permitted },
  { name: 'spender', type: 'address' },
  { name: 'nonce', type: 'uint256' },
  { name: 'deadline', type: 'uint256' },
];
export const ERC2612_PERMIT: readonly TypedDataMember[] = [
  { name: 'owner', type: 'address' },
  { name: 'spender', type: 'address' },
  { name: 'value', type: 'uint256' },
  { name: 'nonce', type: 'uint256' },
  { name: 'deadline', type: 'uint256' },
];
export const DAI_PERMIT: readonly TypedDataMember[] = [
  { name: 'holder', type: 'address' },
  { name: 'spender', type: 'address' },
  { name: 'nonce', type: 'uint256' },
  { name: 'expiry', type: 'uint256' },
  { name: 'allowed', type: 'bool' },
];

/** Permit2's signed structs (AllowanceTransfer and SignatureTransfer), by primary type. */
export const PERMIT2_PRIMARY_TYPES = {
  PermitSingle: { kind: 'permit2-allowance', batch: false, witness: false },
  PermitBatch: { kind: 'permit2-allowance', batch: true, witness: false },
  PermitTransferFrom: { kind: 'permit2-transfer', batch: false, witness: false },
  PermitBatchTransferFrom: { kind: 'permit2-transfer', batch: true, witness: false },
  PermitWitnessTransferFrom: { kind: 'permit2-transfer', batch: false, witness: true },
  PermitBatchWitnessTransferFrom: { kind: 'permit2-transfer', batch: true, witness: true },
} as const satisfies Record<string, { kind: KnownTypedDataKind; batch: boolean; witness: boolean }>;
export type Permit2PrimaryType = keyof typeof PERMIT2_PRIMARY_TYPES;

export function isPermit2PrimaryType(primaryType: string): primaryType is Permit2PrimaryType {
  return Object.hasOwn(PERMIT2_PRIMARY_TYPES, primaryType);
}
