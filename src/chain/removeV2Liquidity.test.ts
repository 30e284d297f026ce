import fc from 'fast-check';
import { type Address, decodeFunctionData, hexToSignature } from 'viem';
import { describe, expect, it } from 'vitest';
import { lessSlippage } from '../../workers/math/positionMath';
import { uniswapV2Router02Abi } from '../../contract/abis/v2';
import { expectedV2Removal, removeV2LiquidityCall, v2ShareRemoval } from './removeV2Liquidity';
import { OWNER, USDC, V2_ROUTER, WETH } from './testing/addresses';

const SIGNATURE = `0x${'ab'.repeat(32)}${'cd'.repeat(32)}1b` as const;
const amount = fc.bigInt({ min: 0n, max: 10n ** 36n });

describe('v2ShareRemoval', () => {
  it('should never accept less than the shared slippage helper says, nor ask more than the share redeems', () => {
    fc.assert(
      fc.property(
        amount,
        amount,
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 10_000 }),
        (a0, a1, percent, bips) => {
          const r = v2ShareRemoval({ amount0: a0, amount1: a1, percent, slippageBips: bips });
          expect(r.amount0).toBeLessThanOrEqual(a0);
          expect(r.amount1).toBeLessThanOrEqual(a1);
          expect(r.amount0Min).toBe(lessSlippage(r.amount0, bips));
          expect(r.amount1Min).toBe(lessSlippage(r.amount1, bips));
          expect(r.amount0Min).toBeLessThanOrEqual(r.amount0);
          expect(r.amount1Min).toBeLessThanOrEqual(r.amount1);
        },
      ),
    );
  });

  it('should remove the whole balance at 100 %', () => {
    expect(v2ShareRemoval({ amount0: 1001n, amount1: 7n, percent: 100, slippageBips: 50 })).toMatchObject({
      amount0: 1001n,
      amount1: 7n,
    });
  });
});

describe('expectedV2Removal', () => {
  it('should redeem the share of the reserves, its minimums through the shared slippage helper', () => {
    const r = expectedV2Removal({
      reserve0: 1000n,
      reserve1: 4000n,
      totalSupply: 100n,
      liquidity: 25n,
      slippageBips: 50,
    });
    expect(r).toEqual({ amount0: 250n, amount1: 1000n, amount0Min: lessSlippage(250n, 50), amount1Min: 995n });
  });
});

describe('removeV2LiquidityCall', () => {
  const inputs = fc.record({
    liquidity: amount,
    amount0Min: amount,
    amount1Min: amount,
    deadline: fc.bigInt({ min: 0n, max: 1n << 40n }),
  });

  const removal = (
    p: { liquidity: bigint; amount0Min: bigint; amount1Min: bigint; deadline: bigint },
    unwrapWeth?: Address,
  ) =>
    removeV2LiquidityCall({
      ...p,
      router: V2_ROUTER,
      token0: USDC,
      token1: WETH,
      recipient: OWNER,
      signature: SIGNATURE,
      unwrapWeth,
    });

  it('should spend the permit in removeLiquidityWithPermit, decoding back to the inputs', () => {
    fc.assert(
      fc.property(inputs, (p) => {
        const call = removal(p);
        const { functionName, args } = decodeFunctionData({ abi: uniswapV2Router02Abi, data: call.data });
        const { v, r, s } = hexToSignature(SIGNATURE);
        expect(functionName).toBe('removeLiquidityWithPermit');
        expect(args).toEqual([
          USDC,
          WETH,
          p.liquidity,
          p.amount0Min,
          p.amount1Min,
          OWNER,
          p.deadline,
          false,
          Number(v),
          r,
          s,
        ]);
      }),
    );
  });

  it('should pay the WETH side as ETH through removeLiquidityETHWithPermit, the minimums following their tokens', () => {
    fc.assert(
      fc.property(inputs, (p) => {
        const call = removal(p, WETH);
        const { functionName, args } = decodeFunctionData({ abi: uniswapV2Router02Abi, data: call.data });
        expect(functionName).toBe('removeLiquidityETHWithPermit');
        expect(args.slice(0, 6)).toEqual([USDC, p.liquidity, p.amount0Min, p.amount1Min, OWNER, p.deadline]);
      }),
    );
  });
});
