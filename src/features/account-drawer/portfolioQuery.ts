// The account's holdings on every chain, read from the chain (one multicall per chain); the indexer's one price per
// token values them (`useUsdPrices`, one cached query per token). Results are plain JSON (balances as decimal strings) so the persisted query cache (Dexie) restores them: the
// drawer renders instantly and offline, then refreshes on new blocks (useRefreshOnNewBlocks).
import type { Address } from 'viem';
import { publicClientFor } from '../../chain/clients';
import { loadChainHoldings } from '../../chain/portfolio';
import type { RuntimeConfig } from '../../data/runtimeConfig';
import { NATIVE_LOGO_URI, type TokenListToken } from '../../data/tokenList';
import type { HoldingRow } from './portfolioValue';

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

export function holdingsQuery(owner: Address, config: RuntimeConfig | undefined, tokens: TokenListToken[] | undefined) {
  return {
    queryKey: ['portfolio', owner.toLowerCase(), config?.chains.map((c) => c.chainId).join(',')] as const,
    queryFn: () => loadHoldings(owner, config!, tokens!),
    enabled: config !== undefined && tokens !== undefined,
  };
}
