import { afterAll, describe, expect, it } from 'vitest';
import { openOrderDatabase } from './orders/orderStore.ts';
import { createUsernameService, type UsernameRecord, UsernameStore } from './usernames.ts';

const SEED: readonly UsernameRecord[] = [
  { username: 'dave', address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' },
  { username: 'erin', address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9' },
];
const sql = await openOrderDatabase({});
const store = await UsernameStore.open(sql, SEED);
const app = createUsernameService(store);
const dave = SEED[0]!;
afterAll(() => sql.close());

describe('the username service', () => {
  it('should look a username up by name or by address, answering both', async () => {
    expect(await (await app.request('/lookup?username=dave')).json()).toEqual(dave);
    expect(await (await app.request(`/lookup?address=${dave.address.toLowerCase()}`)).json()).toEqual(dave);
    expect(await (await app.request('/lookup?username=DAVE')).json()).toEqual(dave);
  });

  it('should answer 404 for nobody and 400 for malformed or missing input', async () => {
    expect((await app.request('/lookup?username=nobody')).status).toBe(404);
    expect((await app.request('/lookup?address=0x1111111111111111111111111111111111111111')).status).toBe(404);
    for (const query of ['', '?username=a', '?username=has space', '?username=émile', '?address=0x12'])
      expect((await app.request(`/lookup${query}`)).status).toBe(400);
  });

  it('should keep one username per address and one address per username, seeding again changing nothing', async () => {
    expect(await store.claim({ username: 'dave', address: '0x1111111111111111111111111111111111111111' })).toBe(false);
    expect(await store.claim({ username: 'other', address: dave.address })).toBe(false);
    await UsernameStore.open(sql, SEED);
    expect(await store.byUsername('dave')).toEqual(dave);
  });
});
