// Claiming usernames: a wallet claims, changes twice and is refused a third time, deletes; a changed or deleted name is
// never claimable again; nobody writes for someone else's address, replays a proof, or stores an oversized or
// disguised avatar.
import { afterAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { WalletProofChallenge } from '../contract/walletProof.ts';
import { createServicesApp } from './app.ts';
import { openOrderDatabase } from './orders/orderStore.ts';
import { TEST_MANIFEST } from './testManifest.ts';
import { MAX_AVATAR_BYTES } from './usernameClaims.ts';
import { UsernameStore } from './usernames.ts';

const ORIGIN = 'http://127.0.0.1:8787';
const sql = await openOrderDatabase({});
const store = await UsernameStore.open(sql, [
  { username: 'dave', address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' },
]);
const { app } = createServicesApp({ manifest: () => TEST_MANIFEST, usernameStore: store });
afterAll(() => sql.close());

const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a4b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const bob = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f9603b6b78690d');
const carol = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
type Account = typeof alice;
type Action = 'claim' | 'change' | 'delete' | 'profile';

const post = (path: string, body: unknown) =>
  app.request(`${ORIGIN}/api/usernames${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
async function proof(action: Action, signer: Account, address = signer.address) {
  const challenge = (await (await post('/challenge', { address, action })).json()) as WalletProofChallenge & {
    message: string;
  };
  return {
    address,
    challengeId: challenge.challengeId,
    signature: await signer.signMessage({ message: challenge.message }),
  };
}
const write = async (action: Action, signer: Account, body: object = {}) =>
  post(`/${action}`, { ...(await proof(action, signer)), ...body });
const errorOf = async (response: Response) => [response.status, ((await response.json()) as { error: string }).error];
const available = async (username: string) =>
  (
    (await (await app.request(`${ORIGIN}/api/usernames/available?username=${username}`)).json()) as {
      available: boolean;
    }
  ).available;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64');

describe('claiming usernames', () => {
  it('should claim a name, change it twice, refuse a third change and never give the old names back', async () => {
    expect(await available('alice1')).toBe(true);
    expect((await write('claim', alice, { username: 'alice1' })).status).toBe(201);
    expect(await available('alice1')).toBe(false);
    expect(await errorOf(await write('claim', alice, { username: 'alice9' }))).toEqual([409, 'address_limit']);
    expect(await (await write('change', alice, { username: 'alice2' })).json()).toMatchObject({ changesLeft: 1 });
    expect(await (await write('change', alice, { username: 'alice3' })).json()).toMatchObject({ changesLeft: 0 });
    expect(await errorOf(await write('change', alice, { username: 'alice4' }))).toEqual([409, 'change_limit']);
    // the names it left stay retired: nobody claims them, nor can it change back
    for (const old of ['alice1', 'alice2']) {
      expect(await available(old)).toBe(false);
      expect(await errorOf(await write('claim', bob, { username: old }))).toEqual([409, 'unavailable']);
    }
    expect(await (await app.request(`${ORIGIN}/api/usernames/lookup?username=alice3`)).json()).toEqual({
      username: 'alice3',
      address: alice.address,
    });
  });

  it('should delete a name and never let anyone claim it again', async () => {
    expect((await write('claim', carol, { username: 'carol7' })).status).toBe(201);
    expect((await write('delete', carol)).status).toBe(204);
    expect((await app.request(`${ORIGIN}/api/usernames/lookup?username=carol7`)).status).toBe(404);
    expect(await errorOf(await write('claim', carol, { username: 'carol7' }))).toEqual([409, 'unavailable']);
    expect(await errorOf(await write('claim', bob, { username: 'carol7' }))).toEqual([409, 'unavailable']);
    expect(await errorOf(await write('claim', bob, { username: 'dave' }))).toEqual([409, 'unavailable']);
  });

  it('should keep the profile’s avatar, bio and links, serving the avatar as an inert image', async () => {
    const saved = await write('profile', alice, {
      bio: 'Trades at dawn.',
      links: ['https://example.com/alice'],
      avatar: { type: 'image/png', data: PNG },
    });
    expect(saved.status).toBe(204);
    const profile = await (await app.request(`${ORIGIN}/api/usernames/profile?username=alice3`)).json();
    expect(profile).toEqual({
      username: 'alice3',
      address: alice.address,
      bio: 'Trades at dawn.',
      links: ['https://example.com/alice'],
      avatarUrl: 'avatar/alice3',
      changesLeft: 0,
    });
    const image = await app.request(`${ORIGIN}/api/usernames/avatar/alice3`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(PNG);
  });

  it('should refuse writes for someone else’s address and replayed or expired-in-use proofs', async () => {
    // bob signs a challenge issued for alice's address
    const forged = { ...(await proof('delete', bob, alice.address)) };
    expect(await errorOf(await post('/delete', forged))).toEqual([403, 'invalid_signature']);
    // bob's own proof presented for alice's address
    const own = await proof('profile', bob);
    expect(await errorOf(await post('/profile', { ...own, address: alice.address, bio: 'pwned' }))).toEqual([
      403,
      'challenge_mismatch',
    ]);
    const once = await proof('claim', bob);
    expect((await post('/claim', { ...once, username: 'bob1' })).status).toBe(201);
    expect(await errorOf(await post('/claim', { ...once, username: 'bob2' }))).toEqual([409, 'unknown_challenge']);
    // nor does another wallet take a retired name by changing to it
    expect(await errorOf(await write('change', bob, { username: 'alice1' }))).toEqual([409, 'unavailable']);
    expect(await errorOf(await write('change', bob, { username: 'carol7' }))).toEqual([409, 'unavailable']);
    expect(
      (await (await app.request(`${ORIGIN}/api/usernames/lookup?username=alice3`)).json()) as object,
    ).toMatchObject({
      username: 'alice3',
    });
  });

  it('should refuse oversized, disguised or malformed avatars, bios, links and names', async () => {
    const tooBig = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(MAX_AVATAR_BYTES)]);
    const svg = Buffer.from('<svg onload="alert(1)"/>').toString('base64');
    for (const body of [
      { avatar: { type: 'image/png', data: tooBig.toString('base64') } },
      { avatar: { type: 'image/png', data: svg } },
      { avatar: { type: 'image/svg+xml', data: svg } },
      { bio: 'x'.repeat(161) },
      { links: ['javascript:alert(1)'] },
      { links: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`) },
    ])
      expect((await write('profile', alice, body)).status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(
        400,
      );
    for (const username of ['ab', 'Alice', 'a'.repeat(21), 'émile', 'has space'])
      expect((await write('claim', carol, { username })).status).toBe(400);
  });

  it('should refuse a device its sixth claim of the day with the device limit', async () => {
    // three of the day's five went above (alice1, carol7, bob1)
    const fresh = () => privateKeyToAccount(generatePrivateKey());
    expect((await write('claim', fresh(), { username: 'fourth4' })).status).toBe(201);
    expect((await write('claim', fresh(), { username: 'fifth5' })).status).toBe(201);
    expect(await errorOf(await write('claim', fresh(), { username: 'sixth6' }))).toEqual([429, 'device_limit']);
    expect(await available('sixth6')).toBe(true);
  });
});
