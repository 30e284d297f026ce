// Starts the e2e run's stacks (harness/ports.ts), one per Playwright worker: each a devnet, its indexer, and the
// services server serving the production build, as `npm start` runs them.
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startDevnet } from '../../../devnet/index.ts';
import { DEVNET_USERNAMES, devnetSandbox } from '../../../devnet/sandboxAccess.ts';
import { startIndexer } from '../../../server/indexer/startIndexer.ts';
import { LimitOrderFiller } from '../../../server/sandbox/limitOrderFiller.ts';
import { OrderStore, openOrderDatabase } from '../../../server/orders/orderStore.ts';
import { UsernameStore } from '../../../server/usernames.ts';
import { startServicesServer } from '../../../server/serve.ts';
import { E2E_WORKERS, e2eStack, type E2EStack } from './ports.ts';

const log = (message: string) => process.env.E2E_VERBOSE && console.log(message);

async function startStack(stack: E2EStack, distDir: string): Promise<() => Promise<void>> {
  const devnet = await startDevnet({ portBase: stack.devnetPortBase, manifestPath: stack.manifestPath, log });
  // The indexer catches up with the seeded history before any test runs; its database is cached per devnet state.
  const indexer = await startIndexer({
    manifestPath: stack.manifestPath,
    manifest: devnet.manifest,
    port: stack.indexerPort,
    runName: `e2e-${stack.index}`,
    snapshotWhenReady: true,
    log,
  });
  // The dead-indexer journey pauses this process (SIGSTOP) and resumes it (SIGCONT).
  writeFileSync(stack.indexerPidPath, String(indexer.pid() ?? ''));
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
    log: (message) => log(`[orders ${stack.index}] ${message}`),
  });
  filler.start();
  const server = await startServicesServer({
    indexerUrl: () => indexer.url,
    port: stack.serverPort,
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

export default async function globalSetup() {
  const distDir = resolve(import.meta.dirname, '../../../dist');
  if (!existsSync(resolve(distDir, 'index.html')))
    throw new Error('No build in dist/: run `npm run build` first (npm run test:e2e does).');
  const stops = await Promise.all(Array.from({ length: E2E_WORKERS }, (_, i) => startStack(e2eStack(i), distDir)));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
