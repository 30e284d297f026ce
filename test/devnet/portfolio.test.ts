import { formatUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { loadChainHoldings } from '../../src/chain/portfolio.ts';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { balanceOf, clientsFor, devnetChainManifest, devnetPricesUsd, lowerAddress } from './fixtures.ts';

describe('portfolio', () => {
  for (const chainId of [31337, 31338]) {
    it(`should read every balance of a dev account on chain ${chainId} and value it from pool prices`, async () => {
      const chain = devnetChainManifest(chainId);
      const c = clientsFor(chain);
      const owner = DEV_ACCOUNTS[7]!;
      const lower = lowerAddress;
      const prices = await devnetPricesUsd(chain);
      const result = await loadChainHoldings(c.publicClient, owner, chain.tokens, prices);
      expect(result.holdings).toHaveLength(chain.tokens.length + 1);
      for (const holding of result.holdings) {
        expect(holding.balance, holding.token.symbol).toBe(await balanceOf(c, holding.token.address, owner));
        expect(holding.valueUsd, holding.token.symbol).toBeCloseTo(
          Number(formatUnits(holding.balance, holding.token.decimals)) * prices.get(lower(holding.token.address))!,
          6,
        );
      }
      expect(result.totalUsd).toBeCloseTo(
        result.holdings.reduce((s, h) => s + h.valueUsd!, 0),
        6,
      );
      expect(result.totalUsd).toBeGreaterThan(100_000);
    });
  }
});
