// What every connector hands the connection machine: the connected account, or why connecting failed.
import type { Address } from 'viem';

export type Connection = {
  connectorId: string;
  address: Address;
  chainId: number;
  /**
   * The embedded wallet reopened with its keys still sealed: the account is shown read-only from the local store, and
   * the wallet unlocks in place when something needs a signature (issue 32 "It remembers you").
   */
  locked?: boolean;
};

/**
 * Why a connection failed. The kind picks the words the modal shows (locales `wallet.failure.*`); the message is the
 * wallet's own text, kept for the analytics event (spec §8).
 */
export type ConnectionFailure = {
  kind: 'rejected' | 'pending' | 'unavailable' | 'timeout' | 'unknown';
  message: string;
};
