// The trading API's wallet-delegation check (spec §7), as the services server serves it at
// `POST /api/trading/v1/wallet/check_delegation` (the hosted trading API's own path under our base) and the app's
// client reads it. spec §3 "Delegation details per chain".
import type { Address } from 'viem';

/** The check's path under the trading API's base URL (RuntimeConfig.tradingApiUrl, default `/api/trading`). */
export const CHECK_DELEGATION_PATH = '/v1/wallet/check_delegation';

/** At most this many wallets in one check: each costs one code read per chain. */
export const MAX_DELEGATION_CHECK_ADDRESSES = 20;

export type WalletCheckDelegationRequest = {
  walletAddresses: readonly Address[];
  /** Chains the server serves; at most as many as it serves. */
  chainIds: readonly number[];
};

export type DelegationDetails = {
  /** The account's EIP-7702 delegate now (its code is `0xef0100 ++ address`); null when it has none. */
  currentDelegationAddress: Address | null;
  /** Delegated to the chain's latest smart-wallet delegate (the manifest's `delegation.latest`). */
  isWalletDelegatedToUniswap: boolean;
  /** The delegate an upgrade on this chain points at. */
  latestDelegationAddress: Address;
};

export type WalletCheckDelegationResponse = {
  requestId: string;
  /**
   * By checksummed wallet address, then chain id (decimal string). null for a chain that has no smart-wallet
   * delegate, where there is nothing to upgrade to.
   */
  delegationDetails: Record<Address, Record<string, DelegationDetails | null>>;
};

/** A refused check: 400 for a bad request, 503 when a chain's node does not answer. */
export type TradingApiError = { errorCode: 'VALIDATION_ERROR' | 'CHAIN_UNAVAILABLE'; detail: string };
