import './index.css';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { App } from './app/App';
import { initI18n } from './lib/i18n/i18n';
import { applyQueryParamsToPreferences } from './app/providers/applyQueryParams';
import { applyTheme } from './app/providers/theme';
import { createAppRouter } from './app/routes/router';
import { getDatabase, type SluiceDatabase } from './data/database';
import { createDexieStorage } from './data/dexieStorage';
import { createPreferencesStore, DEFAULT_PREFERENCES, loadPreferences } from './data/preferences';
import { createQueryCachePersister, QUERY_CACHE_MAX_AGE_MS } from '../workers/queryCache/queryPersistence';
import { isProductionHost } from './lib/environment';
import { resolveLocale } from './lib/locales';
import { parseFrameQueryParams } from './lib/queryParams';
import { startQueryCacheWriterWorker } from '../workers/queryCache/queryCacheWriterClient';

async function openDatabase(): Promise<SluiceDatabase | null> {
  try {
    const database = getDatabase();
    await database.open();
    return database;
  } catch (error) {
    // Private modes can refuse IndexedDB: the app still runs, it just forgets on reload.
    console.warn('IndexedDB unavailable; preferences and cache will not persist', error);
    return null;
  }
}

async function boot() {
  const database = await openDatabase();
  // transactions a closed tab left pending settle from their receipts (spec §4)
  void import('./data/activityTracker').then(({ startActivityTracker }) => startActivityTracker(database));
  const stored = database ? await loadPreferences(database).catch(() => DEFAULT_PREFERENCES) : DEFAULT_PREFERENCES;
  const preferences = createPreferencesStore(stored, database);
  const params = parseFrameQueryParams(window.location.search, {
    isProductionHost: isProductionHost(window.location.hostname),
  });
  await applyQueryParamsToPreferences(params, preferences);
  applyTheme(preferences.get().theme);
  await initI18n(
    resolveLocale({ queryParam: params.lng, stored: preferences.get().locale, browser: navigator.languages }),
  );

  // gcTime must outlive the persisted cache's max age, or restored queries are collected at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: QUERY_CACHE_MAX_AGE_MS, retry: 1 } } });
  const persister = createQueryCachePersister(
    database
      ? { storage: createDexieStorage(database), writer: startQueryCacheWriterWorker().client }
      : {
          storage: { getItem: async () => null, setItem: async () => {}, removeItem: async () => {} },
          writer: { write: async () => {}, remove: async () => {} },
        },
  );
  const flags = {
    on: params.featureFlagOverride,
    off: params.featureFlagOverrideOff,
    experiments: params.experimentOverride,
    layers: params.layerOverride,
    layersOff: params.layerOverrideOff,
  };
  const router = createAppRouter({ queryClient, flags });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App
        queryClient={queryClient}
        persister={persister}
        preferences={preferences}
        flags={flags}
        router={router}
        eagerlyConnect={params.eagerlyConnect}
        eagerlyConnectAddress={params.eagerlyConnectAddress}
      />
    </StrictMode>,
  );
  registerSW({ immediate: true });
}

void boot();
