import type { QueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { persistQueryClientSave, type Persister } from '@tanstack/query-persist-client-core';
import { persistOptions } from '../../workers/queryCache/queryPersistence';
import type { PreferencesStore } from '../data/preferences';
import { ConnectionProvider } from '../account/ConnectionProvider';
import { FlagsProvider, type Overrides } from '../data/flagsContext';
import { PreferencesProvider } from '../data/preferencesContext';
import { FormattersProvider } from '../data/useFormatters';
import { ThemeController } from './providers/ThemeController';
import type { AppRouter } from './routes/router';

export type AppProps = {
  queryClient: QueryClient;
  persister: Persister;
  preferences: PreferencesStore;
  flags: Overrides;
  router: AppRouter;
  /** spec §2: eagerlyConnect=false turns off the reconnect on load. */
  eagerlyConnect: boolean;
  eagerlyConnectAddress?: Address;
};

export function App(props: AppProps) {
  const { queryClient, persister, preferences, flags, router, eagerlyConnect, eagerlyConnectAddress } = props;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister, ...persistOptions }}
      // The provider saves on the cache's changes after the restore; what boot fetched before it (the startup data)
      // changes nothing afterwards, so it is saved once here or an offline reopen would not find it.
      onSuccess={() => persistQueryClientSave({ queryClient, persister, ...persistOptions })}
    >
      <PreferencesProvider store={preferences}>
        <FormattersProvider>
          <FlagsProvider overrides={flags}>
            <ThemeController />
            <ConnectionProvider eagerlyConnect={eagerlyConnect} eagerlyConnectAddress={eagerlyConnectAddress}>
              <RouterProvider router={router} />
            </ConnectionProvider>
          </FlagsProvider>
        </FormattersProvider>
      </PreferencesProvider>
    </PersistQueryClientProvider>
  );
}
