// Fixtures every journey uses: a chain snapshot reverted after each test, and an injected EIP-1193 wallet.
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readManifest, type DeploymentManifest } from '../../../contract/deployment.ts';
import { e2eStack, type E2EStack } from './ports.ts';
import { installInjectedWallet, DEVNET_ACCOUNT_0, type InjectedWallet } from './injectedWallet.ts';
import { rpc } from './rpc.ts';
import { QUERY_CACHE_KEY } from '../../../workers/queryCache/queryPersistence.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** What `storageState({ indexedDB: true })` adds to each origin (Playwright's types leave it out). */
type StoredOrigin = StorageState['origins'][number] & {
  indexedDB?: { name: string; stores: { name: string; records: unknown[] }[] }[];
};

type Fixtures = {
  /**
   * Open every page of the test with the devnet wallet already trusted: the app reconnects it on load, as on a
   * returning visit (`test.use({ startConnected: true })` with `injectedWallet`, then `expectConnected`), for journeys
   * that are not about connecting. connect-*.e2e.ts connect through the modal as a person does the first time.
   */
  startConnected: boolean;
  manifest: DeploymentManifest;
  /** Reverts both chains after the test, so each test starts from the seeded state. */
  chainSnapshot: void;
  /** An EIP-1193 provider (and EIP-6963 announcement) for a devnet account, installed before the app loads. */
  injectedWallet: InjectedWallet;
};

type WorkerFixtures = {
  /** This worker's devnet, indexer and services server (harness/ports.ts). */
  stack: E2EStack;
  /** The storage a first connection leaves (the remembered wallet), made once per worker when a test asks for it. */
  trustedWalletState: () => Promise<StorageState>;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  stack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      await use(e2eStack(workerInfo.parallelIndex));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.baseUrl);
  },
  startConnected: [false, { option: true }],
  trustedWalletState: [
    async ({ browser, stack }, use) => {
      let made: Promise<StorageState> | undefined;
      await use(() => (made ??= rememberTrustedWallet(browser, stack)));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ startConnected, trustedWalletState }, use) => {
    await use(startConnected ? await trustedWalletState() : undefined);
  },
  // A person waits until the page answers: every navigation waits until the app has adopted the page the build
  // prerendered (scripts/prerender.ts), whose copy is inert until then. test/e2e/paint-before-the-script.e2e.ts looks at that copy.
  //
  // The services server sends a strict Content-Security-Policy (issue 16): every journey runs under it, and one that
  // met a violation (a script, a connection or a frame the policy refused) fails, naming it.
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  manifest: async ({ stack }, use) => {
    await use(readManifest(stack.manifestPath));
  },
  chainSnapshot: [
    async ({ manifest, stack }, use) => {
      const chains = Object.values(manifest.chains);
      const snapshots = await Promise.all(
        chains.map(async (c) => ({
          id: await rpc<string>(c.rpcUrl, 'evm_snapshot', []),
          head: await blockNumber(c.rpcUrl),
        })),
      );
      await use();
      // a journey that paused mining leaves nothing behind: mining on, and its unmined transactions dropped
      await Promise.all(
        chains.map(async (c) => {
          await rpc(c.rpcUrl, 'evm_setAutomine', [true]);
          await rpc(c.rpcUrl, 'anvil_dropAllTransactions', []);
        }),
      );
      const heads = await Promise.all(chains.map((c) => blockNumber(c.rpcUrl)));
      const moved = chains.flatMap((c, i) =>
        heads[i] === snapshots[i]!.head ? [] : [{ chainId: c.chainId, number: heads[i]! }],
      );
      // the indexer first indexes the journey's blocks: reverting them while it still fetches their logs makes it
      // retry for blocks that no longer exist, with a backoff of up to a minute
      await waitForIndexer(stack, moved);
      const reached = await Promise.all(
        chains.map(async (c, i) => {
          const snapshot = snapshots[i]!;
          const head = heads[i]!;
          await rpc<boolean>(c.rpcUrl, 'evm_revert', [snapshot.id]);
          if (head === snapshot.head) return undefined;
          // Past the reverted head: the indexer meets a lower block number, drops the reverted blocks' rows as a
          // reorg, and reports a block number the reverted chain never had only once it has done so.
          await rpc(c.rpcUrl, 'anvil_mine', [`0x${(head - snapshot.head + 1).toString(16)}`]);
          return { chainId: c.chainId, number: head + 1 };
        }),
      );
      await waitForIndexer(
        stack,
        reached.filter((r) => r !== undefined),
      );
    },
    { auto: true },
  ],
  injectedWallet: async ({ page, manifest }, use) => {
    await use(await installInjectedWallet(page, manifest, DEVNET_ACCOUNT_0));
  },
});

export { expect };

async function blockNumber(rpcUrl: string): Promise<number> {
  return Number(await rpc<string>(rpcUrl, 'eth_blockNumber', []));
}

/**
 * Waits until the stack's indexer has indexed each chain up to the given block: a journey's reverted blocks would
 * otherwise stay in the indexer's rows (activity, transfer counts) until it next polled, racing the next journey.
 */
async function waitForIndexer(stack: E2EStack, heads: { chainId: number; number: number }[]): Promise<void> {
  if (heads.length === 0) return;
  const indexedUpTo = async () => {
    const response = await fetch(`http://127.0.0.1:${stack.indexerPort}/status`).catch(() => undefined);
    if (!response?.ok) return `no status (${response ? `HTTP ${response.status}` : 'no answer'})`;
    const status = (await response.json()) as Record<string, { id: number; block: { number: number } }>;
    const indexed = new Map(Object.values(status).map((chain) => [chain.id, chain.block.number]));
    return heads.every((head) => (indexed.get(head.chainId) ?? -1) >= head.number)
      ? 'caught up'
      : JSON.stringify(status);
  };
  // generous: a journey may leave the indexer being restarted by the supervisor (its cold start is some 20 s)
  await expect
    .poll(indexedUpTo, {
      message: `the indexer reaches ${JSON.stringify(heads)} after the chains were reverted`,
      timeout: 90_000,
      intervals: [100],
    })
    .toBe('caught up');
}

/**
 * Waits until the app has adopted the page the build prerendered (scripts/prerender.ts). A person cannot tell the
 * two apart; a test that reaches into the DOM itself (style, scroll height) must wait for the live one.
 */
export async function waitForApp(page: Page): Promise<void> {
  // a readiness wait, not a speed check (that is `npm run bench`): on a loaded 2-core machine the first load of a
  // cold page has been seen taking more than the default 7 s to hydrate
  // (checked every animation frame: a locator assertion polls every 500 ms once it has waited a while, and every
  // navigation of every journey passes here)
  await page.waitForFunction(() => !document.querySelector('[data-prerendered]'), undefined, { timeout: 20_000 });
}

/** Waits until the service worker controls the page (the first visit installs it; clientsClaim takes over). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  // the worker installs once it has precached the build (some 190 files): on a busy two-core CI machine up to 20 s
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

/** What a person does to watch an address view-only: the header's button, Watch a wallet, the address, Watch. */
export async function watchWallet(page: Page, address: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: 'Watch a wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch a wallet' });
  await dialog.getByLabel('Wallet address').fill(address);
  await dialog.getByRole('button', { name: 'Watch' }).click();
}

/**
 * What a person does to connect the injected devnet wallet (the `injectedWallet` fixture installs it): the header's
 * button, then the wallet in the modal.
 */
export async function connectDevnetWallet(page: Page, wallet: InjectedWallet): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Devnet Wallet/ })
    .click();
  await expect(page.getByRole('button', { name: `Account ${wallet.address}` })).toBeVisible();
}

/** What a person sees once the app has reconnected the trusted wallet (`startConnected`): its account in the header. */
export async function expectConnected(page: Page, wallet: InjectedWallet): Promise<void> {
  const name = `Account ${wallet.address}`;
  // the reconnect lands a second or so after the page: looked for every animation frame, as waitForApp does (a locator
  // assertion steps 500 ms once it has waited a while, and most journeys pass here); the button's role and name judge
  // (case-insensitive: the app labels the checksummed address, a journey may name it in lower case)
  await page.waitForFunction((label) => document.querySelector(`[aria-label="${label}" i]`) !== null, name, {
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name })).toBeVisible();
}

/**
 * Waits until the screen's rows have arrived (nothing marked busy), as a person waits before reading it, checked every
 * animation frame: a locator assertion steps 500 ms once it has waited a while, and the route sweeps wait here on
 * every screen at every size.
 */
export async function waitForRows(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
    timeout: 15_000,
  });
}

/**
 * Connects the devnet wallet once through the modal, as a person does, and keeps what the app stored of it: the
 * remembered wallet in its preferences (Dexie, and their localStorage mirror). Every other table is emptied, so a
 * journey starts with nothing cached but the trust.
 */
async function rememberTrustedWallet(browser: Browser, stack: E2EStack): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: stack.baseUrl });
  try {
    const page = await context.newPage();
    const wallet = await installInjectedWallet(page, readManifest(stack.manifestPath), DEVNET_ACCOUNT_0);
    await page.goto('/swap');
    await waitForApp(page);
    await connectDevnetWallet(page, wallet);
    // the preference is written to IndexedDB after the connection: wait for the row itself
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<unknown>((resolve) => {
              const open = indexedDB.open('sluice');
              open.onerror = () => resolve(null);
              open.onsuccess = () => {
                const read = open.result.transaction('preferences').objectStore('preferences').get('recentConnectorId');
                read.onsuccess = () => resolve((read.result as { value?: unknown } | undefined)?.value ?? null);
                read.onerror = () => resolve(null);
              };
            }),
        ),
      )
      .toMatch(/^injected:/);
    const state = await context.storageState({ indexedDB: true });
    return {
      ...state,
      origins: (state.origins as StoredOrigin[]).map((origin) => ({
        ...origin,
        indexedDB: origin.indexedDB
          ?.filter((database) => database.name === 'sluice')
          .map((database) => ({
            ...database,
            stores: database.stores.map((store) => (store.name === 'preferences' ? store : { ...store, records: [] })),
          })),
      })),
    };
  } finally {
    await context.close();
  }
}

/**
 * Waits until the app's persisted query cache (Dexie `keyval`, written by the query cache writer worker on a 1000 ms
 * throttle) holds a successful query whose key starts with `keyPrefix`, so a test can go offline knowing what a reload
 * will find.
 */
export async function waitForPersistedQuery(page: Page, keyPrefix: readonly unknown[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ prefix, cacheKey }) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('sluice');
              // Never create the database here: that is the app's job (Dexie's schema and version).
              open.onupgradeneeded = () => open.transaction?.abort();
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('keyval')) return db.close(), resolve(false);
                const read = db.transaction('keyval').objectStore('keyval').get(cacheKey);
                read.onerror = () => (db.close(), resolve(false));
                read.onsuccess = () => {
                  db.close();
                  const value = (read.result as { value?: unknown } | undefined)?.value;
                  if (typeof value !== 'string') return resolve(false);
                  const queries = (
                    JSON.parse(value) as {
                      clientState: { queries: { queryKey: unknown[]; state: { status: string } }[] };
                    }
                  ).clientState.queries;
                  resolve(
                    queries.some(
                      (q) =>
                        q.state.status === 'success' &&
                        prefix.every((part, i) => JSON.stringify(q.queryKey[i]) === JSON.stringify(part)),
                    ),
                  );
                };
              };
            }),
          { prefix: keyPrefix as unknown[], cacheKey: QUERY_CACHE_KEY },
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}
