import { type Hex, decodeFunctionData, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { erc20Abi } from '../../../../contract/abis/erc20.ts';
import { PERMIT2_ADDRESS } from '../../../../contract/permit2.ts';
import { buildLimitOrder, decodeOrder, orderTypedData } from '../../../../contract/uniswapxOrder.ts';
import type { PlaceOrderResult } from '../../../data/ordersApi.ts';
import { type LimitOrderSteps, limitOrderSteps } from './limitActors.ts';

const USDC = '0x0000000000000000000000000000000000000a11' as const;
const WETH = '0x0000000000000000000000000000000000000b22' as const;
const REACTOR = '0x0000000000000000000000000000000000000c33' as const;
const SWAPPER = '0x0000000000000000000000000000000000000d44' as const;
const order = buildLimitOrder({
  reactor: REACTOR,
  swapper: SWAPPER,
  nonce: 257n,
  deadline: 1_700_086_400n,
  input: { token: USDC, amount: 100_000_000n },
  output: { token: WETH, amount: 40_000_000_000_000_000n },
});
const signature = `0x${'11'.repeat(65)}` as Hex;
const orderHash = `0x${'cd'.repeat(32)}` as Hex;

function stepsWith(overrides: Partial<LimitOrderSteps> = {}) {
  return limitOrderSteps({
    chainId: 31337,
    order,
    tokenIn: { address: USDC, symbol: 'USDC', decimals: 6 },
    allowance: maxUint256,
    place: async () => ({ orderHash }),
    ...overrides,
  });
}

describe('limitOrderSteps', () => {
  it('should ask only for the order signature when the allowance to Permit2 covers the order', () => {
    const steps = stepsWith({ allowance: 100_000_000n });
    expect(steps.map((step) => step.type)).toEqual(['signature']);
  });

  it('should approve the sell token to Permit2 first when the allowance is short', () => {
    const [approval, signed] = stepsWith({ allowance: 99_999_999n });
    expect(signed?.type).toBe('signature');
    if (approval?.type !== 'approval') throw new Error('expected an approval first');
    expect(approval.spender).toBe(PERMIT2_ADDRESS);
    expect(approval.call.to).toBe(USDC);
    expect(decodeFunctionData({ abi: erc20Abi, data: approval.call.data! }).args).toEqual([
      PERMIT2_ADDRESS,
      maxUint256,
    ]);
    expect(approval.token).toEqual({ token: USDC, symbol: 'USDC', decimals: 6, amount: '100000000' });
  });

  it('should sign the order as a Permit2 witness transfer to the reactor', () => {
    const [step] = stepsWith();
    if (step?.type !== 'signature') throw new Error('expected a signature');
    expect(step.typedData).toEqual(orderTypedData(order, 31337));
    expect(step.typedData.primaryType).toBe('PermitWitnessTransferFrom');
  });

  it('should post the signed order to the order service and report it placed when the service takes it', async () => {
    const posted: { order: Hex; signature: Hex }[] = [];
    const placed: Hex[] = [];
    const [step] = stepsWith({
      place: async (encoded, sig): Promise<PlaceOrderResult> => {
        posted.push({ order: encoded, signature: sig });
        return { orderHash };
      },
      onPlaced: (hash) => placed.push(hash),
    });
    if (step?.type !== 'signature') throw new Error('expected a signature');
    await step.use?.(signature);
    expect(posted).toHaveLength(1);
    expect(decodeOrder(posted[0]!.order)).toEqual(order);
    expect(posted[0]!.signature).toBe(signature);
    expect(placed).toEqual([orderHash]);
  });

  it('should fail the step with the service refusal code when the order service refuses the order', async () => {
    const placed: Hex[] = [];
    const [step] = stepsWith({
      place: async () => ({ refused: 'NONCE_USED', detail: 'Another order of this wallet uses this nonce' }),
      onPlaced: (hash) => placed.push(hash),
    });
    if (step?.type !== 'signature') throw new Error('expected a signature');
    await expect(step.use?.(signature)).rejects.toEqual({ reason: 'somethingWentWrong', errorName: 'NONCE_USED' });
    expect(placed).toEqual([]);
  });
});
