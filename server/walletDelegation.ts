// The trading API's wallet-delegation check (spec §7; contract/walletDelegation.ts): for each wallet and chain, the
// account's EIP-7702 delegate read from its code, and whether it is the chain's smart-wallet delegate (the manifest's
// `delegation.latest`). Input is bounded before any chain is read.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { type Address, type PublicClient, createPublicClient, getAddress, http, isAddress, isAddressEqual } from 'viem';
import { getDelegation } from 'viem/actions';
import type { ChainDeployment, DeploymentManifest } from '../contract/deployment.ts';
import {
  CHECK_DELEGATION_PATH,
  type DelegationDetails,
  MAX_DELEGATION_CHECK_ADDRESSES,
  type TradingApiError,
  type WalletCheckDelegationRequest,
  type WalletCheckDelegationResponse,
} from '../contract/walletDelegation.ts';

export type WalletDelegationServiceOptions = { manifest: () => DeploymentManifest };

/** How long one chain may take to answer before the check says it is unavailable. */
const CHAIN_TIMEOUT_MS = 5_000;

type ParsedRequest = { walletAddresses: Address[]; chains: ChainDeployment[] };

const refusal = (detail: string): TradingApiError => ({ errorCode: 'VALIDATION_ERROR', detail });

/** The request's wallets (checksummed, each once) and served chains, or why it is refused. */
export function parseCheckDelegationRequest(
  body: unknown,
  manifest: DeploymentManifest,
): ParsedRequest | TradingApiError {
  if (typeof body !== 'object' || body === null) return refusal('The body must be a JSON object');
  const { walletAddresses, chainIds } = body as Partial<Record<keyof WalletCheckDelegationRequest, unknown>>;
  const served = Object.values(manifest.chains);
  if (!Array.isArray(walletAddresses) || walletAddresses.length === 0)
    return refusal('walletAddresses must be a non-empty array');
  if (walletAddresses.length > MAX_DELEGATION_CHECK_ADDRESSES)
    return refusal(`walletAddresses holds at most ${MAX_DELEGATION_CHECK_ADDRESSES} addresses`);
  if (!Array.isArray(chainIds) || chainIds.length === 0) return refusal('chainIds must be a non-empty array');
  if (chainIds.length > served.length) return refusal(`chainIds holds at most ${served.length} chains`);
  const wallets = new Map<string, Address>();
  for (const address of walletAddresses) {
    // viem's isAddress also refuses a mixed-case address whose checksum is wrong
    if (typeof address !== 'string' || !isAddress(address)) return refusal('walletAddresses holds an invalid address');
    wallets.set(address.toLowerCase(), getAddress(address));
  }
  const chains = new Map<number, ChainDeployment>();
  for (const chainId of chainIds) {
    const chain = served.find((c) => c.chainId === chainId);
    if (!chain) return refusal(`chainIds holds a chain this server does not serve: ${String(chainId).slice(0, 20)}`);
    chains.set(chainId, chain);
  }
  return { walletAddresses: [...wallets.values()], chains: [...chains.values()] };
}

/** One account's details on one chain from its delegate (undefined: no delegation). */
export function delegationDetailsOf(
  chain: Pick<ChainDeployment, 'delegation'>,
  current: Address | undefined,
): DelegationDetails | null {
  const latest = chain.delegation?.latest;
  if (!latest) return null;
  return {
    currentDelegationAddress: current ?? null,
    isWalletDelegatedToUniswap: current !== undefined && isAddressEqual(current, latest),
    latestDelegationAddress: latest,
  };
}

export function createWalletDelegationService(options: WalletDelegationServiceOptions) {
  // one client per RPC URL (the manifest is read per request, so a restarted devnet's URLs are picked up)
  const clients = new Map<string, PublicClient>();
  const clientFor = (chain: ChainDeployment) => {
    let client = clients.get(chain.rpcUrl);
    if (!client) {
      // batched: one HTTP request per chain for every wallet's code
      client = createPublicClient({
        transport: http(chain.rpcUrl, { batch: true, retryCount: 0, timeout: CHAIN_TIMEOUT_MS }),
      });
      clients.set(chain.rpcUrl, client);
    }
    return client;
  };

  const app = new Hono();
  app.post(CHECK_DELEGATION_PATH, async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const parsed = parseCheckDelegationRequest(body, options.manifest());
    if ('errorCode' in parsed) return c.json(parsed, 400);
    const delegationDetails: WalletCheckDelegationResponse['delegationDetails'] = {};
    for (const address of parsed.walletAddresses) delegationDetails[address] = {};
    try {
      await Promise.all(
        parsed.chains.map(async (chain) => {
          const client = clientFor(chain);
          const delegates = await Promise.all(
            parsed.walletAddresses.map((address) => getDelegation(client, { address })),
          );
          parsed.walletAddresses.forEach((address, i) => {
            delegationDetails[address]![String(chain.chainId)] = delegationDetailsOf(chain, delegates[i]);
          });
        }),
      );
    } catch {
      return c.json(
        { errorCode: 'CHAIN_UNAVAILABLE', detail: 'A chain did not answer' } satisfies TradingApiError,
        503,
      );
    }
    return c.json({ requestId: randomUUID(), delegationDetails } satisfies WalletCheckDelegationResponse);
  });
  return app;
}
