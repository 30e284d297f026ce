// `npm start`: the devnet (with its live market), the services server and the built app, on one URL. The composition
// root above both devnet/ and server/: it starts the chains and hands the services what the devnet gives their
// sandboxes (funding, impersonation, the seeded NFT art and usernames), so server/ never imports devnet/.
import { resolve } from 'node:path';
import { DEVNET_DIR, MANIFEST_PATH, startDevnet } from '../devnet/index.ts';
import { DEVNET_USERNAMES, devnetSandbox } from '../devnet/sandboxAccess.ts';
import { LimitOrderFiller } from '../server/sandbox/limitOrderFiller.ts';
import { OrderStore, openOrderDatabase } from '../server/orders/orderStore.ts';
import { UsernameStore } from '../server/usernames.ts';
import { type RunningIndexer, startIndexer } from '../server/indexer/startIndexer.ts';
import { startServicesServer } from '../server/serve.ts';

// `npm start` builds first (see package.json), so dist/ always matches the code.
const distDir = resolve(import.meta.dirname, '..', 'dist');

// The live market keeps prices moving; SLUICE_MARKET=off gives a still chain (handy when debugging).
const devnet = await startDevnet({
  market: process.env.SLUICE_MARKET !== 'off',
  log: (message) => console.log(`[devnet] ${message}`),
});
// The indexer starts in the background: the app (and swaps) work while it catches up, explore says data is unavailable.
let indexer: RunningIndexer | undefined;
// Limit orders and usernames live beside the indexer's data: Postgres with DATABASE_URL, else a PGlite folder of
// their own.
const servicesDatabase = await openOrderDatabase({
  connectionString: process.env.DATABASE_URL,
  directory: resolve(DEVNET_DIR, 'orders'),
});
const orderStore = await OrderStore.open(servicesDatabase);
const usernameStore = await UsernameStore.open(servicesDatabase, DEVNET_USERNAMES);
const indexerPort = Number(process.env.INDEXER_PORT ?? 42069);
// The devnet's UniswapX filler: fills open limit orders once the live market crosses them.
const filler = new LimitOrderFiller({
  manifest: () => devnet.manifest,
  store: orderStore,
  fund: devnetSandbox.fund,
  sendAs: devnetSandbox.sendAs,
  log: (message) => console.log(`[orders] ${message}`),
});
filler.start();
const server = await startServicesServer({
  port: Number(process.env.PORT ?? 8787),
  manifest: () => devnet.manifest,
  distDir,
  indexerUrl: () => indexer?.url,
  orderStore,
  usernameStore,
  sandbox: devnetSandbox,
});
startIndexer({
  manifestPath: MANIFEST_PATH,
  manifest: devnet.manifest,
  port: indexerPort,
  runName: 'start',
  log: (message) => console.log(`[indexer] ${message}`),
})
  .then((running) => {
    indexer = running;
    console.log(
      `[indexer] caught up in ${running.readySeconds.toFixed(0)} s (${running.warm ? 'warm' : 'cold'}): ${running.url}`,
    );
  })
  .catch((error: unknown) => console.error(`[indexer] failed: ${(error as Error).message}`));
console.log(`\nSluice is running at ${server.url}\n  WalletConnect relay (local): ${server.relayUrl}\n`);

async function shutdown() {
  await server.close();
  await indexer?.stop();
  await filler.stop();
  await orderStore.close();
  await devnet.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
