// Starts the e2e run's stacks (harness/ports.ts), one per Playwright worker: each a devnet, its indexer, and the
// services server serving the production build, under the supervisor `npm start` uses (scripts/stack/supervisor.ts):
// the services server is a process of its own, started again when it dies (fault-services-server.e2e.ts kills it).
import { appendFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startDevnet } from '../../../devnet/index.ts';
import { startIndexer } from '../../../server/indexer/startIndexer.ts';
import { servicesUnit } from '../../../scripts/stack/servicesUnit.ts';
import { supervise } from '../../../scripts/stack/supervisor.ts';
import { E2E_WORKERS, e2eStack, type E2EStack } from './ports.ts';

const verbose = !!process.env.E2E_VERBOSE;
const log = (message: string) => verbose && console.log(message);

async function startStack(stack: E2EStack, distDir: string): Promise<() => Promise<void>> {
  rmSync(stack.supervisorLogPath, { force: true });
  // what the supervisor reports goes to a file the fault journey reads (and to the console with E2E_VERBOSE)
  const report = (message: string) => {
    appendFileSync(stack.supervisorLogPath, `${message}\n`);
    log(`[supervisor ${stack.index}] ${message}`);
  };
  let manifest: Awaited<ReturnType<typeof startDevnet>>['manifest'] | undefined;
  const services = servicesUnit({
    label: `services ${stack.index}`,
    quiet: !verbose,
    port: stack.serverPort,
    manifestPath: stack.manifestPath,
    distDir,
    // limit orders and usernames: a fresh PGlite store in memory, whatever DATABASE_URL says
    env: { ...process.env, DATABASE_URL: '' },
    // analytics on, so the Origin-Country path (UK notice) is exercised; tests answer it with page.route
    analyticsEnabled: true,
    onReady: () => writeFileSync(stack.servicesPidPath, String(services.pid() ?? '')),
  });
  const supervisor = supervise(
    [
      {
        name: 'the chains',
        restartable: false,
        start: async () => {
          const devnet = await startDevnet({ portBase: stack.devnetPortBase, manifestPath: stack.manifestPath, log });
          manifest = devnet.manifest;
          return { ended: devnet.ended, stop: () => devnet.stop() };
        },
      },
      {
        name: 'the indexer',
        restartable: true,
        start: async () => {
          // catches up with the seeded history before any test runs; its database is cached per devnet state
          const indexer = await startIndexer({
            manifestPath: stack.manifestPath,
            manifest: manifest!,
            port: stack.indexerPort,
            runName: `e2e-${stack.index}`,
            snapshotWhenReady: true,
            log,
          });
          // the dead-indexer journey pauses this process (SIGSTOP) and resumes it (SIGCONT)
          writeFileSync(stack.indexerPidPath, String(indexer.pid() ?? ''));
          services.setIndexerUrl(indexer.url);
          return { ended: indexer.ended, stop: () => indexer.stop() };
        },
      },
      // after the indexer: the filler and the relayer find their stock in the built state (devnet/stockAgents.ts), but
      // a chain built without it would be stocked at their start, and those blocks must not reach the indexer's cached
      // snapshot (a later stack loads the chain state without them)
      services,
    ],
    { log: report },
  );
  if (!(await supervisor.started))
    throw new Error(`the e2e stack ${stack.index} did not start: see ${stack.supervisorLogPath}`);
  return () => supervisor.stopAll('the e2e run is over');
}

export default async function globalSetup() {
  const distDir = resolve(import.meta.dirname, '../../../dist');
  if (!existsSync(resolve(distDir, 'index.html')))
    throw new Error('No build in dist/: run `npm run build` first (npm run test:e2e does).');
  // every journey that sent a transaction waits for the indexer twice (harness/fixtures.ts chainSnapshot): at Ponder's
  // default half-second poll that cost some 90 s over the run
  process.env.SLUICE_INDEXER_POLLING_MS ??= '100';
  const stops = await Promise.all(Array.from({ length: E2E_WORKERS }, (_, i) => startStack(e2eStack(i), distDir)));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
