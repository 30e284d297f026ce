import { type Hex, type StateOverride, decodeFunctionData, maxUint256, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { erc20Abi, weth9Abi } from '../../../contract/abis/erc20';
import { universalRouterAbi } from '../../../contract/abis/v4';
import { permit2Abi } from '../../../contract/abis/permit2';
import { MAX_UINT160, PERMIT2_ADDRESS } from '../../../contract/permit2';
import { RouterCommand } from '../../../contract/universalRouter';
import type { CurrencyId, Trade } from '../../../workers/routing/types';
import { CHAIN_NOW, DAI, USDC, WETH } from '../../chain/testing/addresses';
import type { Step, TransactionStep } from '../../transactions/steps';
import {
  SWAP_PERMIT_SECONDS,
  type SwapAllowances,
  type SwapStepsParameters,
  holdQuote,
  shownTerms,
  swapSteps,
  swapTerms,
} from './swapSteps';

const ROUTER = '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af' as const;
const lower = (address: string) => address.toLowerCase() as CurrencyId;
const signature = `0x${'11'.repeat(65)}` as Hex;
/** What allowanceOverrides finds: Permit2's allowance slot of the owner's USDC for the router. */
const grant: StateOverride = [
  { address: PERMIT2_ADDRESS, stateDiff: [{ slot: `0x${'22'.repeat(32)}`, value: `0x${'ff'.repeat(32)}` }] },
];

/** A trade of `currencyIn` for DAI through one v2 pool. */
function trade(
  amountIn: bigint,
  amountOut: bigint,
  tradeType: Trade['tradeType'] = 'exactIn',
  currencyIn = lower(USDC),
) {
  const currencyOut = lower(DAI);
  const pool = {
    version: 'v2' as const,
    id: lower('0xAE461cA67B15dc8dc81CE7615e0320dA1A9aB8D5'),
    currency0: lower(DAI),
    currency1: currencyIn,
    fee: 3000,
    reserve0: 10n ** 24n,
    reserve1: 10n ** 12n,
  };
  return {
    tradeType,
    currencyIn,
    currencyOut,
    amountIn,
    amountOut,
    routes: [
      {
        percent: 100,
        amountIn,
        amountOut,
        route: {
          currencyIn,
          currencyOut,
          hops: [{ kind: 'pool' as const, pool, zeroForOne: false, currencyIn, currencyOut }],
        },
      },
    ],
  } satisfies Trade;
}

const allowances = (erc20: bigint, amount: bigint, expiration = Number(CHAIN_NOW) + 600): SwapAllowances => ({
  erc20,
  permit2: { amount, expiration, nonce: 7 },
});

function stepsFor(overrides: Partial<SwapStepsParameters> = {}): Step[] {
  const sold = trade(100_000_000n, 99n * 10n ** 18n);
  return swapSteps({
    kind: 'swap',
    chainId: 31337,
    trade: sold,
    limit: 98n * 10n ** 18n,
    deadline: CHAIN_NOW + 1800n,
    router: ROUTER,
    weth: WETH,
    tokenIn: { address: USDC, symbol: 'USDC', decimals: 6 },
    tokenOut: { address: DAI, symbol: 'DAI', decimals: 18 },
    allowances: allowances(maxUint256, MAX_UINT160),
    chainNow: CHAIN_NOW,
    ...overrides,
  });
}

const transactionOf = (steps: readonly Step[]) => steps.at(-1) as TransactionStep;
/** The router commands an execute call runs, and its deadline. */
const execute = (data: Hex | undefined) => {
  const { functionName, args } = decodeFunctionData({ abi: universalRouterAbi, data: data! });
  const [commands, , deadline] = args as readonly [Hex, readonly Hex[], bigint?];
  return { functionName, commands, deadline };
};

describe('holdQuote', () => {
  const agreed = swapTerms(trade(100n, 1000n), 100); // at least 990 out

  it('should go on at the agreed terms when the fresh quote still reaches the limit', () => {
    const held = holdQuote({ agreed }, trade(100n, 991n), { accepted: false, slippageBips: 100 });
    expect(held).toEqual({ quotes: { agreed }, changed: false });
  });

  it('should offer the fresh quote, with its own limit, when it falls short of the agreed minimum', () => {
    const fresh = trade(100n, 900n);
    const held = holdQuote({ agreed }, fresh, { accepted: false, slippageBips: 100 });
    expect(held.changed).toBe(true);
    expect(held.quotes.agreed).toBe(agreed);
    expect(held.quotes.offered).toEqual({ trade: fresh, quoted: 900n, limit: 891n });
  });

  it('should adopt the offer once accepted and hold the fresh quote to its limit', () => {
    const offered = swapTerms(trade(100n, 900n), 100);
    const held = holdQuote({ agreed, offered }, trade(100n, 895n), { accepted: true, slippageBips: 100 });
    expect(held).toEqual({ quotes: { agreed: offered }, changed: false });
  });

  it('should offer again when the price moved past the accepted offer too', () => {
    const offered = swapTerms(trade(100n, 900n), 100);
    const held = holdQuote({ agreed, offered }, trade(100n, 800n), { accepted: true, slippageBips: 100 });
    expect(held.changed).toBe(true);
    expect(held.quotes.agreed).toBe(offered);
    expect(held.quotes.offered?.quoted).toBe(800n);
  });

  it('should offer the fresh quote when an exact-output trade would now cost more than the maximum sold', () => {
    const exactOut = swapTerms(trade(1000n, 100n, 'exactOut'), 100); // at most 1010 in
    expect(
      holdQuote({ agreed: exactOut }, trade(1010n, 100n, 'exactOut'), { accepted: false, slippageBips: 100 }).changed,
    ).toBe(false);
    expect(
      holdQuote({ agreed: exactOut }, trade(1011n, 100n, 'exactOut'), { accepted: false, slippageBips: 100 }).changed,
    ).toBe(true);
  });
});

describe('shownTerms', () => {
  const agreed = swapTerms(trade(100n, 1000n), 100);
  const offered = swapTerms(trade(100n, 900n), 100);

  it('should show the offer while it waits to be accepted and once it is, the agreed terms after keeping the review', () => {
    expect(shownTerms({ agreed, offered }, { changed: true, accepted: false })).toBe(offered);
    expect(shownTerms({ agreed, offered }, { changed: false, accepted: true })).toBe(offered);
    expect(shownTerms({ agreed, offered }, { changed: false, accepted: false })).toBe(agreed);
    expect(shownTerms({ agreed }, { changed: false, accepted: true })).toBe(agreed);
  });
});

describe('swapSteps', () => {
  it('should only swap when both allowances cover the amount in and the permit has not expired', () => {
    const steps = stepsFor();
    expect(steps.map((step) => step.type)).toEqual(['transaction']);
    const call = transactionOf(steps).call([])!;
    expect(call).toMatchObject({ to: ROUTER, value: 0n });
    expect(execute(call.data)).toMatchObject({ functionName: 'execute', deadline: CHAIN_NOW + 1800n });
    expect(execute(call.data).commands.slice(2, 4)).not.toBe(
      RouterCommand.PERMIT2_PERMIT.toString(16).padStart(2, '0'),
    );
  });

  it('should approve the token to Permit2 without limit, then permit the router, then swap, when neither allowance is set', () => {
    const [approval, permit, swap] = stepsFor({ allowances: allowances(0n, 0n, 0), permitGrant: grant });
    if (approval?.type !== 'approval') throw new Error('expected an approval first');
    expect(approval).toMatchObject({
      spender: PERMIT2_ADDRESS,
      amount: maxUint256,
      token: { symbol: 'USDC', amount: '100000000' },
    });
    expect(approval.call.to).toBe(USDC);
    expect(decodeFunctionData({ abi: erc20Abi, data: approval.call.data! }).args).toEqual([
      PERMIT2_ADDRESS,
      maxUint256,
    ]);
    if (permit?.type !== 'signature') throw new Error('expected the permit second');
    expect(permit.simulateAs).toBe(grant);
    expect(permit.typedData.primaryType).toBe('PermitSingle');
    expect(permit.typedData.message).toEqual({
      details: { token: USDC, amount: MAX_UINT160, expiration: Number(CHAIN_NOW) + SWAP_PERMIT_SECONDS, nonce: 7 },
      spender: ROUTER,
      sigDeadline: CHAIN_NOW + 1800n,
    });
    expect(swap?.type).toBe('transaction');
  });

  it('should carry the signed permit as the first router command, and simulate unsigned on the granted allowance', () => {
    const steps = stepsFor({ allowances: allowances(maxUint256, 0n), permitGrant: grant });
    expect(steps.map((step) => step.type)).toEqual(['signature', 'transaction']);
    const swap = transactionOf(steps);
    const permitCommand = RouterCommand.PERMIT2_PERMIT.toString(16).padStart(2, '0');
    expect(execute(swap.call([signature])!.data).commands.slice(2, 4)).toBe(permitCommand);
    const unsigned = execute(swap.call([])!.data).commands;
    expect(unsigned.slice(2, 4)).not.toBe(permitCommand);
  });

  it('should offer Permit2 approve in place of the permit for a batch, and the swap without a permit after it', () => {
    // no grant: unsigned the swap cannot be built, but in a batch Permit2's approve runs before it
    const steps = stepsFor({ allowances: allowances(0n, 0n) });
    expect(steps.map((step) => step.type)).toEqual(['approval', 'signature', 'transaction']);
    const permit = steps[1]!;
    if (permit.type !== 'signature') throw new Error('expected the permit');
    expect(permit.asCalls?.map((call) => call.to)).toEqual([PERMIT2_ADDRESS]);
    const { functionName, args } = decodeFunctionData({ abi: permit2Abi, data: permit.asCalls![0]!.data! });
    expect(functionName).toBe('approve');
    expect(args).toEqual([USDC, ROUTER, MAX_UINT160, Number(CHAIN_NOW) + SWAP_PERMIT_SECONDS]);
    const batchCall = transactionOf(steps).batchCall!;
    expect(batchCall.to).toBe(ROUTER);
    const permitCommand = RouterCommand.PERMIT2_PERMIT.toString(16).padStart(2, '0');
    expect(execute(batchCall.data).commands.slice(2, 4)).not.toBe(permitCommand);
  });

  it('should ask for a new permit when the router allowance expired, and build the swap only signed without a grant', () => {
    const steps = stepsFor({ allowances: allowances(maxUint256, MAX_UINT160, Number(CHAIN_NOW)) });
    expect(steps.map((step) => step.type)).toEqual(['signature', 'transaction']);
    expect(transactionOf(steps).call([])).toBeUndefined();
    expect(transactionOf(steps).call([signature])?.to).toBe(ROUTER);
  });

  it('should hold the allowances to the maximum sold when the trade is exact output', () => {
    const exactOut = trade(100_000_000n, 99n * 10n ** 18n, 'exactOut');
    const steps = stepsFor({ trade: exactOut, limit: 101_000_000n, allowances: allowances(100_000_000n, MAX_UINT160) });
    expect(steps.map((step) => step.type)).toEqual(['approval', 'transaction']);
  });

  it('should send the ETH with the swap and ask for nothing else when ETH is sold', () => {
    const eth = trade(10n ** 18n, 3000n * 10n ** 18n, 'exactIn', zeroAddress);
    const steps = stepsFor({
      trade: eth,
      tokenIn: { address: zeroAddress, symbol: 'ETH', decimals: 18 },
      allowances: undefined,
    });
    expect(steps.map((step) => step.type)).toEqual(['transaction']);
    expect(transactionOf(steps).call([])?.value).toBe(10n ** 18n);
    expect(transactionOf(steps).activity).toMatchObject({
      type: 'swap',
      input: { token: zeroAddress, symbol: 'ETH', amount: (10n ** 18n).toString() },
      output: { token: DAI, symbol: 'DAI', amount: (3000n * 10n ** 18n).toString() },
    });
  });

  it('should deposit into WETH, recorded as a wrap, when ETH is wrapped', () => {
    const wrap = { ...trade(10n ** 18n, 10n ** 18n, 'exactIn', zeroAddress), currencyOut: lower(WETH), routes: [] };
    const steps = stepsFor({
      kind: 'wrap',
      trade: wrap,
      limit: 10n ** 18n,
      tokenIn: { address: zeroAddress, symbol: 'ETH', decimals: 18 },
      tokenOut: { address: WETH, symbol: 'WETH', decimals: 18 },
      allowances: undefined,
    });
    const [deposit] = steps as TransactionStep[];
    expect(steps).toHaveLength(1);
    expect(deposit!.call([])).toMatchObject({ to: WETH, value: 10n ** 18n });
    expect(decodeFunctionData({ abi: weth9Abi, data: deposit!.call([])!.data! }).functionName).toBe('deposit');
    expect(deposit!.activity.type).toBe('wrap');
  });
});
