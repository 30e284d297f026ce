// The indexer over the test devnet's seeded state: one for the whole project (test/devnet/globalSetup.ts), which a
// file that reads it waits for before its first test.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, expect, inject, vi } from 'vitest';
import { INDEXER_FAILURE_PATH, INDEXER_READY_PATH } from './ports.ts';

/**
 * Waits until the shared indexer is up for good (globalSetup writes INDEXER_READY_PATH once it has caught up with both
 * chains and, on a cold start, restarted from its kept copy) and answers /ready, or says why it never will.
 */
async function waitForIndexer(url: string, timeoutMs: number): Promise<void> {
  await vi
    .waitFor(
      async () => {
        // a failed start fails at once, with its reason (vi.waitFor retries only until the timeout)
        if (existsSync(INDEXER_FAILURE_PATH))
          return `the indexer failed to start: ${readFileSync(INDEXER_FAILURE_PATH, 'utf8')}`;
        if (!existsSync(INDEXER_READY_PATH)) throw new Error('the indexer is catching up');
        const response = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) });
        if (!response.ok) throw new Error(`the indexer is catching up (${response.status})`);
        return undefined;
      },
      { timeout: timeoutMs, interval: 500 },
    )
    .then((failure) => {
      if (failure) throw new Error(failure);
    });
}

export function useSeededIndexer() {
  const url = () => inject('indexerUrl');
  // a cold backfill of the seeded history takes minutes on a busy two-core machine
  beforeAll(() => waitForIndexer(url(), 15 * 60_000), 15 * 60_000);
  /** GETs a data API path and expects a 200. */
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${url()}${path}`);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  return { api, url };
}
