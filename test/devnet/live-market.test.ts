import { parseAbiItem } from 'viem';
import { describe, expect, it } from 'vitest';
import { startDevnet } from '../../devnet/index.ts';
import { TEST_PORT_BASE } from './ports.ts';

describe('the live market', () => {
  it('should keep trading while the devnet runs', async () => {
    // below the ephemeral port range (32768+), where an outgoing connection could hold a fixed port
    const portBase = TEST_PORT_BASE + 700;
    const devnet = await startDevnet({
      portBase,
      manifestPath: `.devnet/test-market-${portBase}.json`,
      market: { intervalMs: 100 },
    });
    try {
      const from = await Promise.all(devnet.chains.map((c) => c.public.getBlockNumber({ cacheTime: 0 })));
      // a swap moves tokens: the market's trades show as transfers in blocks mined after the start. The test waits for
      // them block by block, asking only for blocks that exist (anvil refuses a range that starts past its head).
      const transfersSinceStart = async () => {
        const counts = await Promise.all(
          devnet.chains.map(async (c, i) => {
            const head = await c.public.getBlockNumber({ cacheTime: 0 });
            if (head <= from[i]!) return 0;
            const logs = await c.public.getLogs({
              event: parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'),
              fromBlock: from[i]! + 1n,
              toBlock: head,
            });
            return logs.length;
          }),
        );
        return counts.reduce((a, b) => a + b, 0);
      };
      await expect.poll(transfersSinceStart, { timeout: 30_000, interval: 100 }).toBeGreaterThan(0);
    } finally {
      await devnet.stop();
    }
  });
});
