import fc from 'fast-check';
import { type Hex, decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { getSqrtRatioAtTick } from '../../workers/math/tickMath';
import { positionManagerAbi } from '../../contract/abis/v4';
import { migrateV2DepositRequest, planV2ToV4Migration } from './migrateV2ToV4';
import { NATIVE_CURRENCY } from '../../contract/poolKey';
import { V4Action, decodeV4Plan } from '../../contract/v4Actions';
import { OWNER, USDC, V4_MANAGER, WETH } from './testing/addresses';

const amount = fc.bigInt({ min: 1n, max: 10n ** 30n });

describe('planV2ToV4Migration', () => {
  it('should withdraw at least the share less slippage, never more than it, and flip to v4 order with ETH', () => {
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 0, max: 5000 }), fc.boolean(), (a0, a1, bips, useNative) => {
        // USDC < WETH: WETH as native ETH sorts first, so the pair's order flips
        const plan = planV2ToV4Migration({
          token0: USDC,
          token1: WETH,
          amount0: a0,
          amount1: a1,
          fee: 3000,
          weth: WETH,
          useNative,
          v4SqrtPriceX96: 0n,
          slippageBips: bips,
        });
        expect(plan.withdrawMin.amount0).toBeLessThanOrEqual(a0);
        expect(plan.withdrawMin.amount1).toBeLessThanOrEqual(a1);
        expect(plan.flipped).toBe(useNative);
        expect(plan.poolKey.currency0).toBe(useNative ? NATIVE_CURRENCY : USDC);
        expect(plan.poolKey.tickSpacing).toBe(60);
        expect(plan.toV4Order({ amount0: a0, amount1: a1 })).toEqual(
          useNative ? { amount0: a1, amount1: a0 } : { amount0: a0, amount1: a1 },
        );
        expect(plan.createPool).toBe(true);
      }),
    );
  });

  it("should create a missing pool at the pair's price and centre on its exact tick", () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (tick) => {
        // reserves whose ratio is exactly 1.0001^tick in raw units: 2^96 of token0 against sqrt^2 / 2^96 of token1
        const sqrt = getSqrtRatioAtTick(tick);
        const plan = planV2ToV4Migration({
          token0: USDC,
          token1: WETH,
          amount0: 1n << 96n,
          amount1: (sqrt * sqrt) >> 96n,
          fee: 500,
          weth: WETH,
          useNative: false,
          v4SqrtPriceX96: 0n,
          slippageBips: 50,
        });
        expect(Math.abs(plan.tick - tick)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("should use an existing v4 pool's own price and its exact tick", () => {
    const plan = planV2ToV4Migration({
      token0: USDC,
      token1: WETH,
      amount0: 10n,
      amount1: 10n,
      fee: 3000,
      weth: WETH,
      useNative: true,
      v4SqrtPriceX96: getSqrtRatioAtTick(-201_000),
      slippageBips: 50,
    });
    expect(plan).toMatchObject({ createPool: false, sqrtPriceX96: getSqrtRatioAtTick(-201_000), tick: -201_000 });
  });
});

describe('migrateV2DepositRequest', () => {
  it('should mint at most what the withdrawal paid out, approving only the ERC-20 side', () => {
    fc.assert(
      fc.property(
        amount,
        amount,
        fc.bigInt({ min: 1n, max: (1n << 128n) - 1n }),
        fc.boolean(),
        (w0, w1, liquidity, create) => {
          const poolKey = {
            currency0: NATIVE_CURRENCY,
            currency1: USDC,
            fee: 3000,
            tickSpacing: 60,
            hooks: NATIVE_CURRENCY,
          };
          const request = migrateV2DepositRequest({
            positionManager: V4_MANAGER,
            poolKey,
            tickLower: -887220,
            tickUpper: 887220,
            liquidity,
            withdrawn: { amount0: w0, amount1: w1 },
            createAtSqrtPriceX96: create ? 1n << 96n : undefined,
            owner: OWNER,
          });
          expect(request.needs).toEqual([{ side: 1, token: USDC, amount: w1 }]);
          const call = request.buildCall({ chainNow: 1000n });
          expect(call.value).toBe(w0);
          const outer = decodeFunctionData({ abi: positionManagerAbi, data: call.data });
          const calls =
            outer.functionName === 'multicall'
              ? (outer.args[0] as readonly Hex[]).map((data) => decodeFunctionData({ abi: positionManagerAbi, data }))
              : [outer];
          expect(calls.map((c) => c.functionName)).toEqual(
            create ? ['initializePool', 'modifyLiquidities'] : ['modifyLiquidities'],
          );
          const steps = decodeV4Plan((calls.at(-1)!.args as readonly [Hex, bigint])[0]);
          expect(steps[0]!.action).toBe(V4Action.MINT_POSITION);
          expect(steps[0]!.values.slice(1, 7)).toEqual([-887220, 887220, liquidity, w0, w1, OWNER]);
        },
      ),
    );
  });
});
