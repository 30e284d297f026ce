// The app's start (src/main.tsx imports this once the page has painted).
import type { AsyncStorage } from '@tanstack/query-persist-client-core';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { App } from './app/App';
import { initI18n } from './lib/i18n/i18n';
import { applyQueryParamsToPreferences } from './app/providers/applyQueryParams';
import { applyTheme } from './app/providers/theme';
import { createAppRouter } from './app/routes/router';
import type { SluiceDatabase } from './data/database';
import { createDexieStorage } from './data/dexieStorage';
import { prefetchStartupData } from './data/startupData';
import { createPreferencesStore, DEFAULT_PREFERENCES, readPreferencesMirror } from './data/preferences';
import { createQueryCachePersister, QUERY_CACHE_MAX_AGE_MS } from '../workers/queryCache/queryPersistence';
import { createQueryCacheWriterApi, type QueryCacheWriterApi } from '../workers/queryCache/queryCacheWriterApi';
import type { QueryCacheEncoderClient } from '../workers/queryCache/queryCacheWriterClient';
import { isProductionHost } from './lib/environment';
import { resolveLocale } from './lib/locales';
import { flagOverridesOf, parseFrameQueryParams } from './lib/queryParams';
import { nextTask } from './lib/tasks';

/** localStorage, or undefined where it is refused (some private modes throw on access). */
function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Opens IndexedDB (Dexie loads here, after the first render has started): null where it is refused. */
async function openDatabase(): Promise<SluiceDatabase | null> {
  try {
    const { getDatabase } = await import('./data/database');
    const database = getDatabase();
    await database.open();
    return database;
  } catch (error) {
    // Private modes can refuse IndexedDB: the app still runs, it just forgets on reload.
    console.warn('IndexedDB unavailable; preferences and cache will not persist', error);
    return null;
  }
}

/** The query cache's encoder worker starts with the first save, not with the page; the page stores what it encodes. */
function lazyQueryCacheWriter(storage: AsyncStorage<string>): Pick<QueryCacheWriterApi, 'write' | 'remove'> {
  let encoder: Promise<QueryCacheEncoderClient> | undefined;
  return createQueryCacheWriterApi(storage, async (delta) => {
    encoder ??= import('../workers/queryCache/queryCacheWriterClient').then(
      ({ startQueryCacheEncoderWorker }) => startQueryCacheEncoderWorker().client,
    );
    return (await encoder).encode(delta);
  });
}

/**
 * The prerendered copy is inert until the app has adopted it: once React has committed the first screen (this renders
 * nothing, after the app, so its effect runs after the app's), it answers clicks and focus like the rest.
 */
function WakePrerenderedPage({ page }: { page: HTMLElement }) {
  useEffect(() => {
    page.removeAttribute('inert');
    page.removeAttribute('data-prerendered');
  }, [page]);
  return null;
}

// The first render waits for nothing stored in IndexedDB: preferences start from their localStorage mirror (the
// defaults on a first visit) and the database's copy replaces them once it is open (src/data/preferences.ts).
async function boot() {
  await nextTask();
  const database = openDatabase();
  // transactions a closed tab left pending settle from their receipts (spec §4)
  void database.then((opened) =>
    import('./data/activityTracker').then(({ startActivityTracker }) => startActivityTracker(opened)),
  );
  const mirror = localStorageOrUndefined();
  const preferences = createPreferencesStore(readPreferencesMirror(mirror) ?? DEFAULT_PREFERENCES, {
    database,
    mirror,
  });
  const params = parseFrameQueryParams(window.location.search, {
    isProductionHost: isProductionHost(window.location.hostname),
  });
  void applyQueryParamsToPreferences(params, preferences);
  applyTheme(preferences.get().theme);
  // en-US is bundled, so this settles at once for it; another locale waits for its chunk rather than flash English
  const i18n = initI18n(
    resolveLocale({ queryParam: params.lng, stored: preferences.get().locale, browser: navigator.languages }),
  );

  // gcTime must outlive the persisted cache's max age, or restored queries are collected at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: QUERY_CACHE_MAX_AGE_MS, retry: 1 } } });
  const storage = createDexieStorage(database);
  const persister = createQueryCachePersister({ storage, writer: lazyQueryCacheWriter(storage) });
  const flags = flagOverridesOf(params);
  const startupData = prefetchStartupData(queryClient);
  await nextTask();
  const router = createAppRouter({ queryClient, flags });
  await nextTask();

  // The router resolves the first match (its redirects, the screen's lazy chunk) before React renders: rendered
  // after, the router's state change would re-render the whole first screen synchronously in one long task.
  await Promise.all([i18n, router.load().catch(() => undefined), startupData]);
  await nextTask();
  // the build marks the prerendered pages whose first render here draws what it drew (scripts/prerender.ts)
  const prerendered = document.querySelector<HTMLElement>('[data-prerendered][data-adopt]');
  // the router draws its matches as it did in the prerender (no Suspense around them), as TanStack's own hydration does
  if (prerendered) router.ssr = { manifest: undefined };
  const app = (
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
      {prerendered && <WakePrerenderedPage page={prerendered} />}
    </StrictMode>
  );
  // a transition: React renders the first screen in slices that yield to the browser, not one long task
  startTransition(() => {
    if (prerendered)
      // the page the build prerendered is what this first render draws (scripts/prerender.ts keeps it only then): React
      // adopts its DOM rather than building and laying out the screen again. Where it differs after all (something
      // stored the build could not know), React throws the copy away and draws afresh, as createRoot would have.
      hydrateRoot(prerendered, app, { onRecoverableError: (error) => console.warn('hydration recovered', error) });
    else createRoot(document.getElementById('root')!).render(app);
  });
  // the service worker (and its precache downloads) waits for the page's load event, off the first paint's path. A new
  // version activates at once (autoUpdate) and the page reloads into it; a hidden app first says so (spec §6 updates)
  // (its code is loaded once the worker is registered: after a new version activates, the old chunks may be gone)
  let updateNotifier: Promise<{ notifyIfUpdatedWhileHidden: () => Promise<void> }> | undefined;
  registerSW({
    onRegisteredSW: () => {
      updateNotifier = import('./notifications/showUpdateNotification');
    },
    onNeedReload: () =>
      void (updateNotifier ?? Promise.reject(new Error('not loaded')))
        .then((notifier) => notifier.notifyIfUpdatedWhileHidden())
        .catch((error: unknown) => console.warn('update notification', error))
        .finally(() => window.location.reload()),
  });
}

export { boot };
