import fc from 'fast-check';
import { type Address, type Hex, decodeFunctionData, maxUint128, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { nonfungiblePositionManagerAbi } from '../../contract/abis/v3';
import { positionManagerAbi } from '../../contract/abis/v4';
import { collectFeesCall } from './collectFees';
import { V4Action, decodeV4Plan } from '../../contract/v4Actions';
import { OWNER, USDC, V3_MANAGER, WETH } from './testing/addresses';

const tokenId = fc.bigInt({ min: 1n, max: (1n << 96n) - 1n });

describe('collectFeesCall', () => {
  it('should collect everything owed on v3 straight to the owner', () => {
    fc.assert(
      fc.property(tokenId, (id) => {
        const call = collectFeesCall({ version: 'v3', manager: V3_MANAGER, tokenId: id, recipient: OWNER });
        const { functionName, args } = decodeFunctionData({ abi: nonfungiblePositionManagerAbi, data: call.data });
        expect(call.to).toBe(V3_MANAGER);
        expect(functionName).toBe('collect');
        expect(args[0]).toEqual({ tokenId: id, recipient: OWNER, amount0Max: maxUint128, amount1Max: maxUint128 });
      }),
    );
  });

  it('should keep v3 fees in the manager, unwrap the WETH to the owner and sweep the other token when ETH is asked', () => {
    const call = collectFeesCall({
      version: 'v3',
      manager: V3_MANAGER,
      tokenId: 7n,
      recipient: OWNER,
      unwrap: { weth: WETH, other: USDC },
    });
    const outer = decodeFunctionData({ abi: nonfungiblePositionManagerAbi, data: call.data });
    const inner = (outer.args[0] as readonly Hex[]).map((data) =>
      decodeFunctionData({ abi: nonfungiblePositionManagerAbi, data }),
    );
    expect(inner.map((c) => c.functionName)).toEqual(['collect', 'unwrapWETH9', 'sweepToken']);
    expect((inner[0]!.args[0] as { recipient: Address }).recipient).toBe(zeroAddress);
    expect(inner[1]!.args).toEqual([0n, OWNER]);
    expect(inner[2]!.args).toEqual([USDC, 0n, OWNER]);
  });

  it('should collect v4 fees as a decrease of zero liquidity and take both currencies to the owner', () => {
    fc.assert(
      fc.property(tokenId, fc.bigInt({ min: 0n, max: 1n << 40n }), (id, deadline) => {
        const call = collectFeesCall({
          version: 'v4',
          manager: V3_MANAGER,
          tokenId: id,
          recipient: OWNER,
          currency0: zeroAddress,
          currency1: USDC,
          deadline,
        });
        const { functionName, args } = decodeFunctionData({ abi: positionManagerAbi, data: call.data });
        expect(functionName).toBe('modifyLiquidities');
        const [plan, decodedDeadline] = args as readonly [Hex, bigint];
        expect(decodedDeadline).toBe(deadline);
        const steps = decodeV4Plan(plan);
        expect(steps.map((s) => s.action)).toEqual([V4Action.DECREASE_LIQUIDITY, V4Action.TAKE_PAIR]);
        expect(steps[0]!.values.slice(0, 4)).toEqual([id, 0n, 0n, 0n]);
        expect(steps[1]!.values).toEqual([zeroAddress, USDC, OWNER]);
      }),
    );
  });
});
