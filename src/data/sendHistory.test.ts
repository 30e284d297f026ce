import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { recordSettled, recordSubmitted } from './activity';
import { SluiceDatabase } from './database';
import { countSendsTo, hasSentTo, recentRecipients } from './sendHistory';

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const to = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const;
let database: SluiceDatabase;

afterEach(async () => {
  await database.delete();
});

async function send(n: number, hash: string, status: 'success' | 'failed', addedAt: number, chainId = 31337) {
  await recordSubmitted(database, { chainId, hash, account, type: 'send', counterparty: to(n), addedAt });
  await recordSettled(database, chainId, hash, { status });
}

describe('send history', () => {
  it('should count only a landed send on the same chain to the same address as an earlier send', async () => {
    database = new SluiceDatabase(`send-history-${Math.random()}`);
    await send(1, '0x01', 'failed', 1);
    await send(2, '0x02', 'success', 2, 31338);
    await send(3, '0x03', 'success', 3);
    await recordSubmitted(database, { chainId: 31337, hash: '0x04', account, type: 'swap', counterparty: to(4) });
    const sentTo = (n: number) => hasSentTo(database, { chainId: 31337, account, recipient: to(n) });
    expect([await sentTo(1), await sentTo(2), await sentTo(3), await sentTo(4)]).toEqual([false, false, true, false]);
    expect(await hasSentTo(database, { chainId: 31337, account: to(9), recipient: to(3) })).toBe(false);
  });

  it('should count each landed send to an address on the chain', async () => {
    database = new SluiceDatabase(`send-history-${Math.random()}`);
    await send(1, '0x01', 'success', 1);
    await send(1, '0x02', 'failed', 2);
    await send(1, '0x03', 'success', 3);
    await send(1, '0x04', 'success', 4, 31338);
    await send(2, '0x05', 'success', 5);
    const count = (n: number) => countSendsTo(database, { chainId: 31337, account, recipient: to(n) });
    expect([await count(1), await count(2), await count(3)]).toEqual([2, 1, 0]);
  });

  it('should list the last three recipients, newest first, each once', async () => {
    database = new SluiceDatabase(`send-history-${Math.random()}`);
    for (const [i, n] of [1, 2, 1, 3, 4, 4].entries()) await send(n, `0x${i + 10}`, 'success', i);
    expect(await recentRecipients(database, account)).toEqual([to(4), to(3), to(1)]);
  });
});
