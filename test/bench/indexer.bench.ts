// The indexer: backfill of the seeded history (events per second, against reading the same logs straight from the
// RPC), and p95 latency of the explore queries (against the API's trivial /health answer in the same run).
import { createPublicClient, http } from 'viem';
import { startDevnet } from '../../devnet/index.ts';
import { startIndexer } from '../../server/indexer/startIndexer.ts';
import type { Bench, BenchResult } from './run.ts';

const PORT_BASE = Number(process.env.BENCH_DEVNET_PORT_BASE ?? 48_645);
const INDEXER_PORT = Number(process.env.BENCH_INDEXER_PORT ?? 48_800);
const MANIFEST = `.devnet/bench-indexer-${PORT_BASE}.json`;
const P95_TARGET_MS = 50;
const REQUESTS = 200;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * p)] ?? 0;

async function p95(url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return percentile(times, 0.95);
}

/** Every log on both chains, read with one eth_getLogs per chain: the floor any indexer pays to read them. */
async function rawLogsPerSecond(rpcUrls: string[]): Promise<{ count: number; perSecond: number }> {
  const started = performance.now();
  let count = 0;
  for (const url of rpcUrls) {
    const client = createPublicClient({ transport: http(url) });
    const logs = await client.getLogs({ fromBlock: 0n, toBlock: 'latest' });
    count += logs.length;
  }
  return { count, perSecond: count / ((performance.now() - started) / 1000) };
}

async function completedEvents(url: string): Promise<number> {
  const metrics = await (await fetch(`${url}/metrics`)).text();
  return metrics
    .split('\n')
    .filter((line) => line.startsWith('ponder_indexing_completed_events'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

const bench: Bench = {
  title: 'Indexer: backfill of the seeded history and explore API latency',
  async run(): Promise<BenchResult[]> {
    const devnet = await startDevnet({ portBase: PORT_BASE, manifestPath: MANIFEST });
    try {
      const indexer = await startIndexer({
        manifestPath: MANIFEST,
        manifest: devnet.manifest,
        port: INDEXER_PORT,
        runName: `bench-${PORT_BASE}`,
        cold: true,
      });
      try {
        const events = await completedEvents(indexer.url);
        const raw = await rawLogsPerSecond(Object.values(devnet.manifest.chains).map((c) => c.rpcUrl));
        const backfillRate = events / indexer.readySeconds;
        const chains = '31337,31338';
        const chain = devnet.manifest.chains['31337']!;
        const weth = chain.tokens.find((t) => t.symbol === 'WETH')!.address;
        const tokenList = [...chain.tokens.map((t) => t.address), '0x0000000000000000000000000000000000000000'];
        const v3Pool = chain.pools.find((p) => p.version === 'v3')!;
        const lp = devnet.chains[0]!.account(1);
        // Warm up (the first reads fill the API's caches), then the reference: Ponder's own /health answer.
        await p95(`${indexer.url}/tokens?chainIds=${chains}`);
        const health = await p95(`${indexer.url}/health`);
        const queries: [string, string][] = [
          ['tokens page', `/tokens?chainIds=${chains}&orderBy=volume1Day&direction=desc&page=1&size=100`],
          ['pool stats', `/pools/stats?chainId=31337`],
          ['transactions', `/transactions?chainIds=${chains}`],
          ['pool search', `/pools/search?searchQuery=WETH&chainIds=${chains}&searchType=POOL&page=1&size=10`],
          ['token details', `/tokens/31337/${weth}`],
          ['token prices 1W', `/tokens/31337/${weth}/prices?range=1W`],
          ['token prices 1Y', `/tokens/31337/${weth}/prices?range=1Y`],
          ['routing pools', `/routing/pools?chainId=31337&tokens=${tokenList.join(',')}`],
          ['pool ticks', `/pools/31337/${'address' in v3Pool ? v3Pool.address : ''}/ticks`],
          ['positions', `/positions?owner=${lp}&chainIds=${chains}`],
          ['nfts', `/nfts?owner=${lp}&chainIds=${chains}`],
        ];
        const results: BenchResult[] = [
          {
            name: 'backfill: events indexed per second',
            value: backfillRate,
            unit: 'ev/s',
            reference: `${events} events in ${indexer.readySeconds.toFixed(1)} s incl. start-up; raw eth_getLogs ${raw.perSecond.toFixed(0)} ev/s, ratio ${(backfillRate / raw.perSecond).toFixed(4)}`,
          },
        ];
        for (const [name, path] of queries) {
          const value = await p95(`${indexer.url}${path}`);
          results.push({
            name: `API p95: ${name}`,
            value,
            unit: 'ms',
            target: `< ${P95_TARGET_MS} ms`,
            reference: `${(value / Math.max(health, 0.01)).toFixed(1)}x /health p95 ${health.toFixed(2)} ms`,
            ok: value < P95_TARGET_MS,
          });
        }
        return results;
      } finally {
        await indexer.stop();
      }
    } finally {
      await devnet.stop();
    }
  },
};

export default bench;
