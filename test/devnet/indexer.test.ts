// The indexer and its data API against the devnet: TVL, price and volume for a sample of pools and tokens must equal
// an independent computation from chain state (getReserves, slot0, balances) and Swap logs.
import { type Address, type Hex, parseAbi, parseAbiItem } from 'viem';
import { describe, expect, it } from 'vitest';
import type { ChainDeployment, PoolManifest } from '../../contract/deployment.ts';
import { clientsFor, devnetChainManifest } from './fixtures.ts';
import { useSeededIndexer } from './seededIndexer.ts';

const DAY = 86_400;

const readAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function balanceOf(address owner) view returns (uint256 balance)',
  'function getSlot0(bytes32 poolId) view returns (uint160 sqrtPriceX96, int24 tick, uint24 protocolFee, uint24 lpFee)',
]);

type ApiToken = {
  id: string;
  address: Address;
  symbol: string;
  decimals: number;
  priceUSD: number;
  pricePool: string;
  volume1Day: number;
};
type ApiPool = {
  id: string;
  poolId: string;
  protocolVersion: string;
  totalLiquidity: { value: number };
  volume1Day: { value: number };
  apr: number;
  feeTier: number;
};

const { api, url } = useSeededIndexer();

const poolKey = (pool: PoolManifest) => (pool.version === 'v4' ? pool.poolId : pool.address).toLowerCase();
const units = (amount: bigint, decimals: number) => Number(amount) / 10 ** decimals;

/** Price of token0 in token1 (whole tokens), read from the pool's contract state. */
async function onChainPrice(chain: ChainDeployment, pool: PoolManifest): Promise<number> {
  const { publicClient } = clientsFor(chain);
  const decimals = (address: string) =>
    address === '0x0000000000000000000000000000000000000000'
      ? 18
      : chain.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())!.decimals;
  const [d0, d1] = [decimals(pool.token0), decimals(pool.token1)];
  if (pool.version === 'v2') {
    const [r0, r1] = await publicClient.readContract({
      address: pool.address,
      abi: readAbi,
      functionName: 'getReserves',
    });
    return units(r1, d1) / units(r0, d0);
  }
  const [sqrtPriceX96] =
    pool.version === 'v3'
      ? await publicClient.readContract({ address: pool.address, abi: readAbi, functionName: 'slot0' })
      : await publicClient.readContract({
          address: chain.contracts.StateView,
          abi: readAbi,
          functionName: 'getSlot0',
          args: [pool.poolId],
        });
  return (Number(sqrtPriceX96) / 2 ** 96) ** 2 * 10 ** (d0 - d1);
}

/** A token's USD price from its pricing pool's chain state, the quote priced the same way (stablecoins at 1). */
async function independentPrice(chain: ChainDeployment, tokens: ApiToken[], address: string): Promise<number> {
  const listed = chain.tokens.find((t) => t.address.toLowerCase() === address);
  if (listed?.flags.includes('stablecoin')) return 1;
  const token = tokens.find((t) => t.address === address)!;
  const pool = chain.pools.find((p) => `${chain.chainId}-${poolKey(p)}` === token.pricePool);
  expect(pool, `pricing pool of ${token.symbol}`).toBeDefined();
  const price0In1 = await onChainPrice(chain, pool!);
  const isToken0 = pool!.token0.toLowerCase() === address;
  const quote = (isToken0 ? pool!.token1 : pool!.token0).toLowerCase();
  const quoteListed = chain.tokens.find((t) => t.address.toLowerCase() === quote);
  // spec: prices route through stablecoins, or through WETH priced against them
  expect(
    quoteListed?.flags.some((f) => f === 'stablecoin' || f === 'wrappedNative') ||
      quote === '0x0000000000000000000000000000000000000000',
  ).toBe(true);
  const quotePrice =
    quote === '0x0000000000000000000000000000000000000000'
      ? await independentPrice(chain, tokens, chain.contracts.WETH9.toLowerCase())
      : await independentPrice(chain, tokens, quote);
  return (isToken0 ? price0In1 : 1 / price0In1) * quotePrice;
}

/** Tokens the pool holds, from balances (v3) or reserves (v2). */
async function onChainHoldings(
  chain: ChainDeployment,
  pool: PoolManifest & { address: Address },
): Promise<[bigint, bigint]> {
  const { publicClient } = clientsFor(chain);
  if (pool.version === 'v2') {
    const [r0, r1] = await publicClient.readContract({
      address: pool.address,
      abi: readAbi,
      functionName: 'getReserves',
    });
    return [r0, r1];
  }
  const balance = (token: Address) =>
    publicClient.readContract({ address: token, abi: readAbi, functionName: 'balanceOf', args: [pool.address] });
  return [await balance(pool.token0), await balance(pool.token1)];
}

describe.each([31337, 31338])('indexer on chain %i', (chainId) => {
  it('should price every sampled token as its pricing pool on chain does when the history is indexed', async () => {
    const chain = devnetChainManifest(chainId);
    const { tokens } = await api<{ tokens: ApiToken[] }>(`/tokens?chainIds=${chainId}`);
    for (const symbol of ['WETH', 'WBTC', 'UNI', 'LINK', 'USDC']) {
      const token = tokens.find((t) => t.symbol === symbol)!;
      expect(token, symbol).toBeDefined();
      const expected = await independentPrice(chain, tokens, token.address);
      expect(token.priceUSD / expected, symbol).toBeCloseTo(1, 9);
    }
  });

  it('should page the tokens list in the asked order, every token once, as the explore table reads it', async () => {
    const { tokens } = await api<{ tokens: ApiToken[] }>(`/tokens?chainIds=${chainId}`);
    const size = 5;
    const pages: { tokens: ApiToken[]; total: number }[] = [];
    for (let page = 1; page <= Math.ceil(tokens.length / size); page++) {
      pages.push(await api(`/tokens?chainIds=${chainId}&orderBy=priceUSD&direction=asc&page=${page}&size=${size}`));
    }
    expect(pages.every((p) => p.total === tokens.length)).toBe(true);
    const paged = pages.flatMap((p) => p.tokens);
    expect(paged.map((t) => t.address).sort()).toEqual(tokens.map((t) => t.address).sort());
    const prices = paged.map((t) => t.priceUSD);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await fetch(`${url()}/tokens?chainIds=${chainId}&orderBy=name&page=1`)).status).toBe(400);
  });

  it('should report v2 and v3 pool TVL equal to the pools holdings on chain when the history is indexed', async () => {
    const chain = devnetChainManifest(chainId);
    const { tokens } = await api<{ tokens: ApiToken[] }>(`/tokens?chainIds=${chainId}`);
    const { poolStats } = await api<{ poolStats: ApiPool[] }>(`/pools/stats?chainId=${chainId}`);
    const sample = chain.pools.filter((p): p is PoolManifest & { address: Address } => p.version !== 'v4').slice(0, 6);
    for (const pool of sample) {
      const stats = poolStats.find((p) => p.poolId.toLowerCase() === poolKey(pool))!;
      const [h0, h1] = await onChainHoldings(chain, pool);
      const t0 = tokens.find((t) => t.address === pool.token0.toLowerCase())!;
      const t1 = tokens.find((t) => t.address === pool.token1.toLowerCase())!;
      const tvl =
        units(h0, t0.decimals) * (await independentPrice(chain, tokens, t0.address)) +
        units(h1, t1.decimals) * (await independentPrice(chain, tokens, t1.address));
      expect(stats.totalLiquidity.value / tvl, `${pool.version} ${t0.symbol}/${t1.symbol}`).toBeCloseTo(1, 6);
    }
  });

  // "24h": the hour buckets overlapping the last day of chain time (server/indexer/periods.ts)
  it('should report 24h volume equal to the stablecoin side of the Swap logs since the hour 24 h before chain time', async () => {
    const chain = devnetChainManifest(chainId);
    const { publicClient } = clientsFor(chain);
    const { poolStats } = await api<{ poolStats: ApiPool[] }>(`/pools/stats?chainId=${chainId}`);
    const latest = await publicClient.getBlock({ blockTag: 'latest' });
    const dayAgo = Number(latest.timestamp) - DAY;
    const since = dayAgo - (dayAgo % 3600);
    const stable = (a: string) =>
      chain.tokens.find((t) => t.address.toLowerCase() === a.toLowerCase() && t.flags.includes('stablecoin'));
    const sample = chain.pools.filter((p) => stable(p.token0) || stable(p.token1));
    expect(sample.length).toBeGreaterThan(1);
    const timestamps = new Map<bigint, number>();
    const timeOf = async (blockNumber: bigint) => {
      if (!timestamps.has(blockNumber))
        timestamps.set(blockNumber, Number((await publicClient.getBlock({ blockNumber })).timestamp));
      return timestamps.get(blockNumber)!;
    };
    for (const pool of sample) {
      const stableSide = stable(pool.token0) ? 0 : 1;
      const decimals = stable(stableSide === 0 ? pool.token0 : pool.token1)!.decimals;
      let volume = 0;
      if (pool.version === 'v2') {
        const logs = await publicClient.getLogs({
          address: pool.address,
          event: parseAbiItem(
            'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
          ),
          fromBlock: 0n,
        });
        for (const log of logs) {
          if ((await timeOf(log.blockNumber)) < since) continue;
          const a = log.args;
          const delta = stableSide === 0 ? a.amount0In! - a.amount0Out! : a.amount1In! - a.amount1Out!;
          volume += units(delta < 0n ? -delta : delta, decimals);
        }
      } else {
        const logs =
          pool.version === 'v3'
            ? await publicClient.getLogs({
                address: pool.address,
                event: parseAbiItem(
                  'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)',
                ),
                fromBlock: 0n,
              })
            : await publicClient.getLogs({
                address: chain.contracts.PoolManager,
                event: parseAbiItem(
                  'event Swap(bytes32 indexed id, address indexed sender, int128 amount0, int128 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick, uint24 fee)',
                ),
                args: { id: pool.poolId as Hex },
                fromBlock: 0n,
              });
        for (const log of logs) {
          if ((await timeOf(log.blockNumber)) < since) continue;
          const delta = stableSide === 0 ? log.args.amount0! : log.args.amount1!;
          volume += units(delta < 0n ? -delta : delta, decimals);
        }
      }
      const stats = poolStats.find((p) => p.poolId.toLowerCase() === poolKey(pool))!;
      expect(stats.volume1Day.value, `${pool.version} ${poolKey(pool)}`).toBeCloseTo(volume, 6);
      // spec §3: APR annualized from 1-day fees
      if (stats.totalLiquidity.value > 0)
        expect(stats.apr).toBeCloseTo(((volume * stats.feeTier) / 1e6 / stats.totalLiquidity.value) * 365 * 100, 6);
    }
  });
});

describe('portfolio balance', () => {
  it('should answer balanceUSD, percentChange and absoluteChangeUSD for a trader when asked for both chains', async () => {
    const trader = clientsFor(devnetChainManifest(31337), 5).account.address;
    const body = await api<Record<string, unknown>>(`/portfolio/balance?address=${trader}&chainIds=31337,31338`);
    expect(Object.keys(body).sort()).toEqual(['absoluteChangeUSD', 'balanceUSD', 'percentChange']);
    expect(body.balanceUSD).toBeGreaterThan(0);
    expect(typeof body.percentChange).toBe('number');
    // each chain once and only the indexed ones, however many ids are asked (issue 35: 2,000 ids were 2,000 reads)
    const many = Array.from({ length: 1000 }, (_, i) => (i % 2 ? 31337 : 100_000 + i)).join(',');
    const once = await api<Record<string, number>>(`/portfolio/balance?address=${trader}&chainIds=31337`);
    expect(
      (await api<Record<string, number>>(`/portfolio/balance?address=${trader}&chainIds=${many}`)).balanceUSD,
    ).toBe(once.balanceUSD);
  });
});

describe('prior transfers', () => {
  it("should count one address's token transfers to another as the chain's Transfer logs do, and none to a stranger", async () => {
    const chain = devnetChainManifest(31337);
    const { publicClient } = clientsFor(chain);
    const from = clientsFor(chain, 5).account.address;
    const logs = await publicClient.getLogs({
      address: chain.tokens.map((t) => t.address),
      event: parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'),
      args: { from },
      fromBlock: 0n,
      strict: true,
    });
    const to = logs[0]!.args.to;
    const expected = logs.filter((log) => log.args.to.toLowerCase() === to.toLowerCase()).length;
    expect(expected).toBeGreaterThan(0);
    const counted = await api<{ count: number }>(`/portfolio/transfers/count?chainId=31337&from=${from}&to=${to}`);
    expect(counted).toEqual({ count: expected });
    const stranger = '0x1111111111111111111111111111111111111111';
    expect(await api(`/portfolio/transfers/count?chainId=31337&from=${from}&to=${stranger}`)).toEqual({ count: 0 });
    const refused = await fetch(`${url()}/portfolio/transfers/count?chainId=31337&from=${from}&to=nobody`);
    expect(refused.status).toBe(400);
  });
});

describe('explore transactions', () => {
  it("should answer no swaps for a pool nobody indexed without hiding the chain's swaps from the next request", async () => {
    type Swaps = { transactions: { poolId: string }[] };
    const unknownPool = '0x0000000000000000000000000000000000000001';
    expect(await api<Swaps>(`/transactions?chainIds=31337&pool=${unknownPool}`)).toEqual({ transactions: [] });
    // the unfiltered list shared its cache key with an empty filter: the explore tab showed no transactions
    const all = await api<Swaps>('/transactions?chainIds=31337');
    expect(all.transactions.length).toBeGreaterThan(0);
  });
});
