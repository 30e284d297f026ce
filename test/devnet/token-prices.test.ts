import { describe, expect, it } from 'vitest';
import { loadPoolSnapshots } from '../../src/chain/loadPoolSnapshots.ts';
import { spotPricesUsd } from '../../workers/pricing/spotPrices.ts';
import type { CurrencyId } from '../../workers/routing/types.ts';
import { clientsFor, devnetChainManifest, token } from './fixtures.ts';
import { quoteV3 } from './quotes.ts';

describe('token prices from the seeded pools', () => {
  for (const chainId of [31337, 31338]) {
    it(`should price every token on chain ${chainId}, stablecoins near $1 and WETH at the deepest pool's price`, async () => {
      const chain = devnetChainManifest(chainId);
      const c = clientsFor(chain);
      const lower = (a: string) => a.toLowerCase() as CurrencyId;
      const pools = await loadPoolSnapshots(c.publicClient, chain.pools, chain.contracts, BigInt(chain.startBlock));
      const prices = spotPricesUsd({
        pools,
        decimals: new Map(chain.tokens.map((t) => [lower(t.address), t.decimals])),
        stablecoins: chain.tokens.filter((t) => t.flags.includes('stablecoin')).map((t) => lower(t.address)),
        weth: lower(chain.contracts.WETH9),
      });
      for (const t of chain.tokens) expect(prices.get(lower(t.address)), t.symbol).toBeGreaterThan(0);
      // one WETH sold into the deepest WETH/USDC pool fetches about the spot price
      const USDC = token(chain, 'USDC');
      const WETH = token(chain, 'WETH');
      const usdcForOneWeth =
        Number(await quoteV3(c, chain, 'exactIn', 10n ** 18n, WETH.address, USDC.address, 500)) / 1e6;
      expect(prices.get(lower(WETH.address))! / usdcForOneWeth).toBeCloseTo(1, 1);
    });
  }
});
