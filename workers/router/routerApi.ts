// What the routing worker offers the app: it keeps each chain's pool snapshots and answers quotes against them, so a
// keystroke sends only an amount across the thread boundary.
import { publicClientFor } from '../../src/chain/clients.ts';
import { type ProtocolContracts, type RoutablePool, loadPoolSnapshots } from '../../src/chain/loadPoolSnapshots.ts';
import { tickWordOf } from '../../src/chain/poolState.ts';
import type { SluiceDatabase } from '../../src/data/database.ts';
import { fetchRoutingPools } from '../../src/data/routingPools.ts';
import { readPoolSnapshots, writePoolSnapshots } from './poolSnapshotCache.ts';
import { bestTrade } from '../routing/bestTrade.ts';
import type { CurrencyId, PoolSnapshot, RoutingPreference, Trade, TradeType } from '../routing/types.ts';

export type RouterMarket = {
  pools: PoolSnapshot[];
  weth: CurrencyId;
  /** Transfer fees (bips) of fee-on-transfer tokens. */
  transferFees: Map<CurrencyId, number>;
  /** Block the snapshots were read at: quotes say which state they priced. */
  blockNumber: bigint;
};

export type QuoteRequest = {
  chainId: number;
  currencyIn: CurrencyId;
  currencyOut: CurrencyId;
  tradeType: TradeType;
  amount: bigint;
  preference?: RoutingPreference;
};

export type Quote = { trade: Trade; blockNumber: bigint; computeMs: number };

/** What the worker needs to read a chain's pools itself (multicall over HTTP, off the main thread). */
export type MarketSource = {
  chainId: number;
  rpcUrl: string;
  /** The indexer's routing pools between the app's tokens (`routingPoolsUrl`). */
  routingPoolsUrl: string;
  contracts: ProtocolContracts;
  weth: CurrencyId;
  transferFees: Map<CurrencyId, number>;
};

/**
 * What the main thread gets back: the block the pools were read at. USD prices are not the router's business: the app
 * shows the indexer's one price per token (`usdPriceQuery`).
 */
export type MarketSummary = {
  blockNumber: bigint;
  pools: number;
  /** True when the pools came from the IndexedDB cache rather than the chain. */
  fromCache?: boolean;
};

/** The pools of snapshots as routing candidates again (their ticks name their words): the fallback when the indexer is away. */
export function candidatesFromSnapshots(pools: readonly PoolSnapshot[]): RoutablePool[] {
  const wordsOf = (ticks: readonly { index: number }[], tickSpacing: number) => [
    ...new Set(ticks.map((t) => tickWordOf(t.index, tickSpacing))),
  ];
  return pools.map((pool): RoutablePool => {
    const tokens = { token0: pool.currency0, token1: pool.currency1, fee: pool.fee };
    if (pool.version === 'v2') return { version: 'v2', address: pool.id, ...tokens, tickWords: [] };
    if (pool.version === 'v3')
      return {
        version: 'v3',
        address: pool.id,
        ...tokens,
        tickSpacing: pool.state.tickSpacing,
        tickWords: wordsOf(pool.state.ticks, pool.state.tickSpacing),
      };
    return {
      version: 'v4',
      poolId: pool.id,
      ...tokens,
      tickSpacing: pool.tickSpacing,
      hooks: pool.hooks,
      tickWords: wordsOf(pool.state.zeroForOne.ticks, pool.tickSpacing),
    };
  });
}

export class NoMarketError extends Error {
  override name = 'NoMarketError';
}

export type RouterApiOptions = {
  /** Where pool snapshots persist between visits (the worker's own Dexie connection); none in unit tests. */
  database?: () => SluiceDatabase;
};

export function createRouterApi(options: RouterApiOptions = {}) {
  const markets = new Map<number, RouterMarket>();
  /** The routing candidates: the indexer's, else those of the pools already held or cached (the indexer is away). */
  const candidates = async (source: MarketSource): Promise<RoutablePool[]> => {
    try {
      return (await fetchRoutingPools(source.routingPoolsUrl)).pools;
    } catch (error) {
      const held =
        markets.get(source.chainId)?.pools ??
        (options.database
          ? (await readPoolSnapshots(options.database(), source.chainId).catch(() => undefined))?.pools
          : undefined);
      if (held) return candidatesFromSnapshots(held);
      throw error;
    }
  };
  return {
    /** Replaces a chain's snapshots (on load and on each new block). */
    setMarket(chainId: number, market: RouterMarket): void {
      markets.set(chainId, market);
    },
    /**
     * Reads a chain's routing candidates at the latest block (every read pinned to that one block), keeps them for
     * quotes, and returns the block and market prices.
     */
    async loadMarket(source: MarketSource): Promise<MarketSummary> {
      const client = publicClientFor({ chainId: source.chainId, rpcUrl: source.rpcUrl });
      const [pools0, blockNumber] = await Promise.all([candidates(source), client.getBlockNumber({ cacheTime: 0 })]);
      const pools = await loadPoolSnapshots(client, { pools: pools0, contracts: source.contracts, blockNumber });
      markets.set(source.chainId, { pools, weth: source.weth, transferFees: source.transferFees, blockNumber });
      if (options.database)
        await writePoolSnapshots(options.database(), {
          chainId: source.chainId,
          blockNumber,
          pools,
          weth: source.weth,
        }).catch(() => undefined);
      return { blockNumber, pools: pools.length };
    },
    /**
     * Loads the chain's pools from the cache (issue 5: quotes render from it at load, before the chain answers);
     * undefined when nothing is cached or fresher pools are already loaded.
     */
    async restoreMarket(source: MarketSource): Promise<MarketSummary | undefined> {
      if (!options.database) return undefined;
      const cached = await readPoolSnapshots(options.database(), source.chainId).catch(() => undefined);
      if (!cached) return undefined;
      const loaded = markets.get(source.chainId);
      if (loaded && loaded.blockNumber >= cached.blockNumber) return undefined;
      markets.set(source.chainId, {
        pools: cached.pools,
        weth: source.weth,
        transferFees: source.transferFees,
        blockNumber: cached.blockNumber,
      });
      return {
        blockNumber: cached.blockNumber,
        pools: cached.pools.length,
        fromCache: true,
      };
    },
    /** The best trade for a request, or undefined when no route fills it ("No quotes found"). */
    quote(request: QuoteRequest): Quote | undefined {
      const market = markets.get(request.chainId);
      if (!market) throw new NoMarketError(`No pools loaded for chain ${request.chainId}`);
      const started = performance.now();
      const trade = bestTrade({
        pools: market.pools,
        currencyIn: request.currencyIn,
        currencyOut: request.currencyOut,
        tradeType: request.tradeType,
        amount: request.amount,
        weth: market.weth,
        transferFees: market.transferFees,
        preference: request.preference,
      });
      return trade && { trade, blockNumber: market.blockNumber, computeMs: performance.now() - started };
    },
  };
}

export type RouterApi = ReturnType<typeof createRouterApi>;
