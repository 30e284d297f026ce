import fc from 'fast-check';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { buildLimitOrder } from '../../contract/uniswapxOrder.ts';
import { fillDecision } from './fillDecision.ts';

const FILLER: Address = '0x00000000000000000000000000000000f111e200';
const OTHER: Address = '0x1111111111111111111111111111111111111111';
const order = (out: bigint) =>
  buildLimitOrder({
    reactor: OTHER,
    swapper: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    nonce: 1n,
    deadline: 2_000n,
    input: { token: '0x00000000000000000000000000000000000000e1', amount: 10n ** 16n },
    output: { token: '0x00000000000000000000000000000000000000a1', amount: out },
  });

describe('fillDecision (the sandbox filler)', () => {
  it('should refuse for good the drain order, whose override makes the filler pay 500,000 USDC for a stored 1 USDC', async () => {
    const drain = { ...order(1_000_000n), exclusiveFiller: OTHER, exclusivityOverrideBps: 4_999_990_000n };
    const decision = await fillDecision({
      order: drain,
      storedOutput: 1_000_000n,
      timestamp: 1_000n,
      filler: FILLER,
      marketOut: async () => 10n ** 15n,
    });
    expect(decision).toEqual({
      fill: false,
      reason: 'would pay 500000000000, above the stored 1000000',
      final: true,
    });
  });

  it('should never pay more than the stored output nor more than the market returns for the input', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.option(fc.bigInt({ min: 0n, max: 10n ** 24n })),
        fc.bigInt({ min: 0n, max: 2_100n }),
        async (out, stored, bps, market, now) => {
          const o = {
            ...order(out),
            exclusiveFiller: bps > 0n ? OTHER : order(out).exclusiveFiller,
            exclusivityOverrideBps: bps,
          };
          const decision = await fillDecision({
            order: o,
            storedOutput: stored,
            timestamp: now,
            filler: FILLER,
            marketOut: async () => market ?? undefined,
          });
          if (decision.fill) {
            expect(decision.pays).toBeLessThanOrEqual(stored);
            expect(decision.pays).toBeLessThanOrEqual(market!);
          }
        },
      ),
    );
  });

  it('should wait, not give up, while the market pays less than the order asks', async () => {
    const decision = await fillDecision({
      order: order(1_000_000n),
      storedOutput: 1_000_000n,
      timestamp: 1_000n,
      filler: FILLER,
      marketOut: async () => 999_999n,
    });
    expect(decision).toEqual({ fill: false, reason: 'the market pays less', final: false });
  });
});
