// spec §7 "Balance by address returns balanceUSD, percentChange, absoluteChangeUSD": from the indexer's data API.
// Optional: when it fails (or is not deployed) the drawer shows the total without a change line.
import type { Address } from 'viem';
import type { RuntimeConfig } from '../../data/runtimeConfig';

export type PortfolioBalance = { balanceUSD: number; percentChange: number; absoluteChangeUSD: number };

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

export const balanceChangeQuery = (owner: Address, config: RuntimeConfig | undefined) => {
  const base = config?.dataApiUrl ?? '/api/data';
  const chainIds = config?.chains.map((c) => c.chainId).join(',') ?? '';
  return {
    queryKey: ['portfolioBalance', owner.toLowerCase(), chainIds, base] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<PortfolioBalance> => {
      const response = await fetch(`${base}/portfolio/balance?address=${owner}&chainIds=${chainIds}`, { signal });
      if (!response.ok) throw new Error(`portfolio balance: HTTP ${response.status}`);
      return parsePortfolioBalance(await response.json());
    },
    enabled: config !== undefined,
    retry: false,
  };
};
