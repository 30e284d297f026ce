import fc from 'fast-check';
import { type Hex, decodeFunctionData, maxUint128, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { getSqrtRatioAtTick } from '../../workers/math/tickMath';
import { nonfungiblePositionManagerAbi } from '../../contract/abis/v3';
import { positionManagerAbi } from '../../contract/abis/v4';
import { expectedRemoval, liquidityToRemove, removeLiquidityCall } from './removeLiquidity';
import { V4Action, decodeV4Plan } from '../../contract/v4Actions';
import { OWNER, USDC, V3_MANAGER, WETH } from './testing/addresses';

const liquidity = fc.bigInt({ min: 0n, max: (1n << 128n) - 1n });

describe('liquidityToRemove', () => {
  it('should remove all of it at 100 % and never more than the position holds, growing with the share', () => {
    fc.assert(
      fc.property(liquidity, fc.integer({ min: 1, max: 99 }), (l, percent) => {
        expect(liquidityToRemove(l, 100)).toBe(l);
        expect(liquidityToRemove(l, percent)).toBeLessThanOrEqual(liquidityToRemove(l, percent + 1));
        expect(liquidityToRemove(l, percent)).toBeLessThanOrEqual(l);
      }),
    );
  });

  it('should refuse a share outside 1-100 or not whole', () => {
    for (const bad of [0, 101, 12.5, Number.NaN]) expect(() => liquidityToRemove(1000n, bad)).toThrow(RangeError);
  });
});

describe('expectedRemoval', () => {
  it('should accept at least the expected amounts less the tolerance, and never more than expected', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50_000, max: 50_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: -60_000, max: 60_000 }),
        liquidity,
        fc.integer({ min: 0, max: 5_000 }),
        (lower, width, tick, l, slippageBips) => {
          const r = expectedRemoval({
            sqrtPriceX96: getSqrtRatioAtTick(tick),
            tickLower: lower,
            tickUpper: lower + width,
            liquidity: l,
            slippageBips,
          });
          expect(r.amount0Min).toBeLessThanOrEqual(r.amount0);
          expect(r.amount1Min).toBeLessThanOrEqual(r.amount1);
          expect(r.amount0Min).toBeGreaterThanOrEqual((r.amount0 * BigInt(10_000 - slippageBips)) / 10_000n);
          // below the range only token0 comes out, above it only token1
          if (tick < lower) expect(r.amount1).toBe(0n);
          if (tick >= lower + width) expect(r.amount0).toBe(0n);
        },
      ),
    );
  });
});

describe('removeLiquidityCall', () => {
  const removal = fc.record({
    tokenId: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    liquidity,
    amount0Min: fc.bigInt({ min: 0n, max: maxUint128 }),
    amount1Min: fc.bigInt({ min: 0n, max: maxUint128 }),
    deadline: fc.bigInt({ min: 0n, max: 1n << 40n }),
  });
  const common = { manager: V3_MANAGER, recipient: OWNER, currency0: USDC, currency1: WETH };

  it('should decrease then collect everything on v3, the calldata decoding back to the inputs', () => {
    fc.assert(
      fc.property(removal, fc.boolean(), (r, unwrap) => {
        const call = removeLiquidityCall({
          ...common,
          ...r,
          version: 'v3',
          unwrap: unwrap ? { weth: WETH, other: USDC } : undefined,
        });
        const outer = decodeFunctionData({ abi: nonfungiblePositionManagerAbi, data: call.data });
        const inner = (outer.args[0] as readonly Hex[]).map((data) =>
          decodeFunctionData({ abi: nonfungiblePositionManagerAbi, data }),
        );
        expect(inner.map((c) => c.functionName)).toEqual(
          unwrap ? ['decreaseLiquidity', 'collect', 'unwrapWETH9', 'sweepToken'] : ['decreaseLiquidity', 'collect'],
        );
        expect(inner[0]!.args[0]).toEqual({
          tokenId: r.tokenId,
          liquidity: r.liquidity,
          amount0Min: r.amount0Min,
          amount1Min: r.amount1Min,
          deadline: r.deadline,
        });
        expect(inner[1]!.args[0]).toEqual({
          tokenId: r.tokenId,
          recipient: unwrap ? zeroAddress : OWNER,
          amount0Max: maxUint128,
          amount1Max: maxUint128,
        });
      }),
    );
  });

  it('should decrease and take both currencies on v4, the plan decoding back to the inputs', () => {
    fc.assert(
      fc.property(removal, (r) => {
        const call = removeLiquidityCall({ ...common, ...r, version: 'v4' });
        const { functionName, args } = decodeFunctionData({ abi: positionManagerAbi, data: call.data });
        expect(functionName).toBe('modifyLiquidities');
        const [plan, deadline] = args as readonly [Hex, bigint];
        expect(deadline).toBe(r.deadline);
        const steps = decodeV4Plan(plan);
        expect(steps.map((s) => s.action)).toEqual([V4Action.DECREASE_LIQUIDITY, V4Action.TAKE_PAIR]);
        expect(steps[0]!.values.slice(0, 4)).toEqual([r.tokenId, r.liquidity, r.amount0Min, r.amount1Min]);
        expect(steps[1]!.values).toEqual([USDC, WETH, OWNER]);
      }),
    );
  });
});
