// A SpokePool's deposits as the relayer and the dataworker see them (issue 31): read from `FundsDeposited` logs in
// bounded looks that start at a recent block (never at the chain's start block), turned into the RelayData a fill
// and a refund name, and the relay hash under which the destination pool records the fill.
import {
  type Address,
  encodeAbiParameters,
  getAddress,
  type Hex,
  keccak256,
  type PublicClient,
  padHex,
  sliceHex,
} from 'viem';
import { spokePoolAbi } from '../../../contract/abis/spokePool.ts';

/** Blocks one look reads at most, past where the last one stopped: a look's work is bounded however far behind. */
export const MAX_BLOCKS_PER_LOOK = 200n;
/** How far back the first look starts: a restarted server still sees deposits made just before it. */
export const LOOKBACK_BLOCKS = 200n;

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

export type BridgeDeposit = {
  relayData: RelayData;
  destinationChainId: bigint;
  quoteTimestamp: number;
  blockNumber: bigint;
  transactionHash: Hex;
};

/** An EVM address as the pool's `bytes32` (left-padded), and back. */
export const toBytes32 = (address: Address): Hex => padHex(address, { size: 32 });
export const toAddress = (word: Hex): Address => getAddress(sliceHex(word, 12));

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

export type ScanProgress = { scannedTo: bigint };

/** Where a watcher that starts now begins: LOOKBACK_BLOCKS before the latest block. */
export async function startingProgress(client: PublicClient): Promise<ScanProgress> {
  const latest = await client.getBlockNumber();
  return { scannedTo: latest > LOOKBACK_BLOCKS ? latest - LOOKBACK_BLOCKS : 0n };
}

/** The deposits made to `spokePool` in the blocks after `progress.scannedTo`, at most one look's worth. */
export async function readDeposits(
  client: PublicClient,
  spokePool: Address,
  originChainId: number,
  progress: ScanProgress,
): Promise<{ deposits: BridgeDeposit[]; progress: ScanProgress }> {
  const latest = await client.getBlockNumber();
  const fromBlock = progress.scannedTo + 1n;
  if (fromBlock > latest) return { deposits: [], progress };
  const toBlock = latest < fromBlock + MAX_BLOCKS_PER_LOOK - 1n ? latest : fromBlock + MAX_BLOCKS_PER_LOOK - 1n;
  const logs = await client.getContractEvents({
    address: spokePool,
    abi: spokePoolAbi,
    eventName: 'FundsDeposited',
    fromBlock,
    toBlock,
    strict: true,
  });
  const deposits = logs.map(
    ({ args, blockNumber, transactionHash }): BridgeDeposit => ({
      relayData: {
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
      },
      destinationChainId: args.destinationChainId,
      quoteTimestamp: args.quoteTimestamp,
      blockNumber,
      transactionHash,
    }),
  );
  return { deposits, progress: { scannedTo: toBlock } };
}
