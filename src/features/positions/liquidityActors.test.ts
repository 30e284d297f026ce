import { type Hex, type StateOverride, decodeFunctionData, maxUint256, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { erc20Abi } from '../../../contract/abis/erc20';
import { positionManagerAbi } from '../../../contract/abis/v4';
import { permit2Abi } from '../../../contract/abis/permit2';
import { MAX_UINT160, PERMIT2_ADDRESS } from '../../../contract/permit2';
import { NATIVE_CURRENCY } from '../../../contract/poolKey';
import { LIQUIDITY_PERMIT_SECONDS, LIQUIDITY_PERMIT_SIG_SECONDS } from '../../chain/liquidityApprovals';
import { mintPositionRequest } from '../../chain/mintPositionRequest';
import { CHAIN_NOW, OWNER, USDC, V3_MANAGER, V4_MANAGER, WETH } from '../../chain/testing/addresses';
import { batchedSteps } from '../../transactions/batchSteps';
import type { Step, TransactionStep } from '../../transactions/steps';
import { liquiditySteps } from './liquidityActors';

const range = { fee: 3000, tickSpacing: 60, tickLower: -600, tickUpper: 600, owner: OWNER, slippageBips: 50 };
const amounts = { amount0: 10n ** 17n, amount1: 300_000_000n, liquidity: 10n ** 12n };
const activity = { type: 'mint' as const };
const label = { symbol: 'USDC', decimals: 6 };
const signature = `0x${'11'.repeat(65)}` as Hex;
/** The chain's smart-wallet delegate an account not yet delegated is upgraded to. */
const DELEGATE = '0x0000000000000000000000000000000000000d31' as const;
/** What permitBatchGrant reads from the chain: Permit2's allowance slot of the owner's USDC for the manager. */
const grant: StateOverride = [
  { address: PERMIT2_ADDRESS, stateDiff: [{ slot: `0x${'22'.repeat(32)}`, value: `0x${'ff'.repeat(32)}` }] },
];

/** A v4 ETH/USDC mint: only USDC is an ERC-20 need, pulled through Permit2. */
function v4Mint() {
  const built = mintPositionRequest({
    ...range,
    ...amounts,
    version: 'v4',
    positionManager: V4_MANAGER,
    currency0: NATIVE_CURRENCY,
    currency1: USDC,
    hooks: zeroAddress,
  });
  return { ...built, needs: built.needs.map((need) => ({ ...need, ...label })), activity };
}

function v3Mint() {
  const built = mintPositionRequest({
    ...range,
    ...amounts,
    version: 'v3',
    positionManager: V3_MANAGER,
    currency0: WETH,
    currency1: USDC,
    hooks: zeroAddress,
    nativeSide: 0,
  });
  return { ...built, needs: built.needs.map((need) => ({ ...need, ...label })), activity };
}

const transactionOf = (steps: readonly Step[]) => steps.at(-1) as TransactionStep;
const v4CallNames = (data: Hex | undefined) => {
  const outer = decodeFunctionData({ abi: positionManagerAbi, data: data! });
  const inner = outer.functionName === 'multicall' ? (outer.args[0] as readonly Hex[]) : [data!];
  return inner.map((call) => decodeFunctionData({ abi: positionManagerAbi, data: call }).functionName);
};

describe('liquiditySteps', () => {
  it('should approve the position manager, then mint with the ETH, when a v3 ERC-20 side is short', () => {
    const request = v3Mint();
    const steps = liquiditySteps(request, {
      chainId: 1,
      chainNow: CHAIN_NOW,
      short: { approvals: [USDC], permits: [] },
    });
    expect(steps.map((step) => step.type)).toEqual(['approval', 'transaction']);
    const approval = steps[0]!;
    if (approval.type !== 'approval') throw new Error('an approval first');
    expect(approval).toMatchObject({
      spender: V3_MANAGER,
      amount: maxUint256,
      token: { token: USDC, symbol: 'USDC', decimals: 6, amount: '300000000' },
    });
    expect(decodeFunctionData({ abi: erc20Abi, data: approval.call.data! }).args).toEqual([V3_MANAGER, maxUint256]);
    expect(transactionOf(steps).call([])).toEqual(request.buildCall({ chainNow: CHAIN_NOW }));
    expect(transactionOf(steps).call([])?.value).toBe(amounts.amount0);
  });

  it('should approve Permit2, sign the batch permit and mint, simulating unsigned with its grant, when v4 is short', () => {
    const request = v4Mint();
    const steps = liquiditySteps(request, {
      chainId: 1,
      chainNow: CHAIN_NOW,
      short: { approvals: [USDC], permits: [{ token: USDC, amount: request.needs[0]!.amount, nonce: 3 }] },
      permitGrant: grant,
    });
    expect(steps.map((step) => step.type)).toEqual(['approval', 'signature', 'transaction']);
    expect(steps[0]).toMatchObject({ type: 'approval', spender: PERMIT2_ADDRESS });
    const permit = steps[1]!;
    if (permit.type !== 'signature') throw new Error('a signature second');
    expect(permit.simulateAs).toBe(grant);
    expect(permit.typedData).toMatchObject({
      primaryType: 'PermitBatch',
      domain: { verifyingContract: PERMIT2_ADDRESS, chainId: 1 },
      message: {
        spender: V4_MANAGER,
        sigDeadline: CHAIN_NOW + BigInt(LIQUIDITY_PERMIT_SIG_SECONDS),
        details: [{ token: USDC, nonce: 3 }],
      },
    });
    const mint = transactionOf(steps);
    // unsigned, the mint relies on the granted allowance; signed, it carries the permit
    expect(v4CallNames(mint.call([])?.data)).toEqual(['modifyLiquidities']);
    expect(v4CallNames(mint.call([signature])?.data)).toEqual(['permitBatch', 'modifyLiquidities']);
    expect(mint.call([signature])?.value).toBe(mint.call([])?.value);
  });

  it('should leave the v4 mint unbuilt until signed when the permit grant could not be found', () => {
    const request = v4Mint();
    const steps = liquiditySteps(request, {
      chainId: 1,
      chainNow: CHAIN_NOW,
      short: { approvals: [], permits: [{ token: USDC, amount: 1n, nonce: 0 }] },
    });
    expect(steps.map((step) => step.type)).toEqual(['signature', 'transaction']);
    expect(transactionOf(steps).call([])).toBeUndefined();
    expect(transactionOf(steps).call([signature])).toBeDefined();
  });

  it('should plan the mint alone when every allowance already covers the deposit', () => {
    const request = v4Mint();
    const steps = liquiditySteps(request, { chainId: 1, chainNow: CHAIN_NOW, short: { approvals: [], permits: [] } });
    expect(steps.map((step) => step.type)).toEqual(['transaction']);
    expect(v4CallNames(transactionOf(steps).call([])?.data)).toEqual(['modifyLiquidities']);
  });

  it('should go as one batch of approval, Permit2 approve and mint, the mint without a permit, when 1-click batches', () => {
    const request = v4Mint();
    const need = request.needs[0]!.amount;
    const steps = liquiditySteps(request, {
      chainId: 1,
      chainNow: CHAIN_NOW,
      short: { approvals: [USDC], permits: [{ token: USDC, amount: need, nonce: 3 }] },
      permitGrant: grant,
    });

    const [batch, ...rest] = batchedSteps(steps, { status: 'ready', delegate: DELEGATE });

    expect(rest).toEqual([]);
    if (batch?.type !== 'batch') throw new Error('one batch');
    expect(batch).toMatchObject({ steps, activity, upgradeTo: DELEGATE });
    expect(batch.calls.map((call) => call.to)).toEqual([USDC, PERMIT2_ADDRESS, V4_MANAGER]);
    const permit2Approve = decodeFunctionData({ abi: permit2Abi, data: batch.calls[1]!.data! });
    expect(permit2Approve).toEqual({
      functionName: 'approve',
      args: [USDC, V4_MANAGER, MAX_UINT160, Number(CHAIN_NOW) + LIQUIDITY_PERMIT_SECONDS],
    });
    expect(v4CallNames(batch.calls[2]!.data)).toEqual(['modifyLiquidities']);
    expect(batch.calls[2]!.value).toBe(transactionOf(steps).call([])?.value);
  });

  it('should batch a v3 approval with the mint, and keep the steps when the wallet does not batch', () => {
    const steps = liquiditySteps(v3Mint(), {
      chainId: 1,
      chainNow: CHAIN_NOW,
      short: { approvals: [USDC], permits: [] },
    });
    expect(batchedSteps(steps, { status: 'supported' })).toMatchObject([
      { type: 'batch', calls: [{ to: USDC }, { to: V3_MANAGER, value: amounts.amount0 }] },
    ]);
    expect(batchedSteps(steps, { status: 'unsupported', delegate: DELEGATE })).toBe(steps);
  });
});
