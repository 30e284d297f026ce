// The cloud backup service: a wallet stores, reads and deletes its own sealed phrase; nobody else can read or delete
// it (someone else's signature, a replayed or expired challenge), and no malformed or oversized envelope is kept. A
// passkey session reads its own address's backup on a new device, and nothing more.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import type {
  CloudBackupAction,
  CloudBackupChallengeResponse,
  CloudBackupEnvelope,
} from '../../contract/cloudBackup.ts';
import { walletProofMessage } from '../../contract/walletProof.ts';
import { createServicesApp } from '../app.ts';
import { openOrderDatabase } from '../orders/orderStore.ts';
import { MAX_BODY_BYTES } from '../security.ts';
import { TEST_MANIFEST } from '../testManifest.ts';
import { createWalletProofs } from '../walletProofs.ts';
import type { PasskeyChallengeResponse, PasskeySignInResponse } from '../../contract/passkeys.ts';
import { PASSKEY_SESSION_TTL_MS } from '../passkeys/passkeyService.ts';
import { PasskeyStore } from '../passkeys/passkeyStore.ts';
import { SoftwareAuthenticator } from '../passkeys/softwareAuthenticator.ts';
import { createBackupService } from './backupService.ts';
import { BackupStore } from './backupStore.ts';

const ORIGIN = 'http://127.0.0.1:8787';
const sql = await openOrderDatabase({});
const store = await BackupStore.open(sql);
const { app } = createServicesApp({ manifest: () => TEST_MANIFEST, backupStore: store });
afterAll(() => sql.close());

const owner = privateKeyToAccount('0xac0974bec39a17e36ba4a4b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const stranger = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f9603b6b78690d');
type Account = typeof owner;

const b64 = (length: number, fill = 7) => Buffer.alloc(length, fill).toString('base64');
const ENVELOPE: CloudBackupEnvelope = {
  version: 1,
  kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000, salt: b64(16) },
  cipher: { name: 'AES-GCM', iv: b64(12) },
  ciphertext: b64(96),
};

type Target = { request: typeof app.request };
const post = (path: string, body: unknown, target: Target = app) =>
  target.request(`${ORIGIN}${target === app ? '/api/backups' : ''}${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
const challenge = async (address: string, action: CloudBackupAction, target: Target = app) =>
  (await (await post('/challenge', { address, action }, target)).json()) as CloudBackupChallengeResponse;
/** A proof from `signer` for `action` on `address`'s backup. */
async function proof(action: CloudBackupAction, signer: Account = owner, address = owner.address, target?: Target) {
  const started = await challenge(address, action, target);
  return {
    address,
    challengeId: started.challengeId,
    signature: await signer.signMessage({ message: started.message }),
  };
}
const status = async (address: string) =>
  (await (await app.request(`${ORIGIN}/api/backups/status?address=${address}`)).json()) as { backedUp: boolean };
const errorOf = async (response: Response) => [response.status, ((await response.json()) as { error: string }).error];

describe('the cloud backup service', () => {
  it('should store, read and delete a wallet’s own backup, its status following', async () => {
    expect(await status(owner.address)).toEqual({ backedUp: false });
    const started = await challenge(owner.address, 'put');
    expect(walletProofMessage(started)).toBe(started.message);
    expect(started.message).toContain('Store the encrypted backup of this wallet’s recovery phrase.');
    const signature = await owner.signMessage({ message: started.message });
    const put = await post('/put', {
      address: owner.address,
      challengeId: started.challengeId,
      signature,
      envelope: ENVELOPE,
    });
    expect(put.status).toBe(200);
    expect(await status(owner.address)).toMatchObject({ backedUp: true });
    const read = await post('/get', await proof('get'));
    expect(((await read.json()) as { envelope: unknown }).envelope).toEqual(ENVELOPE);
    expect((await post('/delete', await proof('delete'))).status).toBe(204);
    expect(await status(owner.address)).toEqual({ backedUp: false });
    expect(await errorOf(await post('/get', await proof('get')))).toEqual([404, 'not_found']);
  });

  it('should let nobody else read, replace or delete the backup', async () => {
    expect((await post('/put', { ...(await proof('put')), envelope: ENVELOPE })).status).toBe(200);
    // the stranger signs the owner's challenge: not the owner's signature
    expect(await errorOf(await post('/get', await proof('get', stranger)))).toEqual([403, 'invalid_signature']);
    expect(await errorOf(await post('/delete', await proof('delete', stranger)))).toEqual([403, 'invalid_signature']);
    // the stranger's own challenge, presented for the owner's address
    const theirs = await proof('get', stranger, stranger.address);
    expect(await errorOf(await post('/get', { ...theirs, address: owner.address }))).toEqual([
      403,
      'challenge_mismatch',
    ]);
    // a challenge for reading does not delete
    const forReading = await proof('get');
    expect(await errorOf(await post('/delete', forReading))).toEqual([403, 'challenge_mismatch']);
    expect(await status(owner.address)).toMatchObject({ backedUp: true });
  });

  it('should refuse a replayed proof and an expired one', async () => {
    const once = await proof('get');
    expect((await post('/get', once)).status).toBe(200);
    expect(await errorOf(await post('/get', once))).toEqual([409, 'unknown_challenge']);
    let clock = Date.now();
    const service = createBackupService({
      store,
      walletProofs: createWalletProofs({ now: () => clock }),
      own: () => ORIGIN,
      chainId: () => 31337,
      now: () => clock,
    });
    const late = await proof('get', owner, owner.address, service);
    clock += 5 * 60_000 + 1;
    expect(await errorOf(await post('/get', late, service))).toEqual([409, 'challenge_expired']);
  });

  it('should keep no malformed, out-of-bounds or padded envelope, whatever its fields', async () => {
    const bad: unknown[] = [
      null,
      'ciphertext',
      { ...ENVELOPE, version: 2 },
      { ...ENVELOPE, kdf: { ...ENVELOPE.kdf, iterations: 1 } },
      { ...ENVELOPE, kdf: { ...ENVELOPE.kdf, iterations: 1e12 } },
      { ...ENVELOPE, kdf: { ...ENVELOPE.kdf, name: 'scrypt' } },
      { ...ENVELOPE, kdf: { ...ENVELOPE.kdf, salt: b64(4) } },
      { ...ENVELOPE, cipher: { name: 'AES-GCM', iv: b64(16) } },
      { ...ENVELOPE, ciphertext: b64(2000) },
      { ...ENVELOPE, ciphertext: 'not base64!' },
      { ...ENVELOPE, phrase: 'test test test' },
    ];
    for (const envelope of bad)
      expect(await errorOf(await post('/put', { ...(await proof('put')), envelope }))).toEqual([
        400,
        'invalid_envelope',
      ]);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (envelope) => {
        const response = await post('/put', { ...(await proof('put')), envelope });
        expect(response.status).toBe(400);
      }),
      { numRuns: 25 },
    );
    expect(((await (await post('/get', await proof('get'))).json()) as { envelope: unknown }).envelope).toEqual(
      ENVELOPE,
    );
  });

  it('should refuse an oversized body before reading it, and malformed requests with a 400', async () => {
    const huge = { ...(await proof('put')), envelope: { ...ENVELOPE, ciphertext: 'A'.repeat(MAX_BODY_BYTES) } };
    expect((await post('/put', huge)).status).toBe(413);
    for (const body of [{}, { address: owner.address, action: 'steal' }, { address: '0x12', action: 'get' }])
      expect((await post('/challenge', body)).status).toBe(400);
    expect((await app.request(`${ORIGIN}/api/backups/status?address=nobody`)).status).toBe(400);
  });
});

describe('the cloud backup service read by a passkey session (a new device)', () => {
  // WebAuthn's relying party is a host name: the passkey service is reached on localhost
  const LOCAL = 'http://localhost:8787';
  let passkeyStore: PasskeyStore;
  let services: ReturnType<typeof createServicesApp>['app'];
  const call = (path: string, body?: unknown, session?: string) =>
    services.request(`${LOCAL}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: { 'content-type': 'application/json', ...(session ? { authorization: `Bearer ${session}` } : {}) },
    });
  const json = async <T>(response: Response) => (await response.json()) as T;

  /** A passkey registered for `account` (approved by its signature) on a device of its own. */
  async function passkeyFor(account: Account) {
    const device = new SoftwareAuthenticator({ origin: LOCAL });
    const started = await json<PasskeyChallengeResponse>(
      await call('/api/passkeys/challenge', { action: 'register', address: account.address }),
    );
    const registered = await call('/api/passkeys/register', {
      challengeId: started.challengeId,
      address: account.address,
      credential: await device.create(started.creationOptions!),
      approval: { signature: await account.signMessage({ message: started.walletProof!.message }) },
    });
    expect(registered.status).toBe(201);
    return device;
  }
  /** Signs in with the device's passkey: a session bound to the address the passkey was registered for. */
  async function signIn(device: SoftwareAuthenticator) {
    const started = await json<PasskeyChallengeResponse>(
      await call('/api/passkeys/challenge', { action: 'authenticate' }),
    );
    const assertion = await device.get(started.requestOptions!);
    return json<PasskeySignInResponse>(
      await call('/api/passkeys/sign-in', { challengeId: started.challengeId, assertion }),
    );
  }
  const getChallenge = async (address: string) =>
    (await json<CloudBackupChallengeResponse>(await call('/api/backups/challenge', { address, action: 'get' })))
      .challengeId;
  const sessionRead = async (address: string, session: string, challengeId?: string) =>
    call('/api/backups/get', { address, challengeId: challengeId ?? (await getChallenge(address)) }, session);

  let ownerDevice: SoftwareAuthenticator;
  let strangerDevice: SoftwareAuthenticator;
  beforeAll(async () => {
    passkeyStore = await PasskeyStore.open(sql);
    services = createServicesApp({ manifest: () => TEST_MANIFEST, backupStore: store, passkeyStore }).app;
    ownerDevice = await passkeyFor(owner);
    strangerDevice = await passkeyFor(stranger);
    expect((await post('/put', { ...(await proof('put')), envelope: ENVELOPE })).status).toBe(200);
  });

  it('should list and read the signed-in account’s own backup, each read over a fresh challenge', async () => {
    const { session, address } = await signIn(ownerDevice);
    expect(address).toBe(owner.address);
    const account = await json<{ address: string; backups: { address: string; updatedAt: number }[] }>(
      await call('/api/backups/account', undefined, session),
    );
    expect(account.backups).toEqual([{ address: owner.address, updatedAt: expect.any(Number) }]);
    const read = await sessionRead(owner.address, session);
    expect(read.status).toBe(200);
    expect((await json<{ envelope: unknown }>(read)).envelope).toEqual(ENVELOPE);
  });

  it('should let a session of another account neither read nor list this backup', async () => {
    const { session } = await signIn(strangerDevice);
    expect(await errorOf(await sessionRead(owner.address, session))).toEqual([403, 'session_mismatch']);
    const theirs = await json<{ backups: unknown[] }>(await call('/api/backups/account', undefined, session));
    expect(theirs.backups).toEqual([]);
  });

  it('should refuse a replayed challenge, a signed-out, an expired and a made-up session', async () => {
    const { session } = await signIn(ownerDevice);
    const once = await getChallenge(owner.address);
    expect((await sessionRead(owner.address, session, once)).status).toBe(200);
    expect(await errorOf(await sessionRead(owner.address, session, once))).toEqual([409, 'unknown_challenge']);
    // a challenge for another address does not read this one
    expect(await errorOf(await sessionRead(owner.address, session, await getChallenge(stranger.address)))).toEqual([
      403,
      'challenge_mismatch',
    ]);
    expect(await errorOf(await sessionRead(owner.address, 'made-up-session'))).toEqual([401, 'invalid_session']);

    // a day later the session has lapsed (the same store, the service's clock moved on)
    let clock = Date.now();
    const walletProofs = createWalletProofs({ now: () => clock });
    const later = createBackupService({
      store,
      walletProofs,
      own: () => LOCAL,
      chainId: () => 31337,
      now: () => clock,
      sessions: (token, now) => passkeyStore.session(token, now),
    });
    clock += PASSKEY_SESSION_TTL_MS + 1;
    const lateChallenge = walletProofs.issue({
      action: 'backup-get',
      address: owner.address,
      origin: LOCAL,
      chainId: 1,
    });
    const expired = await later.request(`${LOCAL}/get`, {
      method: 'POST',
      body: JSON.stringify({ address: owner.address, challengeId: lateChallenge.challengeId }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
    });
    expect(await errorOf(expired)).toEqual([401, 'invalid_session']);

    expect((await call('/api/passkeys/sign-out', { session })).status).toBe(204);
    expect(await errorOf(await sessionRead(owner.address, session))).toEqual([401, 'invalid_session']);
    expect(await errorOf(await call('/api/backups/account', undefined, session))).toEqual([401, 'invalid_session']);
  });

  it('should never let a session put or delete, whatever it carries', async () => {
    const { session } = await signIn(ownerDevice);
    for (const action of ['put', 'delete'] as const) {
      const started = await json<CloudBackupChallengeResponse>(
        await call('/api/backups/challenge', { address: owner.address, action }),
      );
      const body = { address: owner.address, challengeId: started.challengeId, envelope: ENVELOPE };
      expect(await errorOf(await call(`/api/backups/${action}`, body, session))).toEqual([400, 'invalid_request']);
      // a session's read challenge does not stand in for a signature either
      const read = { address: owner.address, challengeId: await getChallenge(owner.address), signature: '0x' };
      expect(await errorOf(await call(`/api/backups/${action}`, { ...read, envelope: ENVELOPE }, session))).toEqual([
        403,
        'challenge_mismatch',
      ]);
    }
    expect(await status(owner.address)).toMatchObject({ backedUp: true });
  });
});
