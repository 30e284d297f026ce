import { type Address, type Hex, encodeFunctionData } from 'viem';
import { PERMIT2_ADDRESS } from './permit2.ts';
import { permit2NonceAbi } from './abis/uniswapx.ts';

/** Permit2's unordered nonces: bit `nonce & 255` of word `nonce >> 8` in the owner's bitmap is set once it is spent. */
export function nonceWordAndBit(nonce: bigint): { word: bigint; bit: bigint } {
  return { word: nonce >> 8n, bit: nonce & 255n };
}

export function isNonceSpent(bitmap: bigint, nonce: bigint): boolean {
  return ((bitmap >> nonceWordAndBit(nonce).bit) & 1n) === 1n;
}

/**
 * The `invalidateUnorderedNonces(word, mask)` calls that spend every given nonce, one per word (spec §4: cancelling
 * several orders is one transaction when they share a word, which nonces handed out in sequence do).
 */
export function cancelMasks(nonces: readonly bigint[]): { word: bigint; mask: bigint }[] {
  const masks = new Map<bigint, bigint>();
  for (const nonce of nonces) {
    const { word, bit } = nonceWordAndBit(nonce);
    masks.set(word, (masks.get(word) ?? 0n) | (1n << bit));
  }
  return [...masks].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([word, mask]) => ({ word, mask }));
}

/** The Permit2 calls that cancel orders by spending their nonces: one per nonce word (spec §4). */
export function cancelOrderCalls(
  nonces: readonly bigint[],
  permit2: Address = PERMIT2_ADDRESS,
): { to: Address; data: Hex }[] {
  return cancelMasks(nonces).map(({ word, mask }) => ({
    to: permit2,
    data: encodeFunctionData({ abi: permit2NonceAbi, functionName: 'invalidateUnorderedNonces', args: [word, mask] }),
  }));
}
