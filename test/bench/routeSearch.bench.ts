// Route search on a 200-pool graph: ours (bigint math, single route, up to 3 hops) against @uniswap/v3-sdk's
// Trade.bestTradeExactIn on the same pools and amounts, measured in the same run; the outputs must be equal.
import { CurrencyAmount } from '@uniswap/sdk-core';
import { Trade } from '@uniswap/v3-sdk';
import { bestTrade } from '../../workers/routing/bestTrade.ts';
import type { Bench } from './run.ts';
import { syntheticMarket } from './syntheticMarket.ts';

const POOLS = 200;
const SEARCHES = 12;

export default {
  title: 'Route search (200 pools)',
  async run() {
    const market = syntheticMarket(POOLS, 40);
    const cases = Array.from({ length: SEARCHES }, (_, i) => ({
      from: 0,
      to: 1 + ((i * 7) % 39),
      amount: 10n ** BigInt(16 + (i % 5)),
    }));

    // one untimed search each, so neither side pays for its first compilation in the figures
    const warm = cases[0]!;
    await Trade.bestTradeExactIn(
      market.sdkPools,
      CurrencyAmount.fromRawAmount(market.tokens[warm.from]!, warm.amount.toString()),
      market.tokens[warm.to]!,
      { maxNumResults: 1, maxHops: 3 },
    );
    bestTrade({
      pools: market.snapshots,
      currencyIn: market.ids[warm.from]!,
      currencyOut: market.ids[warm.to]!,
      tradeType: 'exactIn',
      amount: warm.amount,
    });

    let sdkMs = 0;
    const sdkOutputs: bigint[] = [];
    for (const c of cases) {
      const started = performance.now();
      const [best] = await Trade.bestTradeExactIn(
        market.sdkPools,
        CurrencyAmount.fromRawAmount(market.tokens[c.from]!, c.amount.toString()),
        market.tokens[c.to]!,
        { maxNumResults: 1, maxHops: 3 },
      );
      sdkMs += performance.now() - started;
      sdkOutputs.push(best ? BigInt(best.outputAmount.quotient.toString()) : 0n);
    }

    let oursMs = 0;
    const ourOutputs: bigint[] = [];
    for (const c of cases) {
      const started = performance.now();
      const trade = bestTrade({
        pools: market.snapshots,
        currencyIn: market.ids[c.from]!,
        currencyOut: market.ids[c.to]!,
        tradeType: 'exactIn',
        amount: c.amount,
        preference: { versions: ['v3'], maxHops: 3, maxSplits: 1, splitStepPercent: 5 },
      });
      oursMs += performance.now() - started;
      ourOutputs.push(trade?.amountOut ?? 0n);
    }

    const same = ourOutputs.filter((o, i) => o === sdkOutputs[i]).length;
    const speedup = sdkMs / oursMs;
    return [
      {
        name: '@uniswap/v3-sdk bestTradeExactIn, per search',
        value: sdkMs / SEARCHES,
        unit: 'ms',
        reference: 'reference',
      },
      {
        name: 'ours (workers/routing), per search',
        value: oursMs / SEARCHES,
        unit: 'ms',
        target: '>= 20x faster',
        ok: speedup >= 20,
        reference: `${speedup.toFixed(1)}x faster`,
      },
      {
        name: 'same best output as the SDK',
        value: same,
        unit: `/${SEARCHES}`,
        target: `${SEARCHES}/${SEARCHES}`,
        ok: same === SEARCHES,
      },
    ];
  },
} satisfies Bench;
