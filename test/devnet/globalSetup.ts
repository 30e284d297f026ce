// One devnet and one indexer for the whole `devnet` test project, on ports of their own so they never meet
// `npm run devnet`. The indexer starts in the background: the files that start chains of their own run first
// (test/devnet/fileOrder.ts) while it catches up, then the files that read it, before any file changes the shared chain.
import { rmSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import type { DeploymentManifest } from '../../contract/deployment.ts';
import { startDevnet } from '../../devnet/index.ts';
import { startIndexer } from '../../server/indexer/startIndexer.ts';
import { INDEXER_FAILURE_PATH, INDEXER_PORT, INDEXER_READY_PATH, TEST_PORT_BASE } from './ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DeploymentManifest;
    /** The shared indexer's data API; it may still be catching up (test/devnet/seededIndexer.ts waits for it). */
    indexerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const manifestPath = `.devnet/test-deployments-${TEST_PORT_BASE}.json`;
  const devnet = await startDevnet({ portBase: TEST_PORT_BASE, manifestPath, log: (m) => console.log(m) });
  console.log(
    `devnet for tests: ${devnet.warm ? 'warm' : 'cold'} start in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide('devnet', devnet.manifest);

  rmSync(INDEXER_FAILURE_PATH, { force: true });
  rmSync(INDEXER_READY_PATH, { force: true });
  const indexer = startIndexer({
    manifestPath,
    manifest: devnet.manifest,
    port: INDEXER_PORT,
    runName: `devnet-test-${TEST_PORT_BASE}`,
    snapshotWhenReady: true,
    log: (message) => process.env.INDEXER_VERBOSE && console.log(message),
  }).then(
    (running) => {
      console.log(`indexer for tests: ${running.warm ? 'warm' : 'cold'} start in ${running.readySeconds.toFixed(1)} s`);
      writeFileSync(INDEXER_READY_PATH, running.url);
      return running;
    },
    (error: unknown) => {
      writeFileSync(INDEXER_FAILURE_PATH, error instanceof Error ? error.message : String(error));
      return undefined;
    },
  );
  project.provide('indexerUrl', `http://127.0.0.1:${INDEXER_PORT}`);

  return async () => {
    await (await indexer)?.stop();
    await devnet.stop();
  };
}
