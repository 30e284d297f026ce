import { describe, expect, it } from 'vitest';
import type { CallBatch } from '../chain/smartWallet/callBatch';
import { createDexieCallBatchStore } from './callBatches';

const BATCH: CallBatch = {
  id: `0x${'0a'.repeat(32)}`,
  chainId: 31338,
  from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  atomic: true,
  transactionHashes: [`0x${'0b'.repeat(32)}`],
  upgraded: false,
  unsentCalls: 0,
  sentAt: 1_800_000_000_000,
};

describe('the call batch store', () => {
  it('should give back a batch another store instance wrote, as a reload would', async () => {
    await createDexieCallBatchStore().put(BATCH);
    expect(await createDexieCallBatchStore().get(BATCH.id)).toEqual(BATCH);
    expect(await createDexieCallBatchStore().get('0xunknown')).toBeUndefined();
  });
});
