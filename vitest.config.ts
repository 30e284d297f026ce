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
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'devnet',
          include: ['test/devnet/**/*.test.ts'],
          globalSetup: ['test/devnet/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
