import fc from 'fast-check';
import { type Address, decodeFunctionData, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { getSqrtRatioAtTick } from '../../workers/math/tickMath';
import { universalRouterAbi } from '../../contract/abis/v4';
import { planV3ToV4Migration, v4PoolKeyFor, migrateV3ToV4Call } from './migrateV3ToV4';
import { RouterCommand } from '../../contract/universalRouter';

const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const DAI: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F';

const position = fc
  .record({
    lower: fc.integer({ min: -8000, max: 7900 }),
    width: fc.integer({ min: 1, max: 3000 }),
    priceTick: fc.integer({ min: -12_000, max: 12_000 }),
    liquidity: fc.bigInt({ min: 10n ** 6n, max: 10n ** 24n }),
    fees0: fc.bigInt({ min: 0n, max: 10n ** 18n }),
    fees1: fc.bigInt({ min: 0n, max: 10n ** 18n }),
    slippageBips: fc.integer({ min: 1, max: 500 }),
  })
  .map((p) => ({ ...p, tickLower: p.lower * 10, tickUpper: (p.lower + p.width) * 10 }));

describe('planV3ToV4Migration', () => {
  it('should never plan a deposit above what the v3 side surely hands over, and refund the rest', () => {
    fc.assert(
      fc.property(position, fc.boolean(), (p, existing) => {
        // USDC < WETH: with native ETH the v4 pool's currency0 is the v3 token1 (a flipped pair)
        const v3 = {
          token0: USDC,
          token1: WETH,
          tickLower: p.tickLower,
          tickUpper: p.tickUpper,
          liquidity: p.liquidity,
          sqrtPriceX96: getSqrtRatioAtTick(p.priceTick * 10),
          fees0: p.fees0,
          fees1: p.fees1,
        };
        for (const useNative of [false, true]) {
          const poolKey = v4PoolKeyFor({ ...v3, fee: 500, tickSpacing: 10, weth: WETH, useNative });
          const plan = planV3ToV4Migration({
            v3,
            poolKey,
            v4SqrtPriceX96: existing ? getSqrtRatioAtTick(-p.priceTick * 10 + 7) : 0n,
            slippageBips: p.slippageBips,
          });
          expect(plan.flipped).toBe(useNative);
          expect(plan.tickLower).toBeLessThan(plan.tickUpper);
          expect(plan.tickUpper - plan.tickLower).toBe(p.tickUpper - p.tickLower);
          expect(plan.deposit.amount0).toBeLessThanOrEqual(plan.depositMax.amount0);
          expect(plan.deposit.amount1).toBeLessThanOrEqual(plan.depositMax.amount1);
          expect(plan.depositMax.amount0).toBeLessThanOrEqual(plan.withdrawn.amount0);
          expect(plan.depositMax.amount1).toBeLessThanOrEqual(plan.withdrawn.amount1);
          expect(plan.deposit.amount0 + plan.refund.amount0).toBe(plan.withdrawn.amount0);
          expect(plan.deposit.amount1 + plan.refund.amount1).toBe(plan.withdrawn.amount1);
          expect(plan.createPool).toBe(!existing);
        }
      }),
    );
  });

  it('should create a missing pool at the v3 price, inverted when the pair flips', () => {
    const v3 = {
      token0: USDC,
      token1: WETH,
      tickLower: -200_000,
      tickUpper: -190_000,
      liquidity: 10n ** 18n,
      sqrtPriceX96: getSqrtRatioAtTick(-195_000),
      fees0: 0n,
      fees1: 0n,
    };
    const same = planV3ToV4Migration({
      v3,
      poolKey: v4PoolKeyFor({ ...v3, fee: 500, tickSpacing: 10, weth: WETH, useNative: false }),
      v4SqrtPriceX96: 0n,
      slippageBips: 50,
    });
    expect(same.sqrtPriceX96).toBe(v3.sqrtPriceX96);
    const flipped = planV3ToV4Migration({
      v3,
      poolKey: v4PoolKeyFor({ ...v3, fee: 500, tickSpacing: 10, weth: WETH, useNative: true }),
      v4SqrtPriceX96: 0n,
      slippageBips: 50,
    });
    expect(flipped.poolKey.currency0).toBe(zeroAddress);
    expect([flipped.tickLower, flipped.tickUpper]).toEqual([190_000, 200_000]);
    // the inverse price, to the rounding of one division
    const inverse = getSqrtRatioAtTick(195_000);
    expect(flipped.sqrtPriceX96 - inverse).toBeLessThanOrEqual(inverse / 10n ** 9n);
  });

  it('should refuse a v4 pool of another pair', () => {
    const v3 = {
      token0: USDC,
      token1: WETH,
      tickLower: -10,
      tickUpper: 10,
      liquidity: 1n,
      sqrtPriceX96: getSqrtRatioAtTick(0),
      fees0: 0n,
      fees1: 0n,
    };
    const poolKey = v4PoolKeyFor({ token0: DAI, token1: USDC, fee: 100, tickSpacing: 1, weth: WETH, useNative: true });
    expect(() => planV3ToV4Migration({ v3, poolKey, v4SqrtPriceX96: 0n, slippageBips: 50 })).toThrow(RangeError);
  });
});

describe('migrateV3ToV4Call', () => {
  it('should initialize first, then permit, decrease, collect to the v4 manager, burn and mint', () => {
    const v3 = {
      token0: DAI,
      token1: USDC,
      tickLower: -100,
      tickUpper: 100,
      liquidity: 10n ** 20n,
      sqrtPriceX96: getSqrtRatioAtTick(0),
      fees0: 5n,
      fees1: 7n,
    };
    const plan = planV3ToV4Migration({
      v3,
      poolKey: v4PoolKeyFor({ ...v3, fee: 100, tickSpacing: 1, weth: WETH, useNative: false }),
      v4SqrtPriceX96: 0n,
      slippageBips: 50,
    });
    const call = migrateV3ToV4Call({
      router: '0x0000000000000000000000000000000000000abc',
      v3Manager: '0x0000000000000000000000000000000000000def',
      v4Manager: '0x0000000000000000000000000000000000000123',
      weth: WETH,
      tokenId: 7n,
      v3Liquidity: v3.liquidity,
      owner: '0x0000000000000000000000000000000000000456',
      deadline: 1000n,
      permitSignature: `0x${'11'.repeat(32)}${'22'.repeat(32)}1b`,
      plan,
    });
    const { args } = decodeFunctionData({ abi: universalRouterAbi, data: call.data });
    expect(args[0]).toBe(
      `0x${[
        RouterCommand.V4_INITIALIZE_POOL,
        RouterCommand.V3_POSITION_MANAGER_PERMIT,
        RouterCommand.V3_POSITION_MANAGER_CALL,
        RouterCommand.V3_POSITION_MANAGER_CALL,
        RouterCommand.V3_POSITION_MANAGER_CALL,
        RouterCommand.V4_POSITION_MANAGER_CALL,
      ]
        .map((c) => c.toString(16).padStart(2, '0'))
        .join('')}`,
    );
  });
});
