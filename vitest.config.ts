import { defineConfig } from 'vitest/config';
import { DevnetFileOrder } from './test/devnet/fileOrder.ts';

// Two projects: fast unit and machine tests, and tests against one running devnet (started once by globalSetup).
export default defineConfig({
  test: {
    // the devnet files that start chains of their own run while the shared indexer catches up (test/devnet/fileOrder.ts)
    sequence: { sequencer: DevnetFileOrder },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'machines/**/*.test.ts',
            'workers/**/*.test.ts',
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
            'devnet/**/*.test.ts',
            'test/unit/**/*.test.ts',
            'scripts/**/*.test.ts',
            'extension/**/*.test.ts',
          ],
          environment: 'node',
          // one module graph per worker, not per file: importing viem, XState and React anew for each of ~140 files
          // cost half the layer's time (183 s isolated against 98 s shared, same 809 tests, on 2 cores). A file that
          // stubs globals or modules restores them (vi.unstubAllGlobals, vi.restoreAllMocks) in its own afterEach.
          isolate: false,
          setupFiles: ['test/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'devnet',
          include: ['test/devnet/**/*.test.ts'],
          globalSetup: ['test/devnet/globalSetup.ts'],
          fileParallelism: false,
          // one module graph for the run, as in the unit project (238 s isolated against 158 s shared, warm state)
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
