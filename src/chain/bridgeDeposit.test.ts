import fc from 'fast-check';
import { type Address, decodeFunctionData, getAddress, padHex, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { erc20Abi } from '../../contract/abis/erc20';
import { spokePoolAbi } from '../../contract/abis/spokePool';
import { type BridgeDepositParameters, bridgeDepositRequests } from './bridgeDeposit';

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`) as Address);
const uint32 = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const amounts = fc
  .tuple(fc.bigInt({ min: 1n, max: 2n ** 128n }), fc.bigInt({ min: 0n, max: 2n ** 128n }))
  .map(([input, fee]) => ({ inputAmount: input, outputAmount: input > fee ? input - fee : 0n }));
const parameters = fc.record({
  spokePool: address,
  depositor: address,
  recipient: address,
  inputToken: fc.oneof(fc.constant(zeroAddress), address),
  wrappedNative: address,
  outputToken: address,
  destinationChainId: fc.integer({ min: 1, max: 2 ** 31 }),
  quoteTimestamp: uint32,
  fillDeadline: uint32,
  exclusiveRelayer: fc.oneof(fc.constant(zeroAddress), address),
  exclusivityDeadline: uint32,
  allowance: fc.bigInt({ min: 0n, max: 2n ** 129n }),
});
const word = (a: Address) => padHex(a.toLowerCase() as Address, { size: 32 });

describe('bridgeDepositRequests', () => {
  it('should deposit the quoted amounts to the pool, native ETH as value under the wrapped token, an ERC-20 after an approval it lacks', () => {
    fc.assert(
      fc.property(parameters, amounts, (p, a) => {
        const input: BridgeDepositParameters = { ...p, ...a };
        const native = input.inputToken === zeroAddress;
        const { approval, deposit } = bridgeDepositRequests(input);
        expect(deposit.to).toBe(input.spokePool);
        expect(deposit.value).toBe(native ? input.inputAmount : 0n);
        const decoded = decodeFunctionData({ abi: spokePoolAbi, data: deposit.data });
        expect(decoded.functionName).toBe('deposit');
        expect(decoded.args).toEqual([
          word(input.depositor),
          word(input.recipient),
          word(native ? input.wrappedNative : input.inputToken),
          word(input.outputToken),
          input.inputAmount,
          input.outputAmount,
          BigInt(input.destinationChainId),
          word(input.exclusiveRelayer),
          input.quoteTimestamp,
          input.fillDeadline,
          input.exclusivityDeadline,
          '0x',
        ]);
        if (native || input.allowance >= input.inputAmount) expect(approval).toBeUndefined();
        else {
          expect(approval).toMatchObject({ to: input.inputToken, value: 0n });
          expect(decodeFunctionData({ abi: erc20Abi, data: approval!.data })).toMatchObject({
            functionName: 'approve',
            args: [input.spokePool, input.inputAmount],
          });
        }
      }),
    );
  });

  it('should refuse an output larger than the input', () => {
    fc.assert(
      fc.property(parameters, fc.bigInt({ min: 0n, max: 2n ** 128n }), (p, input) => {
        expect(() => bridgeDepositRequests({ ...p, inputAmount: input, outputAmount: input + 1n })).toThrow();
      }),
    );
  });
});
