// Where the devnet test project's shared chains and indexer listen, and the files its global setup writes about the
// indexer: kept apart from globalSetup.ts so that `npm test` (scripts/test.ts) can read them without loading the devnet.

export const TEST_PORT_BASE = Number(process.env.DEVNET_TEST_PORT_BASE ?? 28545);
export const INDEXER_PORT = Number(process.env.INDEXER_TEST_PORT ?? TEST_PORT_BASE + 300);
/** Where a failed start of the shared indexer is written, so the files waiting for it fail with its reason. */
export const INDEXER_FAILURE_PATH = `.devnet/test-indexer-${TEST_PORT_BASE}.failed`;
/**
 * Written once the shared indexer is up for good: a cold start answers /ready, then stops to keep a copy of its
 * database and starts again (startIndexer's snapshotWhenReady), so /ready alone is no sign the tests may read it.
 * From then on the devnet state and the indexer's database are both in their caches, for any other stack to load.
 */
export const INDEXER_READY_PATH = `.devnet/test-indexer-${TEST_PORT_BASE}.ready`;
