// The bridge's deposit (issue 31): Across's SpokePool `deposit` on the origin chain, which a relayer fills on the
// destination chain. Native ETH goes as the call's value with the wrapped native token as the input token (the pool
// wraps it); an ERC-20 is pulled by the pool, so it needs the depositor's approval first. Every field that is not the
// user's choice comes from the quote (GET /suggested-fees): the timestamp, the fill deadline and the exclusivity.
import { type Address, encodeFunctionData, type Hex, padHex, zeroAddress } from 'viem';
import { erc20Abi } from '../../contract/abis/erc20';
import { spokePoolAbi } from '../../contract/abis/spokePool';
import type { SuggestedFeesResponse } from '../../contract/bridgeWire';

export type BridgeDepositParameters = {
  spokePool: Address;
  depositor: Address;
  recipient: Address;
  /** The token sent; the zero address for the chain's native coin. */
  inputToken: Address;
  /** The origin chain's wrapped native token: the input token a native deposit names. */
  wrappedNative: Address;
  outputToken: Address;
  inputAmount: bigint;
  /** What the recipient receives: the input amount less the quoted relay fee. */
  outputAmount: bigint;
  destinationChainId: number;
  quoteTimestamp: number;
  fillDeadline: number;
  exclusiveRelayer: Address;
  exclusivityDeadline: number;
  /** The pool's allowance from the depositor in the input token (an ERC-20 input only). */
  allowance: bigint;
};

export type BridgeCall = { to: Address; value: bigint; data: Hex };
export type BridgeDepositRequests = { approval?: BridgeCall; deposit: BridgeCall };

const word = (address: Address): Hex => padHex(address, { size: 32 });

/**
 * The calls a deposit takes: the approval an ERC-20 input lacks, then the deposit.
 * @example
 * const { approval, deposit } = bridgeDepositRequests({ spokePool, depositor, recipient, inputToken: zeroAddress, ... });
 */
export function bridgeDepositRequests(parameters: BridgeDepositParameters): BridgeDepositRequests {
  if (parameters.outputAmount > parameters.inputAmount) throw new Error('outputAmount exceeds inputAmount');
  const native = parameters.inputToken === zeroAddress;
  const deposit: BridgeCall = {
    to: parameters.spokePool,
    value: native ? parameters.inputAmount : 0n,
    data: encodeFunctionData({
      abi: spokePoolAbi,
      functionName: 'deposit',
      args: [
        word(parameters.depositor),
        word(parameters.recipient),
        word(native ? parameters.wrappedNative : parameters.inputToken),
        word(parameters.outputToken),
        parameters.inputAmount,
        parameters.outputAmount,
        BigInt(parameters.destinationChainId),
        word(parameters.exclusiveRelayer),
        parameters.quoteTimestamp,
        parameters.fillDeadline,
        parameters.exclusivityDeadline,
        '0x',
      ],
    }),
  };
  if (native || parameters.allowance >= parameters.inputAmount) return { deposit };
  return {
    approval: {
      to: parameters.inputToken,
      value: 0n,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [parameters.spokePool, parameters.inputAmount],
      }),
    },
    deposit,
  };
}

/** The deposit's parameters for an amount the quote priced: its pool, output amount, timestamps and exclusivity. */
export function depositParametersFromQuote(
  quote: SuggestedFeesResponse,
  choice: {
    depositor: Address;
    recipient: Address;
    /** Whether the user sends the native coin (the quote names the wrapped token either way). */
    native: boolean;
    inputAmount: bigint;
    allowance: bigint;
  },
): BridgeDepositParameters {
  return {
    spokePool: quote.spokePoolAddress,
    depositor: choice.depositor,
    recipient: choice.recipient,
    inputToken: choice.native ? zeroAddress : quote.inputToken.address,
    wrappedNative: quote.inputToken.address,
    outputToken: quote.outputToken.address,
    inputAmount: choice.inputAmount,
    outputAmount: BigInt(quote.outputAmount),
    destinationChainId: quote.outputToken.chainId,
    quoteTimestamp: Number(quote.timestamp),
    fillDeadline: Number(quote.fillDeadline),
    exclusiveRelayer: quote.exclusiveRelayer,
    exclusivityDeadline: quote.exclusivityDeadline,
    allowance: choice.allowance,
  };
}
