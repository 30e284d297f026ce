// An address as typed or linked: `0x` and 40 hex digits, any case (viem's `isAddress(value, { strict: false })`).
// The frame reads addresses from URLs and connector ids before any wallet code loads; checking them here keeps viem out
// of the first load (scripts/check-bundle-budget.ts). Where an EIP-55 checksum matters, the chain code checks it.
import type { Address } from 'viem';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function hasAddressShape(value: string): value is Address {
  return ADDRESS.test(value);
}
