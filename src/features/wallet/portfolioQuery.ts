// The account's holdings on every chain, read from the chain and valued from pool prices (issue: wallets, portfolio).
// The query result is plain JSON (balances as decimal strings) so the persisted cache keeps it for offline reads.
import { type Address, createPublicClient, http } from 'viem';
import { loadPoolSnapshots } from '../../chain/loadPoolSnapshots';
import { loadChainHoldings } from '../../chain/portfolio';
import type { RuntimeConfig } from '../../data/runtimeConfig';
import type { TokenListToken } from '../../data/tokenList';
import { spotPricesUsd } from '../../../workers/pricing/spotPrices';
import type { CurrencyId } from '../../../workers/routing/types';

export type PortfolioRow = {
  chainId: number;
  chainName: string;
  address: Address;
  symbol: string;
  decimals: number;
  /** Raw balance as a decimal string (JSON has no bigint). */
  balance: string;
  valueUsd: number | null;
};

export type Portfolio = { totalUsd: number; rows: PortfolioRow[] };

const lower = (address: string) => address.toLowerCase() as CurrencyId;

export async function loadPortfolio(
  owner: Address,
  config: RuntimeConfig,
  tokens: readonly TokenListToken[],
): Promise<Portfolio> {
  const perChain = await Promise.all(
    config.chains.map(async (chain) => {
      const client = createPublicClient({ transport: http(chain.rpcUrl) });
      const chainTokens = tokens.filter((t) => t.chainId === chain.chainId);
      const pools = await loadPoolSnapshots(client, chain.pools, chain.contracts as never, BigInt(chain.startBlock));
      const prices = spotPricesUsd({
        pools,
        decimals: new Map(chainTokens.map((t) => [lower(t.address), t.decimals])),
        stablecoins: chainTokens.filter((t) => t.tags?.includes('stablecoin')).map((t) => lower(t.address)),
        weth: chain.contracts.WETH9 ? lower(chain.contracts.WETH9) : undefined,
      });
      const { holdings } = await loadChainHoldings(client, owner, chainTokens, prices);
      return holdings.map(
        (h): PortfolioRow => ({
          chainId: chain.chainId,
          chainName: chain.name,
          address: h.token.address,
          symbol: h.token.symbol,
          decimals: h.token.decimals,
          balance: h.balance.toString(),
          valueUsd: h.valueUsd ?? null,
        }),
      );
    }),
  );
  const rows = perChain.flat().sort((a, b) => (b.valueUsd ?? 0) - (a.valueUsd ?? 0));
  return { totalUsd: rows.reduce((sum, r) => sum + (r.valueUsd ?? 0), 0), rows };
}

export function portfolioQuery(
  owner: Address,
  config: RuntimeConfig | undefined,
  tokens: readonly TokenListToken[] | undefined,
) {
  return {
    queryKey: ['portfolio', owner, config?.chains.map((c) => c.chainId).join(',')] as const,
    queryFn: () => loadPortfolio(owner, config!, tokens!),
    enabled: config !== undefined && tokens !== undefined,
    // a block every few seconds on the devnet: balances follow without a reload
    refetchInterval: 12_000,
  };
}
