import { describe, expect, it } from 'vitest';
import { clientsFor, devnetChainManifest, token, devnetPricesUsd, lowerAddress } from './fixtures.ts';
import { quoteV3 } from './quotes.ts';

describe('token prices from the seeded pools', () => {
  for (const chainId of [31337, 31338]) {
    it(`should price every token on chain ${chainId}, stablecoins near $1 and WETH at the deepest pool's price`, async () => {
      const chain = devnetChainManifest(chainId);
      const c = clientsFor(chain);
      const lower = lowerAddress;
      const prices = await devnetPricesUsd(chain);
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
