// The account drawer's portfolio queries, each key with its options (wagmi's `getBalanceQueryOptions` layout): the
// holdings on every chain, read from the chain (one multicall per chain) and valued by the indexer's one price per
// token (`useUsdPrices`), and the indexer's balance change. Results are plain JSON (balances as decimal strings), so
// the persisted query cache (Dexie) restores them: the drawer renders at once and offline, then refreshes on new blocks.
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import { publicClientFor } from '../chain/clients';
import { loadChainHoldings } from '../chain/portfolio';
import { dataApiUrl, type PortfolioBalance } from './dataApi';
import { chainsKey } from './positions';
import type { RuntimeConfig } from './runtimeConfig';
import { NATIVE_LOGO_URI, type TokenListToken } from './tokenList';

/** A holding as stored (JSON: the raw balance as a decimal string). */
export type HoldingRow = {
  chainId: number;
  chainName: string;
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  balance: string;
  /** The token list's logo (the native coin's own when it is not on the list); absent in rows cached before logos. */
  logoURI?: string;
};

export async function loadHoldings(
  owner: Address,
  config: RuntimeConfig,
  tokens: readonly TokenListToken[],
): Promise<HoldingRow[]> {
  const perChain = await Promise.all(
    config.chains.map(async (chain) => {
      const chainTokens = tokens.filter((t) => t.chainId === chain.chainId);
      const { holdings } = await loadChainHoldings(publicClientFor(chain), owner, chainTokens, new Map());
      return holdings.map(
        (h): HoldingRow => ({
          chainId: chain.chainId,
          chainName: chain.name,
          address: h.token.address,
          symbol: h.token.symbol,
          name: chainTokens.find((t) => t.address === h.token.address)?.name ?? 'Ether',
          logoURI: chainTokens.find((t) => t.address === h.token.address)?.logoURI ?? NATIVE_LOGO_URI,
          decimals: h.token.decimals,
          balance: h.balance.toString(),
        }),
      );
    }),
  );
  return perChain.flat();
}

export type PortfolioQueryParameters = { owner: Address; config: RuntimeConfig | undefined };

/** Every account's holdings: what a faucet drip or a send invalidates. */
export const portfolioRootKey = ['portfolio'] as const;

/** The owner is lower-cased, so a checksummed and a lower-case address share one entry. */
export const portfolioQueryKey = ({ owner, config }: PortfolioQueryParameters) =>
  [...portfolioRootKey, owner.toLowerCase(), chainsKey(config)] as const;

/**
 * The account's holdings on every chain of the runtime config, read from the chain.
 * @example
 * const holdings = useQuery(portfolioQueryOptions({ owner: address, config, tokens: list?.tokens }));
 */
export function portfolioQueryOptions(parameters: PortfolioQueryParameters & { tokens: TokenListToken[] | undefined }) {
  const { owner, config, tokens } = parameters;
  return queryOptions({
    queryKey: portfolioQueryKey(parameters),
    queryFn: () => loadHoldings(owner, config!, tokens!),
    enabled: config !== undefined && tokens !== undefined,
  });
}

export function parsePortfolioBalance(body: unknown): PortfolioBalance {
  const b = (body ?? {}) as Record<string, unknown>;
  const numbers = [b.balanceUSD, b.percentChange, b.absoluteChangeUSD];
  if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n)))
    throw new Error('portfolio balance: bad body');
  return {
    balanceUSD: b.balanceUSD as number,
    percentChange: b.percentChange as number,
    absoluteChangeUSD: b.absoluteChangeUSD as number,
  };
}

export const portfolioBalanceQueryKey = ({ owner, config }: PortfolioQueryParameters) =>
  ['portfolioBalance', owner.toLowerCase(), chainsKey(config) ?? '', dataApiUrl(config)] as const;

/**
 * spec §7 "Balance by address returns balanceUSD, percentChange, absoluteChangeUSD", from the indexer's data API.
 * Optional: when it fails (or is not deployed) the drawer shows the total without a change line, so no retries.
 * @example
 * const change = useQuery(portfolioBalanceQueryOptions({ owner: address, config }));
 */
export function portfolioBalanceQueryOptions(parameters: PortfolioQueryParameters) {
  const { owner, config } = parameters;
  const chainIds = chainsKey(config) ?? '';
  return queryOptions({
    queryKey: portfolioBalanceQueryKey(parameters),
    queryFn: async ({ signal }): Promise<PortfolioBalance> => {
      const response = await fetch(`${dataApiUrl(config)}/portfolio/balance?address=${owner}&chainIds=${chainIds}`, {
        signal,
      });
      if (!response.ok) throw new Error(`portfolio balance: HTTP ${response.status}`);
      return parsePortfolioBalance(await response.json());
    },
    enabled: config !== undefined,
    retry: false,
  });
}
