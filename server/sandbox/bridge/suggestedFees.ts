// The bridge's quote endpoint (issue 31): Across's `GET /suggested-fees`, answered for the devnet's relayer. The fee is
// what the relayer checks a deposit pays before it fills it (bridgeRoutes.ts); the limits are its inventory on the
// destination chain; the timestamp and the fill deadline are chain time, never the server's clock (DESIGN.md).
import { Hono } from 'hono';
import { type Address, isAddress, type PublicClient } from 'viem';
import { spokePoolAbi } from '../../../contract/abis/spokePool.ts';
import type {
  BridgeApiErrorBody,
  BridgeApiErrorCode,
  BridgeTokenInfo,
  SuggestedFeesQuery,
  SuggestedFeesResponse,
} from '../../../contract/bridgeWire.ts';
import type { ChainDeployment, DeploymentManifest, TokenManifest } from '../../../contract/deployment.ts';
import { findBridgeRoute, MIN_DEPOSIT_GAS_MULTIPLE, relayerFee } from './bridgeRoutes.ts';
import { inventoryOf } from './relayer.ts';

/** How long after the quote a deposit may be filled (the deposit's fill deadline), before the pool's own cap. */
export const FILL_WINDOW_SECONDS = 3600n;
/** What the relayer takes to see and fill a deposit: one poll and one block. */
export const EXPECTED_FILL_TIME_SECONDS = 2;
/** Margin kept under the pool's fillDeadlineBuffer, so a deposit sent a few blocks after the quote still passes. */
const DEADLINE_MARGIN_SECONDS = 600n;

export type SuggestedFeesOptions = {
  manifest: () => DeploymentManifest;
  clientFor: (chain: ChainDeployment) => PublicClient;
};

class BridgeApiError extends Error {
  constructor(
    readonly status: 400 | 503,
    readonly code: BridgeApiErrorCode,
    message: string,
    readonly param?: keyof SuggestedFeesQuery,
  ) {
    super(message);
  }

  body(): BridgeApiErrorBody {
    return {
      type: 'AcrossApiError',
      code: this.code,
      status: this.status,
      message: this.message,
      ...(this.param ? { param: this.param } : {}),
    };
  }
}

const invalid = (param: keyof SuggestedFeesQuery) =>
  new BridgeApiError(400, 'INVALID_PARAM', `Invalid ${param}`, param);

function addressParam(query: Record<string, string>, param: 'inputToken' | 'outputToken'): Address {
  const value = query[param];
  if (!value || !isAddress(value, { strict: false })) throw invalid(param);
  return value;
}

function chainIdParam(query: Record<string, string>, param: 'originChainId' | 'destinationChainId'): number {
  const value = query[param];
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) throw invalid(param);
  return Number(value);
}

function amountParam(query: Record<string, string>): bigint {
  const value = query.amount;
  if (!value || !/^[1-9][0-9]{0,76}$/.test(value)) throw invalid('amount');
  return BigInt(value);
}

const pct = (part: bigint, whole: bigint) => ((part * 10n ** 18n) / whole).toString();
const fee = (part: bigint, whole: bigint) => ({ pct: pct(part, whole), total: part.toString() });
const tokenInfo = (token: TokenManifest, chain: ChainDeployment): BridgeTokenInfo => ({
  address: token.address,
  symbol: token.symbol,
  decimals: token.decimals,
  chainId: chain.chainId,
});

/** The quote for one deposit, read from both chains now. */
export async function suggestFees(
  options: SuggestedFeesOptions,
  query: Record<string, string>,
): Promise<SuggestedFeesResponse> {
  const inputToken = addressParam(query, 'inputToken');
  const outputToken = addressParam(query, 'outputToken');
  const originChainId = chainIdParam(query, 'originChainId');
  const destinationChainId = chainIdParam(query, 'destinationChainId');
  const amount = amountParam(query);
  const route = findBridgeRoute(options.manifest(), originChainId, destinationChainId, inputToken, outputToken);
  if (!route) throw new BridgeApiError(400, 'ROUTE_NOT_ENABLED', 'Route is not enabled');

  const originClient = options.clientFor(route.origin);
  const destinationClient = options.clientFor(route.destination);
  const spokePoolAddress = route.origin.contracts.SpokePool!;
  const [originBlock, destinationBlock, inventory, deadlineBuffer] = await Promise.all([
    originClient.getBlock(),
    destinationClient.getBlock(),
    inventoryOf(destinationClient, route.outputToken.address),
    originClient.readContract({ address: spokePoolAddress, abi: spokePoolAbi, functionName: 'fillDeadlineBuffer' }),
  ]).catch(() => {
    throw new BridgeApiError(503, 'UPSTREAM_RPC_ERROR', 'A chain of the route does not answer');
  });
  const maxDeposit = inventory < route.token.maxDeposit ? inventory : route.token.maxDeposit;
  if (amount > maxDeposit)
    throw new BridgeApiError(
      400,
      'AMOUNT_TOO_HIGH',
      `Amount exceeds max. deposit limit: ${maxDeposit} ${route.inputToken.symbol} base units`,
    );
  const relayer = relayerFee(amount, route.token);
  const minDeposit = route.token.gasFee * MIN_DEPOSIT_GAS_MULTIPLE;
  // the deadline counts from the later of the two chains' clocks (devnet chains drift apart when a test moves one),
  // and stays inside the origin pool's window
  const later = destinationBlock.timestamp > originBlock.timestamp ? destinationBlock.timestamp : originBlock.timestamp;
  const cap = originBlock.timestamp + BigInt(deadlineBuffer) - DEADLINE_MARGIN_SECONDS;
  const fillDeadline = later + FILL_WINDOW_SECONDS < cap ? later + FILL_WINDOW_SECONDS : cap;
  const limit = maxDeposit.toString();
  return {
    totalRelayFee: fee(relayer.total, amount),
    relayerCapitalFee: fee(relayer.capital, amount),
    relayerGasFee: fee(relayer.gas, amount),
    lpFee: fee(0n, amount),
    timestamp: originBlock.timestamp.toString(),
    isAmountTooLow: amount < minDeposit,
    quoteBlock: originBlock.number.toString(),
    spokePoolAddress,
    exclusiveRelayer: '0x0000000000000000000000000000000000000000',
    exclusivityDeadline: 0,
    expectedFillTimeSec: String(EXPECTED_FILL_TIME_SECONDS),
    fillDeadline: fillDeadline.toString(),
    outputAmount: (amount > relayer.total ? amount - relayer.total : 0n).toString(),
    limits: {
      minDeposit: minDeposit.toString(),
      maxDeposit: limit,
      maxDepositInstant: limit,
      maxDepositShortDelay: limit,
      recommendedDepositInstant: limit,
    },
    inputToken: tokenInfo(route.inputToken, route.origin),
    outputToken: tokenInfo(route.outputToken, route.destination),
  };
}

/** `GET /suggested-fees` under BRIDGE_API_PATH. */
export function createBridgeApi(options: SuggestedFeesOptions): Hono {
  const app = new Hono();
  app.get('/suggested-fees', async (c) => {
    try {
      c.header('Cache-Control', 'no-store');
      return c.json(await suggestFees(options, c.req.query()));
    } catch (error) {
      if (error instanceof BridgeApiError) return c.json(error.body(), error.status);
      throw error;
    }
  });
  return app;
}
