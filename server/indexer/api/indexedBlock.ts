// The last block the indexer has processed per chain, from Ponder's own checkpoint table (what its /status reports).
import { sql } from 'ponder';
import { db } from 'ponder:api';

// Ponder's checkpoint: 10 digits of block timestamp, 16 of chain id, then 16 of block number.
const BLOCK_NUMBER_OFFSET = 26;
const BLOCK_NUMBER_DIGITS = 16;

async function readCheckpoints(): Promise<Map<number, bigint>> {
  const result = await db.execute(sql`SELECT chain_id, latest_checkpoint FROM _ponder_checkpoint`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    chain_id: number | string;
    latest_checkpoint: string;
  }[];
  return new Map(
    rows.map((row) => [
      Number(row.chain_id),
      BigInt(row.latest_checkpoint.slice(BLOCK_NUMBER_OFFSET, BLOCK_NUMBER_OFFSET + BLOCK_NUMBER_DIGITS)),
    ]),
  );
}

/** The chain's last indexed block (0 before the indexer has processed any). */
export async function indexedBlockNumber(chainId: number): Promise<bigint> {
  return (await readCheckpoints()).get(chainId) ?? 0n;
}

/**
 * `read` together with the block it reflects: the checkpoint is read before and after, and the read repeated while
 * the indexer moved in between (it writes rows and checkpoint together), so a client can go on from that block's logs.
 */
export async function readAtIndexedBlock<T>(
  chainId: number,
  read: () => Promise<T>,
): Promise<{ blockNumber: bigint; value: T }> {
  let before = await indexedBlockNumber(chainId);
  for (let attempt = 0; ; attempt++) {
    const value = await read();
    const after = await indexedBlockNumber(chainId);
    if (after === before || attempt === 4) return { blockNumber: after, value };
    before = after;
  }
}
