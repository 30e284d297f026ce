import { dataApiUrl } from './dataApi';
import type { RuntimeChain } from './runtimeConfig';
import { useRuntimeConfig } from './useRuntimeConfig';

const NO_CHAINS: RuntimeChain[] = [];

/**
 * The data API base URL and the chains the app knows, from runtime config (explore, token and pool details, search),
 * with the chain a URL slug or a chain id names.
 */
export function useDataApi() {
  const { data: config } = useRuntimeConfig();
  const chains = config?.chains ?? NO_CHAINS;
  const chainBySlug = (slug: string | undefined): RuntimeChain | undefined => chains.find((c) => c.slug === slug);
  const chainById = (chainId: number): RuntimeChain | undefined => chains.find((c) => c.chainId === chainId);
  return { base: dataApiUrl(config), chains, chainBySlug, chainById, ready: !!config, config };
}
