import type { Hex, PublicClient } from 'viem';
import { zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { depositAddressFor, lookForDeposits, MAX_BLOCKS_PER_LOOK, MAX_NATIVE_BLOCKS_PER_LOOK } from './depositWatch.ts';

const TOKEN = '0x00000000000000000000000000000000000000a1';
const DEPOSIT = depositAddressFor('secret', 'sell-1');

describe('depositAddressFor', () => {
  it('should give each session and each server secret an address of its own', () => {
    expect(new Set([DEPOSIT, depositAddressFor('secret', 'sell-2'), depositAddressFor('other', 'sell-1')]).size).toBe(
      3,
    );
  });
});

describe('lookForDeposits', () => {
  it('should read at most one look of blocks past where it stopped, never from block 0', async () => {
    const ranges: [bigint, bigint][] = [];
    const client = {
      getBlockNumber: async () => 10_000n,
      getContractEvents: async ({ fromBlock, toBlock }: { fromBlock: bigint; toBlock: bigint }) => {
        ranges.push([fromBlock, toBlock]);
        return [{ args: { value: 7n }, transactionHash: '0x01' as Hex }];
      },
    } as unknown as PublicClient;
    const first = await lookForDeposits(client, TOKEN, DEPOSIT, { scannedTo: 5_000n, received: 0n });
    const second = await lookForDeposits(client, TOKEN, DEPOSIT, first);
    expect(ranges).toEqual([
      [5_001n, 5_000n + MAX_BLOCKS_PER_LOOK],
      [5_001n + MAX_BLOCKS_PER_LOOK, 5_000n + 2n * MAX_BLOCKS_PER_LOOK],
    ]);
    expect([second.received, second.lastHash]).toEqual([14n, '0x01']);
  });

  it('should add the native transfers to the deposit address found in the blocks it reads', async () => {
    const read: bigint[] = [];
    const client = {
      getBlockNumber: async () => 1_000n,
      getBlock: async ({ blockNumber }: { blockNumber: bigint }) => {
        read.push(blockNumber);
        return {
          transactions:
            blockNumber === 3n
              ? [
                  { to: DEPOSIT.toLowerCase(), value: 5n, hash: '0x03' },
                  { to: TOKEN, value: 9n, hash: '0x04' },
                ]
              : [],
        };
      },
    } as unknown as PublicClient;
    const progress = await lookForDeposits(client, zeroAddress, DEPOSIT, { scannedTo: 0n, received: 0n });
    expect([progress.received, progress.lastHash, read.length]).toEqual([
      5n,
      '0x03',
      Number(MAX_NATIVE_BLOCKS_PER_LOOK),
    ]);
  });

  it('should change nothing when no block came since the last look', async () => {
    const client = { getBlockNumber: async () => 7n } as unknown as PublicClient;
    const progress = { scannedTo: 7n, received: 3n };
    expect(await lookForDeposits(client, TOKEN, DEPOSIT, progress)).toBe(progress);
  });
});
