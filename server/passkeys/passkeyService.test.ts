import { afterAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import type { PasskeyAuthenticator, PasskeyChallengeResponse, PasskeySignInResponse } from '../../contract/passkeys.ts';
import { walletProofMessage } from '../../contract/walletProof.ts';
import { createServicesApp } from '../app.ts';
import { openOrderDatabase } from '../orders/orderStore.ts';
import { TEST_MANIFEST } from '../testManifest.ts';
import { PasskeyStore } from './passkeyStore.ts';
import { SoftwareAuthenticator } from './softwareAuthenticator.ts';

// WebAuthn refuses IP addresses: the app is browsed on localhost, which is the relying party's id
const ORIGIN = 'http://localhost:8787';
const sql = await openOrderDatabase({});
const store = await PasskeyStore.open(sql);
const { app } = createServicesApp({ manifest: () => TEST_MANIFEST, passkeyStore: store });
afterAll(() => sql.close());

const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a4b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const bob = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f9603b6b78690d');

const post = (path: string, body: unknown) =>
  app.request(`${ORIGIN}/api/passkeys${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
const challenge = async (body: unknown) => (await (await post('/challenge', body)).json()) as PasskeyChallengeResponse;
const list = async (address: string) =>
  (
    (await (await app.request(`${ORIGIN}/api/passkeys/authenticators?address=${address}`)).json()) as {
      authenticators: PasskeyAuthenticator[];
    }
  ).authenticators;

/** Registers a passkey on `device` for `account`, approved by the wallet's signature. */
async function registerWithWallet(device: SoftwareAuthenticator, account = alice, name = 'alice') {
  const started = await challenge({ action: 'register', address: account.address, name });
  const credential = await device.create(started.creationOptions!);
  const signature = await account.signMessage({ message: started.walletProof!.message });
  return post('/register', {
    challengeId: started.challengeId,
    address: account.address,
    credential,
    approval: { signature },
  });
}

describe('the passkey service', () => {
  it('should register a passkey approved by the wallet and list it with its provider from the AAGUID', async () => {
    const device = new SoftwareAuthenticator({ origin: ORIGIN, aaguid: 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd' });
    const started = await challenge({ action: 'register', address: alice.address, name: 'alice' });
    expect(started.creationOptions).toMatchObject({
      rp: { id: 'localhost', name: 'Sluice' },
      user: { name: 'alice' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    // the app rebuilds the message it signs from the challenge's fields: the server cannot slip in another
    expect(walletProofMessage(started.walletProof!)).toBe(started.walletProof!.message);
    expect(started.walletProof!.message).toContain('localhost:8787 wants you to sign in with your Ethereum account');
    const credential = await device.create(started.creationOptions!);
    const signature = await alice.signMessage({ message: started.walletProof!.message });
    const response = await post('/register', {
      challengeId: started.challengeId,
      address: alice.address,
      credential,
      approval: { signature },
    });
    expect(response.status).toBe(201);
    const [listed] = await list(alice.address);
    expect(listed).toMatchObject({ id: credential.id, providerName: 'iCloud Keychain' });
    expect(Math.abs(listed!.creationTime - Date.now())).toBeLessThan(60_000);
  });

  it('should add a second passkey approved by the first, excluding the first from the new ceremony', async () => {
    const first = new SoftwareAuthenticator({ origin: ORIGIN });
    expect((await registerWithWallet(first, bob, 'bob')).status).toBe(201);
    const second = new SoftwareAuthenticator({ origin: ORIGIN, aaguid: '08987058-cadc-4b81-b6e1-30de50dcbe96' });
    const [existing] = await list(bob.address);
    const started = await challenge({ action: 'register', address: bob.address, name: 'bob (2)' });
    expect(started.creationOptions!.excludeCredentials!.map((c) => c.id)).toEqual([existing!.id]);
    const credential = await second.create(started.creationOptions!);
    const assertion = await first.get(started.requestOptions!);
    const response = await post('/register', {
      challengeId: started.challengeId,
      address: bob.address,
      credential,
      approval: { assertion },
    });
    expect(response.status).toBe(201);
    expect((await list(bob.address)).map((a) => a.providerName)).toEqual(['Other', 'Windows Hello']);
  });

  it('should sign in with a discoverable passkey, name the address, keep the session until sign-out', async () => {
    const device = new SoftwareAuthenticator({ origin: ORIGIN });
    const carol = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
    expect((await registerWithWallet(device, carol, 'carol')).status).toBe(201);
    const started = await challenge({ action: 'authenticate' });
    expect(started.requestOptions!.allowCredentials).toEqual([]);
    const signedIn = await post('/sign-in', {
      challengeId: started.challengeId,
      assertion: await device.get(started.requestOptions!),
    });
    expect(signedIn.status).toBe(200);
    const { address, session } = (await signedIn.json()) as PasskeySignInResponse;
    expect(address).toBe(carol.address);
    const bearer = { headers: { authorization: `Bearer ${session}` } };
    expect(await (await app.request(`${ORIGIN}/api/passkeys/session`, bearer)).json()).toMatchObject({ address });
    expect((await post('/sign-out', { session })).status).toBe(204);
    expect((await app.request(`${ORIGIN}/api/passkeys/session`, bearer)).status).toBe(401);
    expect((await post('/sign-out', { session })).status).toBe(401);
  });

  it('should delete a passkey after the person verifies with one, and refuse the deleted one afterwards', async () => {
    const dave = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');
    const device = new SoftwareAuthenticator({ origin: ORIGIN });
    expect((await registerWithWallet(device, dave, 'dave')).status).toBe(201);
    const [registered] = await list(dave.address);
    const started = await challenge({ action: 'delete', address: dave.address });
    const assertion = await device.get(started.requestOptions!);
    const deleted = await post('/delete', {
      challengeId: started.challengeId,
      address: dave.address,
      credentialId: registered!.id,
      approval: { assertion },
    });
    expect(deleted.status).toBe(204);
    expect(await list(dave.address)).toEqual([]);
    const again = await challenge({ action: 'authenticate' });
    const refused = await post('/sign-in', {
      challengeId: again.challengeId,
      assertion: await device.get(again.requestOptions!),
    });
    expect([refused.status, await refused.json()]).toEqual([401, { error: 'unknown_authenticator' }]);
  });
});
