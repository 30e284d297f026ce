import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { listActivity, listPending } from './activity';
import { SluiceDatabase } from './database';
import {
  listTransferRecords,
  putTransferRecord,
  readLastProvider,
  recordFiatActivity,
  rememberLastProvider,
  settleFiatActivity,
  settleTransferRecord,
} from './fiatTransfers';

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
let database: SluiceDatabase;

afterEach(async () => {
  await database.delete();
});

const record = (externalSessionId: string) => ({
  externalSessionId,
  account,
  status: 'INITIATED' as const,
  forceFetched: false,
  addedAt: 1,
  type: 'TRANSFER' as const,
  syncedWithBackend: false,
  provider: 'LANTERNPAY',
});

describe('fiat transfers', () => {
  it('should keep one pending record per session and settle it', async () => {
    database = new SluiceDatabase(`fiat-transfers-${Math.random()}`);
    await putTransferRecord(database, record('a'));
    await putTransferRecord(database, record('b'));
    await putTransferRecord(database, record('a'));
    await settleTransferRecord(database, 'b', 'COMPLETE');
    const records = await listTransferRecords(database);
    expect(records.map((r) => [r.externalSessionId, r.status])).toEqual([
      ['b', 'COMPLETE'],
      ['a', 'INITIATED'],
    ]);
  });

  it('should remember the provider used last', async () => {
    database = new SluiceDatabase(`fiat-transfers-${Math.random()}`);
    expect(await readLastProvider(database)).toBeNull();
    await rememberLastProvider(database, 'HARBORBANK');
    expect(await readLastProvider(database)).toBe('HARBORBANK');
  });

  it('should show a purchase in activity and leave its settling to the provider, not to a receipt', async () => {
    database = new SluiceDatabase(`fiat-transfers-${Math.random()}`);
    await recordFiatActivity(database, {
      chainId: 31337,
      account,
      externalSessionId: 'Session-1',
      type: 'onramp',
      token: { token: '0xabc', symbol: 'USDC', decimals: 6, amount: '144600000' },
      fiat: {
        provider: 'LANTERNPAY',
        providerName: 'Lantern Pay',
        currency: 'USD',
        amount: 150,
        totalFee: 5.5,
        rate: 1,
      },
    });
    expect(await listPending(database)).toEqual([]);
    await settleFiatActivity(database, {
      chainId: 31337,
      externalSessionId: 'Session-1',
      outcome: 'complete',
      blockchainTransactionId: '0xdead',
    });
    const [row] = await listActivity(database, account);
    expect(row).toMatchObject({ type: 'onramp', status: 'success', counterparty: '0xdead', fiat: { amount: 150 } });
    expect(row?.output?.amount).toBe('144600000');
  });
});
