// What the swap screen reads: the chain and its tokens, pool snapshots (shared with the routing worker), market prices,
// balances from the chain, the gas price, and the risk screening of addresses (spec §6, §7).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Address, formatUnits, zeroAddress } from 'viem';
import type { CurrencyId } from '../../../workers/routing/types';
import { erc20Abi } from '../../chain/abis/erc20';
import { publicClientFor } from '../../chain/clients';
import { loadChainHoldings } from '../../chain/portfolio';
import { dataApiUrl, dataQueries, usdPriceKey } from '../../data/dataApi';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { NATIVE_LOGO_URI, type TokenListToken, tokenListQuery } from '../../data/tokenList';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { cachedMarketQuery, marketQuery } from './marketQuery';

export type SwapToken = {
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
  logoURI?: string;
  /** Not on the token list: imported by address after the warning. */
  imported?: boolean;
  /** Reported as spam by the screening service: hidden unless asked. */
  spam?: boolean;
};

export const nativeToken = (): SwapToken => ({
  address: zeroAddress,
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  logoURI: NATIVE_LOGO_URI,
});

export const lower = (address: string) => address.toLowerCase() as CurrencyId;
export const sameAddress = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

export { routerWorker } from './routerWorker';

/** The chain the swap is on: the `chain` parameter (slug or id) or the default chain. */
export function useSwapChain(chainParam: string | undefined) {
  const { data: config } = useRuntimeConfig();
  const chains = config?.chains ?? [];
  const chain =
    chains.find((c) => c.slug === chainParam || String(c.chainId) === chainParam) ??
    chains.find((c) => c.slug === config?.defaultChainSlug) ??
    chains[0];
  return { config, chains, chain };
}

export function useSwapTokens(chain: RuntimeChain | undefined, imported: readonly SwapToken[]) {
  const { data: config } = useRuntimeConfig();
  const { data: list } = useQuery({
    ...tokenListQuery(config?.tokenListUrl ?? '/api/tokens'),
    enabled: config !== undefined,
  });
  const listed = useMemo(
    () => (list?.tokens ?? []).filter((t) => t.chainId === chain?.chainId),
    [list, chain?.chainId],
  );
  const tokens = useMemo<SwapToken[]>(
    () => [
      nativeToken(),
      ...listed.map((t) => ({
        address: t.address,
        symbol: t.symbol,
        name: t.name,
        decimals: t.decimals,
        logoURI: t.logoURI,
      })),
      ...imported.filter((i) => !listed.some((t) => sameAddress(t.address, i.address))),
    ],
    [listed, imported],
  );
  return { list: list?.tokens as TokenListToken[] | undefined, listed, tokens };
}

/**
 * The chain's pools, loaded into the routing worker and refreshed with new blocks, and the USD prices of its tokens:
 * the indexer's one price per token, the figure token details and the account drawer show too.
 */
export function useMarket(chain: RuntimeChain | undefined, list: readonly TokenListToken[] | undefined) {
  const { data: config } = useRuntimeConfig();
  const market = useQuery({ ...marketQuery(config, chain, list), gcTime: 60_000 });
  const cached = useQuery({ ...cachedMarketQuery(config, chain, list), gcTime: 60_000 });
  // the chain's answer once it came, the cached pools until then
  const summary = market.data ?? cached.data ?? undefined;
  const priced = useMemo(
    () =>
      chain
        ? [{ chainId: chain.chainId, address: zeroAddress }, ...(list ?? []).filter((t) => t.chainId === chain.chainId)]
        : [],
    [chain, list],
  );
  const usdPrices = useQuery({ ...dataQueries.usdPrices(dataApiUrl(config), priced), enabled: priced.length > 0 });
  const prices = useMemo(() => {
    const byCurrency = new Map<CurrencyId, number>();
    if (!chain || !usdPrices.data) return byCurrency;
    for (const token of priced) {
      const price = usdPrices.data[usdPriceKey(chain.chainId, token.address)];
      if (price !== undefined) byCurrency.set(lower(token.address), price);
    }
    return byCurrency;
  }, [chain, priced, usdPrices.data]);
  return { market, summary, prices };
}

export const usdValue = (
  prices: ReadonlyMap<CurrencyId, number>,
  token: SwapToken | undefined,
  amount: bigint | undefined,
) => {
  if (!token || amount === undefined) return undefined;
  const price = prices.get(lower(token.address));
  return price === undefined ? undefined : Number(formatUnits(amount, token.decimals)) * price;
};

/** Balances of every token on the chain for the account, from one multicall (refreshed every few seconds). */
export function useBalances(
  chain: RuntimeChain | undefined,
  account: Address | undefined,
  tokens: readonly SwapToken[],
) {
  const erc20s = tokens.filter((t) => t.address !== zeroAddress);
  const query = useQuery({
    queryKey: ['swapBalances', chain?.chainId, account, erc20s.map((t) => t.address).join(',')],
    enabled: chain !== undefined && account !== undefined,
    refetchInterval: 4_000,
    gcTime: 0,
    queryFn: async () => {
      const { holdings } = await loadChainHoldings(publicClientFor(chain!), account!, erc20s, new Map());
      return new Map(holdings.map((h) => [lower(h.token.address), h.balance]));
    },
  });
  return query;
}

export type Identification = { category: string; name: string; description: string };

/** The risk-screening service (server/riskScreening.ts): what it reports about an address, if anything. */
export async function screenAddress(address: string): Promise<Identification[]> {
  const response = await fetch(`/api/risk/v1/address/${address}`);
  if (!response.ok) return [];
  return ((await response.json()) as { identifications: Identification[] }).identifications;
}

export function useScreening(address: string | undefined) {
  return useQuery({
    queryKey: ['riskScreening', address?.toLowerCase()],
    enabled: address !== undefined,
    staleTime: 10 * 60_000,
    queryFn: () => screenAddress(address!),
  });
}

/** Reads an unlisted token's symbol, name and decimals from the chain (import by address). */
export async function readTokenMetadata(chain: RuntimeChain, address: Address): Promise<SwapToken | undefined> {
  const client = publicClientFor(chain);
  try {
    const [symbol, name, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ]);
    return { address, symbol, name, decimals: Number(decimals), imported: true };
  } catch {
    return undefined;
  }
}
