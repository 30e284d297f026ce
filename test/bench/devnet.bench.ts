// Devnet: how long a fresh machine waits for its first start (cold build) and every start after it (warm).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet } from '../../devnet/index.ts';
import type { Bench } from './run.ts';

const PORT_BASE = 48_545;

async function timeStart(options: Parameters<typeof startDevnet>[0]) {
  const started = performance.now();
  const devnet = await startDevnet(options);
  const seconds = (performance.now() - started) / 1000;
  await devnet.stop();
  return { seconds, warm: devnet.warm };
}

export default {
  title: 'Devnet start',
  async run() {
    const stateRoot = mkdtempSync(join(tmpdir(), 'sluice-bench-state-'));
    const manifestPath = join(stateRoot, 'deployments.json');
    try {
      const cold = await timeStart({ portBase: PORT_BASE, stateRoot, manifestPath, rebuild: true });
      const warmRuns = [];
      for (let i = 0; i < 3; i++)
        warmRuns.push((await timeStart({ portBase: PORT_BASE, stateRoot, manifestPath })).seconds);
      const warm = warmRuns.sort((a, b) => a - b)[1]!;
      return [
        {
          name: 'cold build (deploy, seed, 30 days of history)',
          value: cold.seconds,
          unit: 's',
          target: '< 60 s',
          ok: cold.seconds < 60,
        },
        {
          name: 'warm start (median of 3, cached state)',
          value: warm,
          unit: 's',
          target: '< 3 s',
          ok: warm < 3,
          reference: `cold/warm ${(cold.seconds / warm).toFixed(0)}x`,
        },
      ];
    } finally {
      rmSync(stateRoot, { recursive: true, force: true });
    }
  },
} satisfies Bench;
