// A bridge deposit as both ends name it (issue 31): the RelayData a fill and a refund carry, read from a SpokePool's
// `FundsDeposited` log, and the relay hash under which the destination pool records its fill (`fillStatuses`). The
// relayer and dataworker (server/sandbox/bridge/) and the app's activity, which follows a deposit to its fill, share it.
import { type Address, encodeAbiParameters, getAddress, type Hex, keccak256, padHex, sliceHex } from 'viem';

export type RelayData = {
  depositor: Hex;
  recipient: Hex;
  exclusiveRelayer: Hex;
  inputToken: Hex;
  outputToken: Hex;
  inputAmount: bigint;
  outputAmount: bigint;
  originChainId: bigint;
  depositId: bigint;
  fillDeadline: number;
  exclusivityDeadline: number;
  message: Hex;
};

/** A `FundsDeposited` log's arguments, as viem decodes them. */
export type FundsDepositedArgs = Omit<RelayData, 'originChainId'> & {
  destinationChainId: bigint;
  quoteTimestamp: number;
};

/** An EVM address as the pool's `bytes32` (left-padded), and back. */
export const toBytes32 = (address: Address): Hex => padHex(address, { size: 32 });
export const toAddress = (word: Hex): Address => getAddress(sliceHex(word, 12));

/** The RelayData of a deposit made on `originChainId`, from its log. */
export function relayDataOf(args: FundsDepositedArgs, originChainId: number): RelayData {
  return {
    depositor: args.depositor,
    recipient: args.recipient,
    exclusiveRelayer: args.exclusiveRelayer,
    inputToken: args.inputToken,
    outputToken: args.outputToken,
    inputAmount: args.inputAmount,
    outputAmount: args.outputAmount,
    originChainId: BigInt(originChainId),
    depositId: args.depositId,
    fillDeadline: args.fillDeadline,
    exclusivityDeadline: args.exclusivityDeadline,
    message: args.message,
  };
}

const RELAY_DATA_TUPLE = {
  type: 'tuple',
  components: [
    { name: 'depositor', type: 'bytes32' },
    { name: 'recipient', type: 'bytes32' },
    { name: 'exclusiveRelayer', type: 'bytes32' },
    { name: 'inputToken', type: 'bytes32' },
    { name: 'outputToken', type: 'bytes32' },
    { name: 'inputAmount', type: 'uint256' },
    { name: 'outputAmount', type: 'uint256' },
    { name: 'originChainId', type: 'uint256' },
    { name: 'depositId', type: 'uint256' },
    { name: 'fillDeadline', type: 'uint32' },
    { name: 'exclusivityDeadline', type: 'uint32' },
    { name: 'message', type: 'bytes' },
  ],
} as const;

/** The key of `fillStatuses` on the destination: keccak256(abi.encode(relayData, destinationChainId)). */
export function relayHash(relayData: RelayData, destinationChainId: bigint): Hex {
  return keccak256(encodeAbiParameters([RELAY_DATA_TUPLE, { type: 'uint256' }], [relayData, destinationChainId]));
}
