// EIP-5792 v2's `atomic` capability of an account on a chain, from its EIP-7702 delegation (issue 36, spec §4).
import type { Address } from 'viem';
import type { GetDelegationStatusReturnType } from './getDelegationStatus';

/** 'supported': batches run atomically now; 'ready': the wallet can upgrade the account to; 'unsupported': neither. */
export type AtomicStatus = 'supported' | 'ready' | 'unsupported';

/**
 * Delegated to the chain's smart-wallet delegate: supported. Not delegated, on a chain with a delegate: ready (the
 * first batch upgrades). No delegate on the chain: unsupported. Delegated to another contract: unsupported, the
 * "smart-wallet mismatch" of spec §4 (the wallet does not replace another wallet's delegate inside a batch).
 */
export function atomicStatusOf(
  latestDelegate: Address | undefined,
  delegation: GetDelegationStatusReturnType,
): AtomicStatus {
  if (!latestDelegate) return 'unsupported';
  if (!delegation.isDelegated) return 'ready';
  return delegation.isDelegatedToLatest ? 'supported' : 'unsupported';
}
