// What the routing worker offers the app: it keeps each chain's pool snapshots and answers quotes against them, so a
// keystroke sends only an amount across the thread boundary.
import { publicClientFor } from '../../src/chain/clients.ts';
import { type PoolDescriptor, type ProtocolContracts, loadPoolSnapshots } from '../../src/chain/loadPoolSnapshots.ts';
import type { SluiceDatabase } from '../../src/data/database.ts';
import { readPoolSnapshots, writePoolSnapshots } from './poolSnapshotCache.ts';
import { spotPricesUsd } from '../pricing/spotPrices.ts';
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
  pools: PoolDescriptor[];
  contracts: ProtocolContracts;
  startBlock: bigint;
  weth: CurrencyId;
  transferFees: Map<CurrencyId, number>;
  /** For market prices: token decimals and the stablecoins that anchor them. */
  decimals: Map<CurrencyId, number>;
  stablecoins: CurrencyId[];
};

/** What the main thread gets back: the block the pools were read at and USD prices (the native coin as WETH). */
export type MarketSummary = {
  blockNumber: bigint;
  pricesUsd: Map<CurrencyId, number>;
  pools: number;
  /** True when the pools came from the IndexedDB cache rather than the chain. */
  fromCache?: boolean;
};

const NATIVE = '0x0000000000000000000000000000000000000000';

function marketPrices(pools: PoolSnapshot[], source: MarketSource): Map<CurrencyId, number> {
  const pricesUsd = spotPricesUsd({
    pools,
    decimals: source.decimals,
    stablecoins: source.stablecoins,
    weth: source.weth,
  });
  const wethPrice = pricesUsd.get(source.weth);
  if (wethPrice !== undefined) pricesUsd.set(NATIVE, wethPrice);
  return pricesUsd;
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
  return {
    /** Replaces a chain's snapshots (on load and on each new block). */
    setMarket(chainId: number, market: RouterMarket): void {
      markets.set(chainId, market);
    },
    /** Reads a chain's pools at the latest block, keeps them for quotes, and returns the block and market prices. */
    async loadMarket(source: MarketSource): Promise<MarketSummary> {
      const client = publicClientFor({ chainId: source.chainId, rpcUrl: source.rpcUrl });
      const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
      const pools = await loadPoolSnapshots(client, source.pools, source.contracts, source.startBlock);
      markets.set(source.chainId, { pools, weth: source.weth, transferFees: source.transferFees, blockNumber });
      if (options.database)
        await writePoolSnapshots(options.database(), {
          chainId: source.chainId,
          blockNumber,
          pools,
          weth: source.weth,
        }).catch(() => undefined);
      return { blockNumber, pricesUsd: marketPrices(pools, source), pools: pools.length };
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
        pricesUsd: marketPrices(cached.pools, source),
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
