// What the routing worker offers the app: it keeps each chain's pool snapshots and answers quotes against them, so a
// keystroke sends only an amount across the thread boundary.
import { bestTrade } from './routing/bestTrade.ts';
import type { CurrencyId, PoolSnapshot, RoutingPreference, Trade, TradeType } from './routing/types.ts';

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

export class NoMarketError extends Error {
  override name = 'NoMarketError';
}

export function createRouterApi() {
  const markets = new Map<number, RouterMarket>();
  return {
    /** Replaces a chain's snapshots (on load and on each new block). */
    setMarket(chainId: number, market: RouterMarket): void {
      markets.set(chainId, market);
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
