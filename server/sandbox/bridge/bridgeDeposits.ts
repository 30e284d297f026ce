// A SpokePool's deposits as the relayer and the dataworker see them (issue 31): read from `FundsDeposited` logs in
// bounded looks that start at a recent block (never at the chain's start block), turned into the RelayData a fill
// and a refund name, and the relay hash under which the destination pool records the fill. The cursor keeps the hash
// of the block it read to: when the chain went back (a reorganisation, or a test's snapshot reverted), that block is
// gone or another, and the next look reads the lookback window again.
import type { Address, Hex, PublicClient } from 'viem';
import { spokePoolAbi } from '../../../contract/abis/spokePool.ts';
import { type RelayData, relayDataOf } from '../../../contract/bridgeRelayData.ts';

export { type RelayData, relayHash, toAddress, toBytes32 } from '../../../contract/bridgeRelayData.ts';

/** Blocks one look reads at most, past where the last one stopped: a look's work is bounded however far behind. */
export const MAX_BLOCKS_PER_LOOK = 200n;
/** How far back the first look starts: a restarted server still sees deposits made just before it. */
export const LOOKBACK_BLOCKS = 200n;

export type BridgeDeposit = {
  relayData: RelayData;
  destinationChainId: bigint;
  quoteTimestamp: number;
  blockNumber: bigint;
  blockHash: Hex;
  transactionHash: Hex;
};

/** Where a watcher has read to, and that block's hash (absent for a cursor that has read nothing yet). */
export type ScanProgress = { scannedTo: bigint; blockHash?: Hex };

export type DepositScan = {
  deposits: BridgeDeposit[];
  progress: ScanProgress;
  /** The chain went back under the cursor: deposits read before may be gone (see `depositStillExists`). */
  reorged: boolean;
};

/** Where a watcher that starts now begins: LOOKBACK_BLOCKS before the latest block. */
export async function startingProgress(client: PublicClient): Promise<ScanProgress> {
  return { scannedTo: lookbackFrom(await client.getBlockNumber()) };
}

const lookbackFrom = (block: bigint) => (block > LOOKBACK_BLOCKS ? block - LOOKBACK_BLOCKS : 0n);

/** Whether the block the cursor read to is no longer the chain's: gone (the chain is shorter) or another hash. */
async function cursorBlockChanged(client: PublicClient, progress: ScanProgress, latest: bigint): Promise<boolean> {
  if (progress.scannedTo > latest) return true;
  if (!progress.blockHash) return false;
  const block = await client.getBlock({ blockNumber: progress.scannedTo }).catch(() => undefined);
  return block?.hash !== progress.blockHash;
}

/**
 * The deposits made to `spokePool` in the blocks after `progress.scannedTo`, at most one look's worth; after the chain
 * went back under the cursor, from LOOKBACK_BLOCKS before the lower of the cursor and the chain's head instead.
 */
export async function readDeposits(
  client: PublicClient,
  spokePool: Address,
  originChainId: number,
  progress: ScanProgress,
): Promise<DepositScan> {
  const latest = await client.getBlockNumber();
  const reorged = await cursorBlockChanged(client, progress, latest);
  const from = reorged ? lookbackFrom(progress.scannedTo < latest ? progress.scannedTo : latest) : progress.scannedTo;
  const fromBlock = from + 1n;
  if (fromBlock > latest) return { deposits: [], progress: reorged ? { scannedTo: from } : progress, reorged };
  const toBlock = latest < fromBlock + MAX_BLOCKS_PER_LOOK - 1n ? latest : fromBlock + MAX_BLOCKS_PER_LOOK - 1n;
  // the hash is read before the logs: a change in between shows as a changed cursor on the next look
  const { hash } = await client.getBlock({ blockNumber: toBlock });
  const logs = await client.getContractEvents({
    address: spokePool,
    abi: spokePoolAbi,
    eventName: 'FundsDeposited',
    fromBlock,
    toBlock,
    strict: true,
  });
  const deposits = logs.map(
    ({ args, blockNumber, blockHash, transactionHash }): BridgeDeposit => ({
      relayData: relayDataOf(args, originChainId),
      destinationChainId: args.destinationChainId,
      quoteTimestamp: args.quoteTimestamp,
      blockNumber,
      blockHash,
      transactionHash,
    }),
  );
  return { deposits, progress: { scannedTo: toBlock, blockHash: hash }, reorged };
}

/** Whether a deposit read before is still on its chain: its transaction mined in the same block. */
export async function depositStillExists(client: PublicClient, deposit: BridgeDeposit): Promise<boolean> {
  const receipt = await client.getTransactionReceipt({ hash: deposit.transactionHash }).catch(() => undefined);
  return receipt?.blockHash === deposit.blockHash && receipt.status === 'success';
}
