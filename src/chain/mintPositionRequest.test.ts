import fc from 'fast-check';
import { type Address, type Hex, decodeFunctionData, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { nonfungiblePositionManagerAbi } from '../../contract/abis/v3';
import { positionManagerAbi } from '../../contract/abis/v4';
import { POSITION_DEADLINE_SECONDS } from './mintPosition';
import { mintPositionRequest } from './mintPositionRequest';
import { NATIVE_CURRENCY } from '../../contract/poolKey';
import { V4Action, decodeV4Plan } from '../../contract/v4Actions';
import { CHAIN_NOW, OWNER, USDC, V3_MANAGER, WETH } from './testing/addresses';

const amounts = fc.record({
  amount0: fc.bigInt({ min: 0n, max: 10n ** 30n }),
  amount1: fc.bigInt({ min: 0n, max: 10n ** 30n }),
  liquidity: fc.bigInt({ min: 1n, max: (1n << 128n) - 1n }),
  slippageBips: fc.integer({ min: 0, max: 5000 }),
  create: fc.option(fc.bigInt({ min: 4295128739n, max: 1n << 150n }), { nil: undefined }),
  nativeSide: fc.constantFrom(undefined, 0 as const, 1 as const),
});

const base = { positionManager: V3_MANAGER, fee: 3000, tickSpacing: 60, tickLower: -600, tickUpper: 600, owner: OWNER };

/** The calls a v3 NonfungiblePositionManager transaction runs, multicall unwrapped. */
function v3Calls(data: Hex) {
  const outer = decodeFunctionData({ abi: nonfungiblePositionManagerAbi, data });
  const inner = outer.functionName === 'multicall' ? (outer.args[0] as readonly Hex[]) : [data];
  return inner.map((call) => decodeFunctionData({ abi: nonfungiblePositionManagerAbi, data: call }));
}

function v4Calls(data: Hex) {
  const outer = decodeFunctionData({ abi: positionManagerAbi, data });
  const inner = outer.functionName === 'multicall' ? (outer.args[0] as readonly Hex[]) : [data];
  return inner.map((call) => decodeFunctionData({ abi: positionManagerAbi, data: call }));
}

describe('mintPositionRequest (v3)', () => {
  it('should mint the computed amounts with minimums never above them, to the owner, by the deadline', () => {
    fc.assert(
      fc.property(amounts, (a) => {
        const request = mintPositionRequest({
          ...base,
          version: 'v3',
          currency0: USDC,
          currency1: WETH,
          hooks: zeroAddress,
          amount0: a.amount0,
          amount1: a.amount1,
          liquidity: a.liquidity,
          createAtSqrtPriceX96: a.create,
          nativeSide: a.nativeSide,
          slippageBips: a.slippageBips,
        });
        const call = request.buildCall({ chainNow: CHAIN_NOW });
        const calls = v3Calls(call.data);
        const mint = calls.find((c) => c.functionName === 'mint')!;
        const [params] = mint.args as readonly [
          { amount0Desired: bigint; amount1Desired: bigint; amount0Min: bigint; amount1Min: bigint } & Record<
            string,
            unknown
          >,
        ];
        expect(params).toMatchObject({
          token0: USDC,
          token1: WETH,
          fee: 3000,
          tickLower: -600,
          tickUpper: 600,
          amount0Desired: a.amount0,
          amount1Desired: a.amount1,
          recipient: OWNER,
          deadline: CHAIN_NOW + POSITION_DEADLINE_SECONDS,
        });
        expect(params.amount0Min).toBeLessThanOrEqual(a.amount0);
        expect(params.amount1Min).toBeLessThanOrEqual(a.amount1);
        // a new pool is created first, at the typed price
        expect(calls[0]!.functionName).toBe(a.create === undefined ? 'mint' : 'createAndInitializePoolIfNecessary');
        // ETH pays its side with the call and the rest is refunded; that side is never approved
        const nativeAmount = a.nativeSide === 0 ? a.amount0 : a.nativeSide === 1 ? a.amount1 : 0n;
        expect(call.value).toBe(nativeAmount);
        expect(calls.some((c) => c.functionName === 'refundETH')).toBe(nativeAmount > 0n);
        expect(request.needs.map((n) => n.side)).toEqual([0, 1].filter((side) => side !== a.nativeSide));
        expect(request).toMatchObject({ spender: V3_MANAGER, viaPermit2: false });
      }),
    );
  });
});

describe('mintPositionRequest (v4)', () => {
  it('should approve and take at most the amounts plus slippage on an existing pool, exactly them on a new one', () => {
    fc.assert(
      fc.property(amounts, (a) => {
        const request = mintPositionRequest({
          ...base,
          version: 'v4',
          currency0: NATIVE_CURRENCY,
          currency1: USDC,
          hooks: zeroAddress,
          amount0: a.amount0,
          amount1: a.amount1,
          liquidity: a.liquidity,
          createAtSqrtPriceX96: a.create,
          slippageBips: a.slippageBips,
        });
        // native ETH is never an ERC-20 need
        expect(request.needs.map((n) => n.token)).toEqual([USDC]);
        const need = request.needs[0]!.amount;
        if (a.create === undefined) expect(need).toBeGreaterThanOrEqual(a.amount1);
        else expect(need).toBe(a.amount1);

        const call = request.buildCall({ chainNow: CHAIN_NOW });
        const calls = v4Calls(call.data);
        expect(calls.map((c) => c.functionName)).toEqual(
          a.create === undefined ? ['modifyLiquidities'] : ['initializePool', 'modifyLiquidities'],
        );
        const [plan, deadline] = calls.at(-1)!.args as readonly [Hex, bigint];
        expect(deadline).toBe(CHAIN_NOW + POSITION_DEADLINE_SECONDS);
        const steps = decodeV4Plan(plan);
        expect(steps.map((s) => s.action)).toEqual([V4Action.MINT_POSITION, V4Action.SETTLE_PAIR, V4Action.SWEEP]);
        const [poolKey, tickLower, tickUpper, liquidity, amount0Max, amount1Max, owner] = steps[0]!.values as readonly [
          Record<string, unknown>,
          number,
          number,
          bigint,
          bigint,
          bigint,
          Address,
        ];
        expect(poolKey).toEqual({
          currency0: NATIVE_CURRENCY,
          currency1: USDC,
          fee: 3000,
          tickSpacing: 60,
          hooks: zeroAddress,
        });
        expect([tickLower, tickUpper, liquidity, owner]).toEqual([-600, 600, a.liquidity, OWNER]);
        expect(amount0Max).toBeGreaterThanOrEqual(a.amount0);
        expect(amount1Max).toBe(need);
        // the ETH side is sent with the call, up to its maximum, and what the pool does not take is swept back
        expect(call.value).toBe(amount0Max);
        expect(request).toMatchObject({ spender: V3_MANAGER, viaPermit2: true });
      }),
    );
  });

  it('should put the signed Permit2 batch before the mint when there is one', () => {
    const request = mintPositionRequest({
      ...base,
      version: 'v4',
      currency0: USDC,
      currency1: WETH,
      hooks: zeroAddress,
      amount0: 1_000_000n,
      amount1: 10n ** 15n,
      liquidity: 10n ** 9n,
      slippageBips: 50,
    });
    const batch = { details: [], spender: V3_MANAGER, sigDeadline: CHAIN_NOW + 1800n };
    const call = request.buildCall({ chainNow: CHAIN_NOW, permit: { batch, signature: `0x${'11'.repeat(65)}` } });
    expect(v4Calls(call.data).map((c) => c.functionName)).toEqual(['permitBatch', 'modifyLiquidities']);
    expect(call.value).toBe(0n);
  });
});
