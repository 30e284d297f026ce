// The account's holdings on every chain, read from the chain (one multicall per chain), and the pool prices that value
// them. Results are plain JSON (balances as decimal strings) so the persisted query cache (Dexie) restores them: the
// drawer renders instantly and offline, then refreshes on new blocks (useRefreshOnNewBlocks).
import { type Address, zeroAddress } from 'viem';
import { publicClientFor } from '../../chain/clients';
import { loadPoolSnapshots } from '../../chain/loadPoolSnapshots';
import { loadChainHoldings } from '../../chain/portfolio';
import type { RuntimeConfig } from '../../data/runtimeConfig';
import type { TokenListToken } from '../../data/tokenList';
import { spotPricesUsd } from '../../../workers/pricing/spotPrices';
import type { CurrencyId } from '../../../workers/routing/types';
import { type HoldingRow, type PriceTable, priceKey } from './portfolioValue';

const lower = (address: string) => address.toLowerCase() as CurrencyId;

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

/** USD prices of every token on every chain from the pools' spot prices (the routing worker's pricing). */
export async function loadPrices(config: RuntimeConfig, tokens: readonly TokenListToken[]): Promise<PriceTable> {
  const table: Record<string, number> = {};
  await Promise.all(
    config.chains.map(async (chain) => {
      const chainTokens = tokens.filter((t) => t.chainId === chain.chainId);
      const pools = await loadPoolSnapshots(
        publicClientFor(chain),
        chain.pools,
        chain.contracts as never,
        BigInt(chain.startBlock),
      );
      const prices = spotPricesUsd({
        pools,
        decimals: new Map(chainTokens.map((t) => [lower(t.address), t.decimals])),
        stablecoins: chainTokens.filter((t) => t.tags?.includes('stablecoin')).map((t) => lower(t.address)),
        weth: chain.contracts.WETH9 ? lower(chain.contracts.WETH9) : undefined,
      });
      for (const [address, price] of prices) table[priceKey(chain.chainId, address)] = price;
      const weth = chain.contracts.WETH9 ? prices.get(lower(chain.contracts.WETH9)) : undefined;
      if (weth !== undefined) table[priceKey(chain.chainId, zeroAddress)] = weth;
    }),
  );
  return table;
}

export function pricesQuery(config: RuntimeConfig | undefined, tokens: TokenListToken[] | undefined) {
  return {
    queryKey: ['portfolioPrices', config?.chains.map((c) => c.chainId).join(',')] as const,
    queryFn: () => loadPrices(config!, tokens!),
    enabled: config !== undefined && tokens !== undefined,
    // pool state reads are heavier than balances: prices follow the market every 30 s, balances every block
    staleTime: 30_000,
    refetchInterval: 30_000,
  };
}
