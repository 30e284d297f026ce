// The tokens a form offers on a chain and what the wallet holds of them (spec §2 token selector, swap and send forms):
// the chain from a `chain` parameter, the token list's tokens plus imported ones, balances read from the chain in one
// multicall, the risk screening of an address (spec §6) and an unlisted token's metadata read by address.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Address, formatUnits, zeroAddress } from 'viem';
import { erc20Abi } from '../../contract/abis/erc20';
import { publicClientFor } from '../chain/clients';
import { dataApiUrl, usdPriceKey } from './dataApi';
import { loadChainHoldings } from '../chain/portfolio';
import type { RuntimeChain } from './runtimeConfig';
import { NATIVE_LOGO_URI, type TokenListToken, tokenListQuery } from './tokenList';
import { useRuntimeConfig } from './useRuntimeConfig';
import { useUsdPrices } from './usdPrices';

export type ChainToken = {
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
  logoURI?: string;
  /** Not on the token list: imported by address after the warning. */
  imported?: boolean;
  /** Reported as spam by the screening service: hidden unless asked. */
  spam?: boolean;
  /** Takes a fee on every transfer (the list's `feeOnTransfer` tag): an exact amount cannot be promised for it. */
  feeOnTransfer?: boolean;
};

export const nativeToken = (): ChainToken => ({
  address: zeroAddress,
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  logoURI: NATIVE_LOGO_URI,
});

export const lower = (address: string) => address.toLowerCase() as `0x${string}`;
export const sameAddress = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** The chain a form is on: the `chain` parameter (slug or id) or the default chain. */
export function useChainFromParam(chainParam: string | undefined) {
  const { data: config } = useRuntimeConfig();
  const chains = config?.chains ?? [];
  const chain =
    chains.find((c) => c.slug === chainParam || String(c.chainId) === chainParam) ??
    chains.find((c) => c.slug === config?.defaultChainSlug) ??
    chains[0];
  return { config, chains, chain };
}

export function useChainTokens(chain: RuntimeChain | undefined, imported: readonly ChainToken[]) {
  const { data: config } = useRuntimeConfig();
  const { data: list } = useQuery({
    ...tokenListQuery(config?.tokenListUrl ?? '/api/tokens'),
    enabled: config !== undefined,
  });
  const listed = useMemo(
    () => (list?.tokens ?? []).filter((t) => t.chainId === chain?.chainId),
    [list, chain?.chainId],
  );
  const tokens = useMemo<ChainToken[]>(
    () => [
      nativeToken(),
      ...listed.map((t) => ({
        address: t.address,
        symbol: t.symbol,
        name: t.name,
        decimals: t.decimals,
        logoURI: t.logoURI,
        ...(t.tags?.includes('feeOnTransfer') ? { feeOnTransfer: true } : {}),
      })),
      ...imported.filter((i) => !listed.some((t) => sameAddress(t.address, i.address))),
    ],
    [listed, imported],
  );
  return { list: list?.tokens as TokenListToken[] | undefined, listed, tokens };
}

/** The USD price of the chain's native coin and listed tokens: the indexer's one price per token (issue 11). */
export function useTokenPrices(chain: RuntimeChain | undefined, list: readonly TokenListToken[] | undefined) {
  const { data: config } = useRuntimeConfig();
  const priced = useMemo(
    () =>
      chain
        ? [{ chainId: chain.chainId, address: zeroAddress }, ...(list ?? []).filter((t) => t.chainId === chain.chainId)]
        : [],
    [chain, list],
  );
  const { prices } = useUsdPrices(dataApiUrl(config), priced);
  return useMemo(() => {
    const byToken = new Map<`0x${string}`, number>();
    if (!chain) return byToken;
    for (const token of priced) {
      const price = prices[usdPriceKey(chain.chainId, token.address)];
      if (price !== undefined) byToken.set(lower(token.address), price);
    }
    return byToken;
  }, [chain, priced, prices]);
}

/** A token amount's USD value at `prices`; undefined when the token has no price. */
export const usdValue = (
  prices: ReadonlyMap<`0x${string}`, number>,
  token: ChainToken | undefined,
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
  tokens: readonly ChainToken[],
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

/** The risk-screening service (server/sandbox/riskScreening.ts): what it reports about an address, if anything. */
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
export async function readTokenMetadata(chain: RuntimeChain, address: Address): Promise<ChainToken | undefined> {
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
