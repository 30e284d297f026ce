import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDevnet } from '../../devnet/index.ts';
import { TEST_PORT_BASE } from './ports.ts';
import { DEFAULT_STATE_ROOT, StateCache, stateCacheKey } from '../../devnet/stateCache.ts';

function anvilProcessesOnPort(port: number): string[] {
  try {
    return execFileSync('pgrep', ['-af', `anvil .*--port ${port}`], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

describe('devnet lifecycle', () => {
  it('should leave no anvil process when stopped', async () => {
    const portBase = TEST_PORT_BASE + 500;
    const devnet = await startDevnet({ portBase, manifestPath: `.devnet/test-lifecycle-${portBase}.json` });
    expect(devnet.warm).toBe(true);
    expect(anvilProcessesOnPort(portBase)).toHaveLength(1);
    expect(anvilProcessesOnPort(portBase + 1)).toHaveLength(1);
    expect(await devnet.chains[1]!.public.getChainId()).toBe(31338);
    await devnet.stop();
    expect(anvilProcessesOnPort(portBase)).toEqual([]);
    expect(anvilProcessesOnPort(portBase + 1)).toEqual([]);
  });

  it('should rebuild instead of failing when the cached state is corrupt', async () => {
    const key = stateCacheKey();
    const root = mkdtempSync(join(tmpdir(), 'sluice-state-'));
    cpSync(join(DEFAULT_STATE_ROOT, key), join(root, key), { recursive: true });
    const corrupt = new StateCache(key, root).chainStatePath(31337);
    writeFileSync(corrupt, readFileSync(corrupt, 'utf8').slice(0, 100_000));
    const messages: string[] = [];
    const devnet = await startDevnet({
      portBase: TEST_PORT_BASE + 600,
      manifestPath: join(root, 'deployments.json'),
      stateRoot: root,
      // the rebuild is what this test sees, not the month of history (84 s of the layer at 30 days)
      historyDays: 1,
      log: (m) => messages.push(m),
    });
    try {
      expect(devnet.warm).toBe(false);
      expect(messages.some((m) => m.includes('is unusable') && m.includes('rebuilding'))).toBe(true);
      expect(
        await devnet.chains[0]!.public.getCode({ address: devnet.manifest.chains['31337']!.contracts.UniversalRouter }),
      ).not.toBe('0x');
      expect(readFileSync(corrupt).length).toBeGreaterThan(1_000_000);
    } finally {
      await devnet.stop();
      rmSync(root, { recursive: true, force: true });
    }
  }, 180_000);
});
