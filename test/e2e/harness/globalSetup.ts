// Starts ONE devnet and the services server (serving the production build) for the whole Playwright run.
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startDevnet } from '../../../devnet/index.ts';
import { DEVNET_USERNAMES, devnetSandbox } from '../../../devnet/sandboxAccess.ts';
import { startIndexer } from '../../../server/indexer/startIndexer.ts';
import { LimitOrderFiller } from '../../../server/sandbox/limitOrderFiller.ts';
import { OrderStore, openOrderDatabase } from '../../../server/orders/orderStore.ts';
import { UsernameStore } from '../../../server/usernames.ts';
import { startServicesServer } from '../../../server/serve.ts';
import { E2E_DEVNET_PORT_BASE, E2E_MANIFEST_PATH, E2E_SERVER_PORT } from './ports.ts';

const E2E_INDEXER_PORT = Number(process.env.E2E_INDEXER_PORT ?? 18800);
/** Where the indexer's process id is written for the journeys (read by test/e2e/explore-*.e2e.ts). */
export const E2E_INDEXER_PID_PATH = resolve(import.meta.dirname, '../../../.devnet/e2e-indexer.pid');

export default async function globalSetup() {
  const distDir = resolve(import.meta.dirname, '../../../dist');
  if (!existsSync(resolve(distDir, 'index.html')))
    throw new Error('No build in dist/: run `npm run build` first (npm run test:e2e does).');

  const devnet = await startDevnet({
    portBase: E2E_DEVNET_PORT_BASE,
    manifestPath: E2E_MANIFEST_PATH,
    log: (message) => process.env.E2E_VERBOSE && console.log(message),
  });
  // The indexer catches up with the seeded history before any test runs; its database is cached per devnet state.
  const indexer = await startIndexer({
    manifestPath: E2E_MANIFEST_PATH,
    manifest: devnet.manifest,
    port: E2E_INDEXER_PORT,
    runName: 'e2e',
    snapshotWhenReady: true,
    log: (message) => process.env.E2E_VERBOSE && console.log(message),
  });
  // The dead-indexer journey pauses this process (SIGSTOP) and resumes it (SIGCONT).
  writeFileSync(E2E_INDEXER_PID_PATH, String(indexer.pid() ?? ''));
  // Limit orders: a fresh PGlite store per run (in memory) and the devnet's filler, as `npm start` runs them.
  // usernames share its database, seeded with the devnet's
  const servicesDatabase = await openOrderDatabase({});
  const orderStore = await OrderStore.open(servicesDatabase);
  const usernameStore = await UsernameStore.open(servicesDatabase, DEVNET_USERNAMES);
  const filler = new LimitOrderFiller({
    manifest: () => devnet.manifest,
    store: orderStore,
    fund: devnetSandbox.fund,
    sendAs: devnetSandbox.sendAs,
    log: (message) => process.env.E2E_VERBOSE && console.log(`[orders] ${message}`),
  });
  filler.start();
  const server = await startServicesServer({
    indexerUrl: () => indexer.url,
    port: E2E_SERVER_PORT,
    manifest: () => devnet.manifest,
    distDir,
    // Analytics on, so the Origin-Country path (UK notice) is exercised; tests answer it with page.route.
    runtimeConfig: { analyticsEnabled: true },
    orderStore,
    usernameStore,
    sandbox: devnetSandbox,
  });
  return async () => {
    await server.close();
    await filler.stop();
    await orderStore.close();
    await indexer.stop();
    await devnet.stop();
  };
}
