// The bridge's quote API (issue 31): Across's `GET /suggested-fees`, the call its app makes before a deposit, answered
// by the services server's relayer sandbox (server/sandbox/bridge/) and read by the app. A real Across API answers the
// same query and the same fields (fees as token amounts and as 1e18-scaled fractions, the quote's timestamp, the fill
// deadline and the exclusivity the deposit must carry); the sandbox fills in only what this devnet has: no LP fee (no
// HubPool), one relayer.
import type { Address } from 'viem';

/** Where the services server mounts the bridge's API: `${BRIDGE_API_PATH}/suggested-fees`. */
export const BRIDGE_API_PATH = '/api/bridge';

/** The query, as Across names it; amounts are base units of the input token in decimal. */
export type SuggestedFeesQuery = {
  inputToken: Address;
  outputToken: Address;
  originChainId: string;
  destinationChainId: string;
  amount: string;
};

/** A fee as Across states it: the amount in the input token's base units, and `pct` as a fraction scaled by 1e18. */
export type BridgeFee = { pct: string; total: string };

export type BridgeTokenInfo = { address: Address; symbol: string; decimals: number; chainId: number };

export type SuggestedFeesResponse = {
  /** Everything the depositor gives up: what the relayer keeps (capital and gas) plus the LP fee. */
  totalRelayFee: BridgeFee;
  relayerCapitalFee: BridgeFee;
  relayerGasFee: BridgeFee;
  lpFee: BridgeFee;
  /** The deposit's `quoteTimestamp`: the origin chain's latest block time when quoted (unix seconds). */
  timestamp: string;
  /** Below `limits.minDeposit`: the fee would take too much of it (`outputAmount` is then what is left, maybe 0). */
  isAmountTooLow: boolean;
  quoteBlock: string;
  /** The origin chain's SpokePool, where the deposit goes. */
  spokePoolAddress: Address;
  /** Zero: no relayer has an exclusive window on this devnet. */
  exclusiveRelayer: Address;
  exclusivityDeadline: number;
  expectedFillTimeSec: string;
  /** The deposit's `fillDeadline` (unix seconds): after it the deposit can no longer be filled and is refunded. */
  fillDeadline: string;
  /** `amount` less `totalRelayFee.total`: the deposit's `outputAmount`, what arrives. */
  outputAmount: string;
  limits: {
    minDeposit: string;
    maxDeposit: string;
    maxDepositInstant: string;
    maxDepositShortDelay: string;
    recommendedDepositInstant: string;
  };
  inputToken: BridgeTokenInfo;
  outputToken: BridgeTokenInfo;
};

/** Across's error codes this API answers with. */
export type BridgeApiErrorCode = 'INVALID_PARAM' | 'ROUTE_NOT_ENABLED' | 'AMOUNT_TOO_HIGH' | 'UPSTREAM_RPC_ERROR';

/** Across's error body. Messages never echo input. */
export type BridgeApiErrorBody = {
  type: 'AcrossApiError';
  code: BridgeApiErrorCode;
  status: number;
  message: string;
  param?: keyof SuggestedFeesQuery;
};
