// Where the e2e run's stacks listen, away from the defaults a developer's `npm start` or `npm run devnet` uses. A stack
// is one devnet, its indexer and a services server serving the build; the run starts one per Playwright worker
// (E2E_WORKERS, default 1), and each worker's journeys use their own (`stack` in fixtures.ts).
import { resolve } from 'node:path';

export const E2E_DEVNET_PORT_BASE = Number(process.env.E2E_DEVNET_PORT_BASE ?? 18545);
export const E2E_SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 18700);
export const E2E_INDEXER_PORT = Number(process.env.E2E_INDEXER_PORT ?? 18800);
/** Playwright workers, each with a stack of its own. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);

const DEVNET_DIR = resolve(import.meta.dirname, '../../../.devnet');

export type E2EStack = {
  index: number;
  devnetPortBase: number;
  serverPort: number;
  indexerPort: number;
  baseUrl: string;
  relayUrl: string;
  /** The stack's devnet writes its own manifest, so it never overwrites the one a running `npm start` uses. */
  manifestPath: string;
  /** The indexer's process id, for the journeys that pause it (explore-tokens-and-pools.e2e.ts). */
  indexerPidPath: string;
  /** The services server's process id (it runs apart, supervised), for the journey that kills it. */
  servicesPidPath: string;
  /** What the stack's supervisor reported, one line each. */
  supervisorLogPath: string;
};

/** The stack of one worker (Playwright's parallelIndex, 0 to E2E_WORKERS - 1). */
export function e2eStack(index: number): E2EStack {
  const serverPort = E2E_SERVER_PORT + index;
  return {
    index,
    devnetPortBase: E2E_DEVNET_PORT_BASE + 10 * index,
    serverPort,
    indexerPort: E2E_INDEXER_PORT + index,
    baseUrl: `http://127.0.0.1:${serverPort}`,
    relayUrl: `ws://127.0.0.1:${serverPort}/relay`,
    manifestPath: resolve(DEVNET_DIR, index === 0 ? 'e2e-deployments.json' : `e2e-deployments-${index}.json`),
    indexerPidPath: resolve(DEVNET_DIR, index === 0 ? 'e2e-indexer.pid' : `e2e-indexer-${index}.pid`),
    servicesPidPath: resolve(DEVNET_DIR, `e2e-services-${index}.pid`),
    supervisorLogPath: resolve(DEVNET_DIR, `e2e-supervisor-${index}.log`),
  };
}
