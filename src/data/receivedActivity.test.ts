import { describe, expect, it } from 'vitest';
import { receivedRows } from './receivedActivity';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const change = (direction: 'IN' | 'OUT') => ({
  tokenAddress: '0xa0b8',
  symbol: 'USDC',
  decimals: 6,
  value: '12500000',
  direction,
  sender: '0x7099',
  recipient: ME.toLowerCase(),
});

describe('receivedRows', () => {
  it('should keep receipts as exact receive rows naming the sender, and leave sends and swaps out', () => {
    const rows = receivedRows(ME, [
      {
        chainId: 31337,
        timestamp: 1_700_000_000,
        transactionHash: '0xAB',
        type: 'RECEIVE',
        assetChanges: [change('IN')],
      },
      {
        chainId: 31337,
        timestamp: 1_700_000_001,
        transactionHash: '0xcd',
        type: 'SEND',
        assetChanges: [change('OUT')],
      },
      {
        chainId: 31337,
        timestamp: 1_700_000_002,
        transactionHash: '0xef',
        type: 'SWAP',
        assetChanges: [change('IN'), change('OUT')],
      },
    ]);
    expect(rows).toEqual([
      {
        id: '31337:0xab',
        chainId: 31337,
        hash: '0xAB',
        account: ME.toLowerCase(),
        type: 'receive',
        status: 'success',
        addedAt: 1_700_000_000_000,
        confirmedAt: 1_700_000_000_000,
        input: { token: '0xa0b8', symbol: 'USDC', decimals: 6, amount: '12500000' },
        counterparty: '0x7099',
      },
    ]);
  });
});
