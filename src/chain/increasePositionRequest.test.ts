import fc from 'fast-check';
import { type Hex, decodeFunctionData, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { nonfungiblePositionManagerAbi } from '../../contract/abis/v3';
import { positionManagerAbi } from '../../contract/abis/v4';
import { increasePositionRequest } from './increasePositionRequest';
import { POSITION_DEADLINE_SECONDS } from './mintPosition';
import { V4Action, decodeV4Plan } from '../../contract/v4Actions';
import { CHAIN_NOW, OWNER, USDC, V3_MANAGER, WETH } from './testing/addresses';

const inputs = fc.record({
  amount0: fc.bigInt({ min: 0n, max: 10n ** 30n }),
  amount1: fc.bigInt({ min: 0n, max: 10n ** 30n }),
  liquidity: fc.bigInt({ min: 1n, max: (1n << 128n) - 1n }),
  tokenId: fc.bigInt({ min: 1n, max: 10n ** 9n }),
  slippageBips: fc.integer({ min: 0, max: 5000 }),
  nativeSide: fc.constantFrom(undefined, 0 as const, 1 as const),
});

const pool = { positionManager: V3_MANAGER, currency0: USDC, currency1: WETH, fee: 500, tickSpacing: 10, owner: OWNER };

describe('increasePositionRequest', () => {
  it('should add to the token id on v3 with minimums never above the amounts, ETH paying its side', () => {
    fc.assert(
      fc.property(inputs, (a) => {
        const request = increasePositionRequest({ ...pool, ...a, version: 'v3', hooks: null });
        const call = request.buildCall({ chainNow: CHAIN_NOW });
        const outer = decodeFunctionData({ abi: nonfungiblePositionManagerAbi, data: call.data });
        const inner = outer.functionName === 'multicall' ? (outer.args[0] as readonly Hex[]) : [call.data];
        const increase = decodeFunctionData({ abi: nonfungiblePositionManagerAbi, data: inner[0]! });
        expect(increase.functionName).toBe('increaseLiquidity');
        const [params] = increase.args as readonly [Record<string, bigint>];
        expect(params).toMatchObject({
          tokenId: a.tokenId,
          amount0Desired: a.amount0,
          amount1Desired: a.amount1,
          deadline: CHAIN_NOW + POSITION_DEADLINE_SECONDS,
        });
        expect(params.amount0Min).toBeLessThanOrEqual(a.amount0);
        expect(params.amount1Min).toBeLessThanOrEqual(a.amount1);
        expect(call.value).toBe(a.nativeSide === 0 ? a.amount0 : a.nativeSide === 1 ? a.amount1 : 0n);
        // v3 approves the desired amounts to the manager itself
        expect(request.needs).toEqual(
          ([0, 1] as const)
            .filter((side) => side !== a.nativeSide)
            .map((side) => ({ side, token: side === 0 ? USDC : WETH, amount: side === 0 ? a.amount0 : a.amount1 })),
        );
      }),
    );
  });

  it('should take at most the amounts plus slippage on v4 and close each currency (fees may be owed back)', () => {
    fc.assert(
      fc.property(inputs, (a) => {
        const request = increasePositionRequest({ ...pool, ...a, nativeSide: undefined, version: 'v4', hooks: null });
        expect(request.viaPermit2).toBe(true);
        for (const need of request.needs) {
          expect(need.amount).toBeGreaterThanOrEqual(need.side === 0 ? a.amount0 : a.amount1);
        }
        const call = request.buildCall({ chainNow: CHAIN_NOW });
        const modify = decodeFunctionData({ abi: positionManagerAbi, data: call.data });
        expect(modify.functionName).toBe('modifyLiquidities');
        const steps = decodeV4Plan((modify.args as readonly [Hex, bigint])[0]);
        expect(steps.map((s) => s.action)).toEqual([
          V4Action.INCREASE_LIQUIDITY,
          V4Action.CLOSE_CURRENCY,
          V4Action.CLOSE_CURRENCY,
        ]);
        const [tokenId, liquidity, amount0Max, amount1Max] = steps[0]!.values as readonly bigint[];
        expect([tokenId, liquidity]).toEqual([a.tokenId, a.liquidity]);
        expect([amount0Max, amount1Max]).toEqual(request.needs.map((n) => n.amount));
        expect(call.value).toBe(0n);
      }),
    );
  });

  it('should key a v4 pool without a hook to the zero address', () => {
    const request = increasePositionRequest({
      ...pool,
      version: 'v4',
      hooks: null,
      tokenId: 1n,
      amount0: 1n,
      amount1: 1n,
      liquidity: 1n,
      slippageBips: 50,
    });
    expect(request.buildCall({ chainNow: CHAIN_NOW }).data).toBe(
      increasePositionRequest({
        ...pool,
        version: 'v4',
        hooks: zeroAddress,
        tokenId: 1n,
        amount0: 1n,
        amount1: 1n,
        liquidity: 1n,
        slippageBips: 50,
      }).buildCall({ chainNow: CHAIN_NOW }).data,
    );
  });
});
