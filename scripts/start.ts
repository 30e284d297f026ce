// `npm start`: the devnet (with its live market), the services server and the built app, on one URL. The composition
// root above both devnet/ and server/: it starts the chains and hands the services what the devnet gives their
// sandboxes (funding, impersonation, the seeded NFT art and usernames), so server/ never imports devnet/.
//
// A supervisor (scripts/stack/supervisor.ts) watches the three parts (issue 35): the services server runs as a process
// of its own (scripts/stack/servicesProcess.ts), so a crash there leaves the chains and the indexer running; it and the
// indexer are started again when they die, and the log says which and why. The chains cannot restart without losing
// their state: if one dies, or a part keeps dying, everything stops, saying which part brought it down.
import { resolve } from 'node:path';
import { readManifest } from '../contract/deployment.ts';
import { DEVNET_DIR, MANIFEST_PATH, startDevnet } from '../devnet/index.ts';
import { startIndexer } from '../server/indexer/startIndexer.ts';
import { servicesUnit } from './stack/servicesUnit.ts';
import { supervise } from './stack/supervisor.ts';

// `npm start` builds first (see package.json), so dist/ always matches the code.
const distDir = resolve(import.meta.dirname, '..', 'dist');
// the extension is built beside the app (issue 30): loaded unpacked from here (README "The browser extension")
const extensionDir = resolve(import.meta.dirname, '..', 'dist-extension');
const indexerPort = Number(process.env.INDEXER_PORT ?? 42069);
let firstStart = true;

const services = servicesUnit({
  label: 'services',
  port: Number(process.env.PORT ?? 8787),
  manifestPath: MANIFEST_PATH,
  distDir,
  // limit orders and usernames: Postgres with DATABASE_URL, else a PGlite folder of their own
  ordersDirectory: resolve(DEVNET_DIR, 'orders'),
  onReady: ({ url, relayUrl }) => {
    if (!firstStart) return;
    firstStart = false;
    // the indexer catches up after this: the app (and swaps) work meanwhile, explore says data is unavailable
    console.log(
      `\nSluice is running at ${url}\n  WalletConnect relay (local): ${relayUrl}\n` +
        `  Browser extension (load unpacked in chrome://extensions): ${extensionDir}\n`,
    );
  },
});

const supervisor = supervise(
  [
    {
      name: 'the chains',
      restartable: false,
      start: async () => {
        // the live market keeps prices moving; SLUICE_MARKET=off gives a still chain (handy when debugging)
        const devnet = await startDevnet({
          market: process.env.SLUICE_MARKET !== 'off',
          log: (message) => console.log(`[devnet] ${message}`),
        });
        return { ended: devnet.ended, stop: () => devnet.stop() };
      },
    },
    services,
    {
      name: 'the indexer',
      restartable: true,
      start: async () => {
        const indexer = await startIndexer({
          manifestPath: MANIFEST_PATH,
          manifest: readManifest(MANIFEST_PATH),
          port: indexerPort,
          runName: 'start',
          log: (message) => console.log(`[indexer] ${message}`),
        });
        console.log(
          `[indexer] caught up in ${indexer.readySeconds.toFixed(0)} s (${indexer.warm ? 'warm' : 'cold'}): ${indexer.url}`,
        );
        services.setIndexerUrl(indexer.url);
        return { ended: indexer.ended, stop: () => indexer.stop() };
      },
    },
  ],
  { log: (message) => console.log(`[supervisor] ${message}`) },
);

process.on('SIGINT', () => void supervisor.stopAll('asked to stop (SIGINT)'));
process.on('SIGTERM', () => void supervisor.stopAll('asked to stop (SIGTERM)'));
process.exit(await supervisor.stopped);
