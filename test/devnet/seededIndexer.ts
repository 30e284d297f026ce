// The indexer over the test devnet's seeded state, started once per test file (warm from the cached database).
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type RunningIndexer, startIndexer } from '../../server/indexer/startIndexer.ts';
import { TEST_PORT_BASE } from './globalSetup.ts';

const INDEXER_PORT = Number(process.env.INDEXER_TEST_PORT ?? TEST_PORT_BASE + 300);

export function useSeededIndexer() {
  let indexer: RunningIndexer | undefined;
  beforeAll(async () => {
    indexer = await startIndexer({
      manifestPath: `.devnet/test-deployments-${TEST_PORT_BASE}.json`,
      manifest: inject('devnet'),
      port: INDEXER_PORT,
      runName: `devnet-test-${TEST_PORT_BASE}`,
      snapshotWhenReady: true,
      log: (message) => process.env.INDEXER_VERBOSE && console.log(message),
    });
  }, 20 * 60_000);
  afterAll(async () => {
    await indexer?.stop();
  });
  const url = () => {
    if (!indexer) throw new Error('the indexer has not started');
    return indexer.url;
  };
  /** GETs a data API path and expects a 200. */
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${url()}${path}`);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  return { api, url };
}
