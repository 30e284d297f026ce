// The passkey service against someone who is not the person (issue 32): a replayed challenge, another address's
// signature or passkey, an expired challenge, a ceremony from another origin, oversized and malformed bodies.
import { afterAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import type { PasskeyAuthenticator, PasskeyChallengeResponse } from '../../contract/passkeys.ts';
import { createPasskeyService } from './passkeyService.ts';
import { openOrderDatabase } from '../orders/orderStore.ts';
import { MAX_BODY_BYTES } from '../security.ts';
import { createServicesApp } from '../app.ts';
import { TEST_MANIFEST } from '../testManifest.ts';
import { createWalletProofs } from '../walletProofs.ts';
import { PasskeyStore } from './passkeyStore.ts';
import { SoftwareAuthenticator } from './softwareAuthenticator.ts';

const ORIGIN = 'http://localhost:8787';
const sql = await openOrderDatabase({});
const store = await PasskeyStore.open(sql);
const { app } = createServicesApp({ manifest: () => TEST_MANIFEST, passkeyStore: store });
afterAll(() => sql.close());

const victim = privateKeyToAccount('0xac0974bec39a17e36ba4a4b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const attacker = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f9603b6b78690d');

const postTo = (target: { request: typeof app.request }, path: string, body: unknown) =>
  target.request(`${ORIGIN}${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
const post = (path: string, body: unknown) => postTo(app, `/api/passkeys${path}`, body);
const challenge = async (body: unknown) => (await (await post('/challenge', body)).json()) as PasskeyChallengeResponse;
const list = async (address: string) =>
  (
    (await (await app.request(`${ORIGIN}/api/passkeys/authenticators?address=${address}`)).json()) as {
      authenticators: PasskeyAuthenticator[];
    }
  ).authenticators;
const errorOf = async (response: Response) => [response.status, ((await response.json()) as { error: string }).error];

const victimDevice = new SoftwareAuthenticator({ origin: ORIGIN });
const started = await challenge({ action: 'register', address: victim.address });
const registration = {
  challengeId: started.challengeId,
  address: victim.address,
  credential: await victimDevice.create(started.creationOptions!),
  approval: { signature: await victim.signMessage({ message: started.walletProof!.message }) },
};
expect((await post('/register', registration)).status).toBe(201);
const [victimPasskey] = await list(victim.address);

describe('the passkey service under attack', () => {
  it('should refuse a replayed registration: the challenge is used up', async () => {
    expect(await errorOf(await post('/register', registration))).toEqual([409, 'unknown_challenge']);
  });

  it('should refuse a passkey for someone else’s address signed by another wallet', async () => {
    const device = new SoftwareAuthenticator({ origin: ORIGIN });
    const theirs = await challenge({ action: 'register', address: victim.address });
    const response = await post('/register', {
      challengeId: theirs.challengeId,
      address: victim.address,
      credential: await device.create(theirs.creationOptions!),
      approval: { signature: await attacker.signMessage({ message: theirs.walletProof!.message }) },
    });
    expect(await errorOf(response)).toEqual([403, 'invalid_signature']);
    expect(await list(victim.address)).toHaveLength(1);
  });

  it('should refuse to use one address’s challenge for another address', async () => {
    const mine = await challenge({ action: 'register', address: attacker.address });
    const device = new SoftwareAuthenticator({ origin: ORIGIN });
    const response = await post('/register', {
      challengeId: mine.challengeId,
      address: victim.address,
      credential: await device.create(mine.creationOptions!),
      approval: { signature: await attacker.signMessage({ message: mine.walletProof!.message }) },
    });
    expect(await errorOf(response)).toEqual([403, 'challenge_mismatch']);
  });

  it('should refuse to delete the victim’s passkey approved by the attacker’s own passkey', async () => {
    const device = new SoftwareAuthenticator({ origin: ORIGIN });
    const own = await challenge({ action: 'register', address: attacker.address });
    await post('/register', {
      challengeId: own.challengeId,
      address: attacker.address,
      credential: await device.create(own.creationOptions!),
      approval: { signature: await attacker.signMessage({ message: own.walletProof!.message }) },
    });
    const deletion = await challenge({ action: 'delete', address: victim.address });
    const assertion = await device.get({ ...deletion.requestOptions!, allowCredentials: [] });
    const response = await post('/delete', {
      challengeId: deletion.challengeId,
      address: victim.address,
      credentialId: victimPasskey!.id,
      approval: { assertion },
    });
    expect(await errorOf(response)).toEqual([403, 'unknown_authenticator']);
    // nor can the attacker delete it as if it were theirs
    const asOwn = await challenge({ action: 'delete', address: attacker.address });
    const theirs = await post('/delete', {
      challengeId: asOwn.challengeId,
      address: attacker.address,
      credentialId: victimPasskey!.id,
      approval: { signature: await attacker.signMessage({ message: asOwn.walletProof!.message }) },
    });
    expect(await errorOf(theirs)).toEqual([404, 'unknown_authenticator']);
    expect(await list(victim.address)).toHaveLength(1);
  });

  it('should refuse a replayed sign-in and an assertion made for another origin', async () => {
    const first = await challenge({ action: 'authenticate' });
    const assertion = await victimDevice.get(first.requestOptions!);
    expect((await post('/sign-in', { challengeId: first.challengeId, assertion })).status).toBe(200);
    expect(await errorOf(await post('/sign-in', { challengeId: first.challengeId, assertion }))).toEqual([
      409,
      'unknown_challenge',
    ]);
    // a phishing page relays a fresh challenge: the browser writes its own origin into the assertion
    const relayed = await challenge({ action: 'authenticate' });
    const phished = new SoftwareAuthenticator({ origin: 'http://localhost:6666' });
    phished.credentials.push(...victimDevice.credentials);
    const response = await post('/sign-in', {
      challengeId: relayed.challengeId,
      assertion: await phished.get(relayed.requestOptions!),
    });
    expect(await errorOf(response)).toEqual([401, 'verification_failed']);
  });

  it('should refuse an expired challenge', async () => {
    let clock = Date.now();
    const expiring = createPasskeyService({
      store,
      walletProofs: createWalletProofs(),
      own: () => ORIGIN,
      chainId: () => 31337,
      now: () => clock,
    });
    const old = (await (
      await postTo(expiring, '/challenge', { action: 'authenticate' })
    ).json()) as PasskeyChallengeResponse;
    const assertion = await victimDevice.get(old.requestOptions!);
    clock += 5 * 60_000 + 1;
    expect(await errorOf(await postTo(expiring, '/sign-in', { challengeId: old.challengeId, assertion }))).toEqual([
      409,
      'challenge_expired',
    ]);
  });

  it('should refuse an oversized body before reading it, and malformed ones with a 400', async () => {
    const big = { action: 'register', address: victim.address, name: 'x'.repeat(MAX_BODY_BYTES) };
    expect((await post('/challenge', big)).status).toBe(413);
    for (const body of [
      { action: 'register', address: victim.address, name: 'x'.repeat(65) },
      { action: 'register', address: '0x12' },
      { action: 'steal', address: victim.address },
      { challengeId: 'x', address: victim.address, credential: {}, approval: { signature: '0x00' } },
    ])
      expect((await post(body.action ? '/challenge' : '/register', body)).status).toBe(400);
  });
});
