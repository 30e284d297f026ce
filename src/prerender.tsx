// The build's prerenderer (scripts/prerender.ts loads this through Vite): the first screen of a route as HTML, so the
// page paints its real content before any JavaScript runs. It renders what the browser's first render draws: default
// preferences, en-US, no wallet and no data yet (queries pending); the browser's first render draws the same, and adopts
// it where scripts/prerender.ts says (hydration) or draws over it.
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/App';
import { createAppRouter } from './app/routes/router';
import { createPreferencesStore, DEFAULT_PREFERENCES } from './data/preferences';
import { DEFAULT_LOCALE } from './lib/locales';
import { initI18n } from './lib/i18n/i18n';
import { flagOverridesOf, parseFrameQueryParams } from './lib/queryParams';

/** The markup inside #root for one path (a path of the route table, without query or hash). */
export async function renderRoute(path: string): Promise<string> {
  await initI18n(DEFAULT_LOCALE);
  const queryClient = new QueryClient();
  const flags = flagOverridesOf(parseFrameQueryParams('', { isProductionHost: false }));
  const router = createAppRouter({ queryClient, flags }, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App
        queryClient={queryClient}
        persister={{ persistClient: () => {}, restoreClient: async () => undefined, removeClient: () => {} }}
        preferences={createPreferencesStore(DEFAULT_PREFERENCES)}
        flags={flags}
        router={router}
        eagerlyConnect={false}
      />
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
