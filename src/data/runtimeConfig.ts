// Every endpoint the app talks to comes from here (DESIGN.md: pointing at mainnet is a config change, not a code change).
import type { RuntimeConfig } from '../../contract/runtimeConfig.ts';

/** The shapes the services server serves (contract/runtimeConfig.ts), re-exported for the screens. */
export type { RuntimeChain, RuntimeConfig } from '../../contract/runtimeConfig.ts';

/** Served by the services server; relative so the same build works behind any host. */
export const RUNTIME_CONFIG_PATH = '/api/runtime-config';

export const runtimeConfigQuery = {
  queryKey: ['runtimeConfig'] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<RuntimeConfig> => {
    const response = await fetch(RUNTIME_CONFIG_PATH, { signal });
    if (!response.ok) throw new Error(`runtime config: HTTP ${response.status}`);
    return (await response.json()) as RuntimeConfig;
  },
  staleTime: 5 * 60 * 1000,
};
