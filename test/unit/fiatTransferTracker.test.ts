// The follow-up of purchases and sales a closed tab left open (src/data/fiatTransferTracker.ts, issue 31), against the
// sandbox aggregator itself: the app's fetch goes to the sandbox's own handler, so sessions, payments and 404s are real.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FORWidgetUrlResponse } from '../../contract/fiatOnRampWire.ts';
import { DELIVERY_HASH, TEST_ORIGIN, WALLET, testSandbox } from '../../server/sandbox/fiat/testing.ts';
import { listActivity } from '../../src/data/activity.ts';
import { SluiceDatabase } from '../../src/data/database.ts';
import { aggregatorTransferSource, followFiatTransfers, openTransferRecords } from '../../src/data/fiatTransferTracker.ts';
import {
  initiatedTransferRecord,
  listTransferRecords,
  putTransferRecord,
  recordFiatActivity,
} from '../../src/data/fiatTransfers.ts';

let database: SluiceDatabase;
let sandbox: ReturnType<typeof testSandbox>;

beforeEach(() => {
  database = new SluiceDatabase(`fiat-follow-${Math.random()}`);
  sandbox = testSandbox();
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => sandbox.app.request(input, init));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await database.delete();
});

/** Opens a purchase as the checkout does: the aggregator's session, the device's record and its pending row. */
async function openPurchase(externalSessionId: string) {
  const response = await sandbox.post('WidgetUrl', {
    sourceAmount: 100,
    sourceCurrencyCode: 'USD',
    destinationCurrencyCode: 'USDC_DEVNET',
    countryCode: 'US',
    serviceProvider: 'LANTERNPAY',
    walletAddress: WALLET,
    externalSessionId,
  });
  const { widgetUrl } = (await response.json()) as FORWidgetUrlResponse;
  await putTransferRecord(
    database,
    initiatedTransferRecord({ externalSessionId, account: WALLET, provider: 'LANTERNPAY' }),
  );
  await recordFiatActivity(database, {
    chainId: 31337,
    account: WALLET,
    externalSessionId,
    type: 'onramp',
    token: { token: '0xabc', symbol: 'USDC', decimals: 6, amount: '96250000' },
    fiat: { provider: 'LANTERNPAY', providerName: 'Lantern Pay', currency: 'USD', amount: 100, totalFee: 3.75, rate: 1 },
  });
  return (card: string) =>
    sandbox.app.request(`${widgetUrl}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ card }),
      headers: { origin: TEST_ORIGIN },
    });
}

const statusBySession = async () =>
  Object.fromEntries((await listActivity(database, WALLET)).map((row) => [row.hash, row.status]));

describe('following purchases after the app starts again', () => {
  it('should settle a purchase paid while no view was open, fail a declined one, and keep following an unpaid one', async () => {
    const source = aggregatorTransferSource(TEST_ORIGIN);
    const payPaid = await openPurchase('paid');
    const payDeclined = await openPurchase('declined');
    const payLater = await openPurchase('later');
    await payPaid('4242424242424242');
    await payDeclined('4000000000000002');

    const following = followFiatTransfers(database, source, { intervalMs: 5 });
    await expect.poll(statusBySession).toEqual({ paid: 'success', declined: 'failed', later: 'pending' });
    expect((await openTransferRecords(database)).map((r) => r.externalSessionId)).toEqual(['later']);

    // the loop is still following the unpaid one: paying it now ends it, and the loop with it
    await payLater('4242424242424242');
    await following;
    expect(await statusBySession()).toEqual({ paid: 'success', declined: 'failed', later: 'success' });
    const [paid] = (await listActivity(database, WALLET)).filter((row) => row.hash === 'paid');
    expect(paid?.counterparty).toBe(DELIVERY_HASH);
    expect((await listTransferRecords(database)).map((r) => [r.externalSessionId, r.status])).toEqual([
      ['paid', 'COMPLETE'],
      ['declined', 'FAILED'],
      ['later', 'COMPLETE'],
    ]);
  });

  it('should end a session the aggregator no longer knows as expired rather than follow it forever', async () => {
    await openPurchase('kept');
    sandbox = testSandbox(); // a restarted aggregator: its sessions are gone
    await followFiatTransfers(database, aggregatorTransferSource(TEST_ORIGIN), { intervalMs: 5 });
    expect(await statusBySession()).toEqual({ kept: 'expired' });
    expect(await openTransferRecords(database)).toEqual([]);
  });

  it('should keep a session open while the aggregator cannot be reached', async () => {
    await openPurchase('offline');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(aggregatorTransferSource(TEST_ORIGIN)((await openTransferRecords(database))[0]!)).rejects.toThrow();
    expect(await statusBySession()).toEqual({ offline: 'pending' });
  });
});
