import { parseAbiItem } from 'viem';
import { describe, expect, it } from 'vitest';
import { startDevnet } from '../../devnet/index.ts';
import { TEST_PORT_BASE } from './globalSetup.ts';

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
      await new Promise((r) => setTimeout(r, 2000));
      const transfers = await Promise.all(
        devnet.chains.map((c, i) =>
          c.public.getLogs({
            event: parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'),
            fromBlock: from[i]! + 1n,
            toBlock: 'latest',
          }),
        ),
      );
      // a swap moves tokens: the market's trades show as transfers in blocks mined after the start
      expect(transfers.flat().length).toBeGreaterThan(0);
    } finally {
      await devnet.stop();
    }
  });
});
