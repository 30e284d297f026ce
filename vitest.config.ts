import { defineConfig } from 'vitest/config';

// Two projects: fast unit and machine tests, and tests against one running devnet (started once by globalSetup).
export default defineConfig({
  test: {
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
