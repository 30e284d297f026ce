import fc from 'fast-check';
import { type Address, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { buildLimitOrder, type ExclusiveDutchOrder } from './uniswapxOrder.ts';
import { ReactorRefusal, decayAmount, resolveOrder } from './uniswapxResolve.ts';

const SWAPPER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const FILLER: Address = '0x00000000000000000000000000000000f111e200';
const OTHER: Address = '0x1111111111111111111111111111111111111111';
const WETH: Address = '0x00000000000000000000000000000000000000e1';
const USDC: Address = '0x00000000000000000000000000000000000000a1';

function limitOrder(deadline = 2_000n, out = 1_000_000n): ExclusiveDutchOrder {
  return buildLimitOrder({
    reactor: OTHER,
    swapper: SWAPPER,
    nonce: 1n,
    deadline,
    input: { token: WETH, amount: 10n ** 16n },
    output: { token: USDC, amount: out },
  });
}

describe('resolveOrder (the ExclusiveDutchOrderReactor)', () => {
  it('should make any filler pay exactly a limit order’s output at any time before its deadline', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2_000n }), fc.bigInt({ min: 1n, max: 10n ** 30n }), (now, out) => {
        const resolved = resolveOrder(limitOrder(2_000n, out), now, FILLER);
        expect(resolved.outputs[0]!.amount).toBe(out);
        expect(resolved.input.amount).toBe(10n ** 16n);
      }),
    );
    expect(() => resolveOrder(limitOrder(2_000n), 2_001n, FILLER)).toThrow(ReactorRefusal);
  });

  it('should scale the output by the override for a filler who is not the exclusive one, as the drain order did', () => {
    // the probe's order: 0.01 WETH for 1 USDC, another filler exclusive, override 4,999,990,000 bps
    const drain = { ...limitOrder(), exclusiveFiller: OTHER, exclusivityOverrideBps: 4_999_990_000n };
    expect(resolveOrder(drain, 1_000n, FILLER).outputs[0]!.amount).toBe(500_000n * 1_000_000n);
    expect(resolveOrder(drain, 1_000n, OTHER).outputs[0]!.amount).toBe(1_000_000n);
    // exclusivity ends at the decay's start (the deadline for a limit order)
    expect(resolveOrder(drain, 2_000n, FILLER).outputs[0]!.amount).toBe(500_000n * 1_000_000n);
    const strict = { ...drain, exclusivityOverrideBps: 0n };
    expect(() => resolveOrder(strict, 1_000n, FILLER)).toThrow('NoExclusiveOverride');
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 30n }), (bps, out) => {
        const order = { ...limitOrder(2_000n, out), exclusiveFiller: OTHER, exclusivityOverrideBps: bps };
        const pays = resolveOrder(order, 0n, FILLER).outputs[0]!.amount;
        // rounded up, as the reactor's mulDivUp
        expect(pays * 10_000n).toBeGreaterThanOrEqual(out * (10_000n + bps));
        expect((pays - 1n) * 10_000n).toBeLessThan(out * (10_000n + bps));
      }),
    );
  });

  it('should decay an output from its start to its end amount between the decay times, never outside them', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 1_000n }),
        fc.bigInt({ min: 1n, max: 1_000n }),
        fc.bigInt({ min: 0n, max: 3_000n }),
        (a, b, start, length, now) => {
          const [high, low] = a >= b ? [a, b] : [b, a];
          const amount = decayAmount(high, low, start, start + length, now);
          expect(amount).toBeLessThanOrEqual(high);
          expect(amount).toBeGreaterThanOrEqual(low);
          if (now <= start) expect(amount).toBe(high);
          if (now >= start + length) expect(amount).toBe(low);
          expect(decayAmount(high, low, start, start + length, now + 1n)).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });

  it('should refuse what the reactor refuses: a deadline before the decay ends, an end before the start, rising outputs', () => {
    const order = limitOrder();
    expect(() => resolveOrder({ ...order, decayEndTime: 3_000n }, 0n, FILLER)).toThrow('DeadlineBeforeEndTime');
    expect(() => resolveOrder({ ...order, decayStartTime: 1_500n, decayEndTime: 1_000n }, 0n, FILLER)).toThrow(
      'OrderEndTimeBeforeStartTime',
    );
    const rising = { ...order, outputs: [{ ...order.outputs[0]!, endAmount: order.outputs[0]!.startAmount + 1n }] };
    expect(() => resolveOrder(rising, 0n, FILLER)).toThrow('IncorrectAmounts');
    expect(resolveOrder({ ...order, exclusiveFiller: zeroAddress }, 0n, FILLER).outputs).toHaveLength(1);
  });
});
