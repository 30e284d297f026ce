// The cloud backup service: a wallet stores, reads and deletes its own sealed phrase; nobody else can read or delete
// it (someone else's signature, a replayed or expired challenge), and no malformed or oversized envelope is kept.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
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
