import 'fake-indexeddb/auto';
import { expose, wrap } from 'comlink';
import { describe, expect, it } from 'vitest';
import { SluiceDatabase } from '../../src/data/database.ts';
import { writePoolSnapshots } from './poolSnapshotCache.ts';
import {
  type MarketSource,
  type RouterMarket,
  candidatesFromSnapshots,
  createRouterApi,
  type RouterApi,
} from './routerApi.ts';
import type { CurrencyId } from '../routing/types.ts';

const A = '0x000000000000000000000000000000000000000a' as CurrencyId;
const B = '0x000000000000000000000000000000000000000b' as CurrencyId;
const market: RouterMarket = {
  pools: [
    {
      version: 'v2',
      id: '0x01',
      currency0: A,
      currency1: B,
      fee: 3000,
      reserve0: 10n ** 21n,
      reserve1: 2n * 10n ** 21n,
    },
  ],
  weth: '0x00000000000000000000000000000000000000ee',
  transferFees: new Map(),
  blockNumber: 42n,
};

describe('router worker API', () => {
  it('should quote across a message channel with bigints intact', async () => {
    const { port1, port2 } = new MessageChannel();
    expose(createRouterApi(), port1 as never);
    const client = wrap<RouterApi>(port2 as never);
    await client.setMarket(31337, market);
    const quote = await client.quote({
      chainId: 31337,
      currencyIn: A,
      currencyOut: B,
      tradeType: 'exactIn',
      amount: 10n ** 18n,
    });
    expect(quote?.blockNumber).toBe(42n);
    expect(quote?.trade.amountOut).toBe(1_992_013_962_079_806_432n);
    port1.close();
    port2.close();
  });

  it('should refuse to quote a chain whose pools are not loaded', () => {
    expect(() =>
      createRouterApi().quote({ chainId: 1, currencyIn: A, currencyOut: B, tradeType: 'exactIn', amount: 1n }),
    ).toThrow('No pools loaded for chain 1');
  });

  it('should quote from the cached pools when they were stored on an earlier visit', async () => {
    const database = new SluiceDatabase('router-restore');
    await writePoolSnapshots(database, { chainId: 31337, blockNumber: 42n, pools: market.pools, weth: market.weth });
    const api = createRouterApi({ database: () => database });
    const source = {
      chainId: 31337,
      weth: market.weth,
      transferFees: new Map(),
    } as unknown as MarketSource;

    const summary = await api.restoreMarket(source);
    const quote = api.quote({
      chainId: 31337,
      currencyIn: A,
      currencyOut: B,
      tradeType: 'exactIn',
      amount: 10n ** 18n,
    });

    expect(summary).toMatchObject({ blockNumber: 42n, pools: 1, fromCache: true });
    expect(quote?.trade.amountOut).toBe(1_992_013_962_079_806_432n);
    database.close();
    await database.delete();
  });

  it('should route the pools it holds again when the indexer is away, their ticks naming the words to read', () => {
    const [v2, v3] = candidatesFromSnapshots([
      market.pools[0]!,
      {
        version: 'v3',
        id: '0x00000000000000000000000000000000000000c3',
        currency0: A,
        currency1: B,
        fee: 3000,
        state: {
          version: 'v3',
          sqrtPriceX96: 2n ** 96n,
          tick: 0,
          liquidity: 1n,
          fee: 3000,
          tickSpacing: 60,
          ticks: [
            { index: -120, liquidityNet: 1n },
            { index: 60 * 256 * 2, liquidityNet: -1n },
          ],
        },
      },
    ]);
    expect(v2).toMatchObject({ version: 'v2', address: '0x01', tickWords: [] });
    expect(v3).toMatchObject({ version: 'v3', tickSpacing: 60, tickWords: [-1, 2] });
  });
});
