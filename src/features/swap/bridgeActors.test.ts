import fc from 'fast-check';
import { decodeFunctionData, parseEther, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { erc20Abi } from '../../../contract/abis/erc20';
import { spokePoolAbi } from '../../../contract/abis/spokePool';
import type { SuggestedFeesResponse } from '../../data/bridgeQuote';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { bridgeSteps } from './bridgeActors';

const ACCOUNT = '0x00000000000000000000000000000000000000a1';
const POOL = '0x00000000000000000000000000000000000000b2';
const WETH = '0x00000000000000000000000000000000000000c3';
const USDC = '0x00000000000000000000000000000000000000d4';
const L2_TOKEN = '0x00000000000000000000000000000000000000e5';
const destination = { chainId: 31338 } as RuntimeChain;

const limit = (value: string) => ({
  minDeposit: '0',
  maxDeposit: value,
  maxDepositInstant: value,
  maxDepositShortDelay: value,
  recommendedDepositInstant: value,
});

const quoteOf = (amount: bigint, fee: bigint, input: `0x${string}` = WETH): SuggestedFeesResponse => ({
  totalRelayFee: { pct: '0', total: fee.toString() },
  relayerCapitalFee: { pct: '0', total: '0' },
  relayerGasFee: { pct: '0', total: fee.toString() },
  lpFee: { pct: '0', total: '0' },
  isAmountTooLow: false,
  quoteBlock: '1',
  expectedFillTimeSec: '2',
  limits: limit(amount.toString()),
  timestamp: '1000',
  fillDeadline: '4600',
  spokePoolAddress: POOL,
  exclusiveRelayer: zeroAddress,
  exclusivityDeadline: 0,
  outputAmount: (amount - fee).toString(),
  inputToken: { address: input, symbol: 'WETH', decimals: 18, chainId: 31337 },
  outputToken: { address: L2_TOKEN, symbol: 'WETH', decimals: 18, chainId: 31338 },
});

const eth = { address: zeroAddress, symbol: 'ETH', decimals: 18 } as const;
const usdc = { address: USDC, symbol: 'USDC', decimals: 6 } as const;

describe('bridgeSteps', () => {
  it('should send ETH as one deposit whose value is the amount, to the account on the destination', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 10n ** 15n, max: parseEther('100') }),
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        (amount, fee) => {
          const quote = quoteOf(amount, fee);
          const steps = bridgeSteps({
            request: { account: ACCOUNT, destination, tokenIn: eth, tokenOut: eth, amount, quote },
            fresh: quote,
            allowance: 0n,
          });
          expect(steps.map((s) => s.type)).toEqual(['transaction']);
          const step = steps[0]!;
          if (step.type !== 'transaction') throw new Error('not a transaction');
          const call = step.call([])!;
          expect(call).toMatchObject({ to: POOL, value: amount });
          const { args } = decodeFunctionData({ abi: spokePoolAbi, data: call.data! });
          expect(args[4]).toBe(amount);
          expect(args[5]).toBe(amount - fee);
          expect(args[6]).toBe(31338n);
          expect(step.activity).toMatchObject({ type: 'bridge', bridge: { destinationChainId: 31338 } });
        },
      ),
    );
  });

  it('should approve the pool for exactly the amount first when the ERC-20 allowance is short', () => {
    const amount = 1_000_000_000n;
    const quote = quoteOf(amount, 300_000n, USDC);
    const [approval, deposit] = bridgeSteps({
      request: { account: ACCOUNT, destination, tokenIn: usdc, tokenOut: usdc, amount, quote },
      fresh: quote,
      allowance: amount - 1n,
    });
    expect(approval?.type).toBe('approval');
    if (approval?.type !== 'approval') throw new Error('no approval');
    expect(decodeFunctionData({ abi: erc20Abi, data: approval.call.data! }).args).toEqual([POOL, amount]);
    expect(deposit?.type).toBe('transaction');
  });

  it('should stop when a fresh quote would deliver less than the review agreed to', () => {
    const amount = parseEther('1');
    let thrown: unknown;
    try {
      bridgeSteps({
        request: { account: ACCOUNT, destination, tokenIn: eth, tokenOut: eth, amount, quote: quoteOf(amount, 100n) },
        fresh: quoteOf(amount, 101n),
        allowance: 0n,
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toEqual({ reason: 'swapExpectedToFail' });
  });
});
