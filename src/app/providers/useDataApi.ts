import { dataApiUrl } from '../../data/dataApi';
import { useRuntimeConfig } from './useRuntimeConfig';

/** The data API base URL and the chain ids the app knows, from runtime config (explore, token and pool details). */
export function useDataApi() {
  const { data: config } = useRuntimeConfig();
  return { base: dataApiUrl(config), chains: config?.chains ?? [], ready: !!config, config };
}
