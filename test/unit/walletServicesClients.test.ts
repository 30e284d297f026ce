// The app's clients of the wallet's own services (src/data: passkeys, cloud backup, the import relay) against the
// whole services server in process: the wire both sides type is the one they speak, and what a person does with each
// (add and delete a passkey, back up and restore, move a wallet with a code) lands as the server sees it.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { CLOUD_BACKUP_BOUNDS } from '../../contract/cloudBackup.ts';
import { walletProofMessage } from '../../contract/walletProof.ts';
import { createServicesApp } from '../../server/app.ts';
import { BackupStore } from '../../server/backups/backupStore.ts';
import { openOrderDatabase } from '../../server/orders/orderStore.ts';
import { PasskeyStore } from '../../server/passkeys/passkeyStore.ts';
import { UsernameStore } from '../../server/usernames.ts';
import { SoftwareAuthenticator } from '../../server/passkeys/softwareAuthenticator.ts';
import { TEST_MANIFEST } from '../../server/testManifest.ts';
import { cloudBackupStatusQueryKey, createCloudBackupApi } from '../../src/data/cloudBackup.ts';
import { createImportRelayApi, importHandoffQueryOptions } from '../../src/data/importRelay.ts';
import { createPasskeysApi, type PasskeyCeremonies } from '../../src/data/passkeys.ts';
import { createUsernamesApi, lookupUsername } from '../../src/data/usernames.ts';
import { UnexpectedProofMessageError, WalletServiceError } from '../../src/data/walletServices.ts';
import { shouldPersistQuery } from '../../workers/queryCache/queryPersistence.ts';
import { openBackup, sealBackup } from '../../workers/vault/backupCrypto.ts';
import { WrongPasswordError } from '../../workers/vault/vaultCrypto.ts';

// passkeys need a host name: WebAuthn refuses IP addresses
const ORIGIN = 'http://localhost:8787';
const database = await openOrderDatabase({});
const { app } = createServicesApp({
  manifest: () => TEST_MANIFEST,
  passkeyStore: await PasskeyStore.open(database),
  backupStore: await BackupStore.open(database),
  usernameStore: await UsernameStore.open(database),
});
afterAll(() => database.close());
const fetchFromApp = ((input: string, init?: RequestInit) =>
  app.request(new URL(input, ORIGIN).toString(), init)) as typeof fetch;

const wallet = privateKeyToAccount('0xac0974bec39a17e36ba4a4b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const signMessage = (message: string) => wallet.signMessage({ message });
const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

const ceremoniesOf = (device: SoftwareAuthenticator): PasskeyCeremonies => ({
  create: (options) => device.create(options),
  get: (options) => device.get(options),
});

describe('the cloud backup client', () => {
  const backups = createCloudBackupApi({ fetch: fetchFromApp, origin: ORIGIN });

  it('should back up, report the status, restore with the backup password and delete', async () => {
    expect(await backups.status(wallet.address)).toEqual({ backedUp: false });
    await backups.put(
      wallet.address,
      await sealBackup('a backup password', PHRASE, CLOUD_BACKUP_BOUNDS.minIterations),
      signMessage,
    );
    expect(await backups.status(wallet.address)).toMatchObject({ backedUp: true });
    const { envelope } = await backups.get(wallet.address, signMessage);
    await expect(openBackup('not the password', envelope)).rejects.toBeInstanceOf(WrongPasswordError);
    expect(await openBackup('a backup password', envelope)).toBe(PHRASE);
    await backups.delete(wallet.address, signMessage);
    await expect(backups.get(wallet.address, signMessage)).rejects.toMatchObject({ code: 'not_found', status: 404 });
    expect(cloudBackupStatusQueryKey({ address: wallet.address })).toEqual([
      'cloudBackupStatus',
      wallet.address.toLowerCase(),
    ]);
  });

  it('should sign nothing when the challenge is for another action, address or site than it asked', async () => {
    const signed: string[] = [];
    const forging: typeof fetch = async (input, init) => {
      const response = await fetchFromApp(input as string, init);
      if (!String(input).endsWith('/challenge')) return response;
      const challenge = await response.json();
      const forged = { ...challenge, action: 'backup-delete' };
      return Response.json({ ...forged, message: walletProofMessage(forged) });
    };
    const tricked = createCloudBackupApi({ fetch: forging, origin: ORIGIN });
    const recording = async (message: string) => (signed.push(message), signMessage(message));
    await expect(tricked.get(wallet.address, recording)).rejects.toBeInstanceOf(UnexpectedProofMessageError);
    const elsewhere = createCloudBackupApi({ fetch: fetchFromApp, origin: 'https://sluice.example' });
    await expect(elsewhere.get(wallet.address, recording)).rejects.toBeInstanceOf(UnexpectedProofMessageError);
    expect(signed).toEqual([]);
  });
});

describe('the passkey client', () => {
  it('should add a passkey with the wallet, a second after verifying the first, sign in, and delete one', async () => {
    const phone = new SoftwareAuthenticator({ origin: ORIGIN, aaguid: 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4' });
    const laptop = new SoftwareAuthenticator({ origin: ORIGIN, aaguid: 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd' });
    const onPhone = createPasskeysApi({ fetch: fetchFromApp, ceremonies: ceremoniesOf(phone), origin: ORIGIN });
    const first = await onPhone.register({ address: wallet.address, approver: { signMessage }, name: 'alice' });
    expect(first.providerName).toBe('Google Password Manager');
    // the second: the person verifies with the phone's passkey, then the laptop creates its own
    const both = createPasskeysApi({
      fetch: fetchFromApp,
      ceremonies: { create: (o) => laptop.create(o), get: (o) => phone.get(o) },
      origin: ORIGIN,
    });
    const second = await both.register({ address: wallet.address, approver: 'passkey', name: 'alice (2)' });
    expect((await onPhone.list(wallet.address)).map((a) => a.providerName)).toEqual([
      'Google Password Manager',
      'iCloud Keychain',
    ]);
    const onLaptop = createPasskeysApi({ fetch: fetchFromApp, ceremonies: ceremoniesOf(laptop), origin: ORIGIN });
    const signedIn = await onLaptop.signIn();
    expect([signedIn.address, signedIn.credentialId]).toEqual([wallet.address, second.id]);
    await onLaptop.signOut(signedIn.session);
    await expect(onLaptop.signOut(signedIn.session)).rejects.toMatchObject({ code: 'invalid_session' });
    await onPhone.delete({ address: wallet.address, credentialId: second.id });
    expect((await onPhone.list(wallet.address)).map((a) => a.id)).toEqual([first.id]);
    await expect(onLaptop.signIn()).rejects.toMatchObject({ code: 'unknown_authenticator', status: 401 });
  });
});

describe('the import relay client', () => {
  const relay = createImportRelayApi({ fetch: fetchFromApp });

  it('should move a wallet from the device that holds it to the new one, counting a wrong code first', async () => {
    const newDevice = await relay.open();
    expect(await relay.receive(newDevice)).toEqual({ claimed: false });
    const wrong = (newDevice.code[0] === 'A' ? 'B' : 'A') + newDevice.code.slice(1);
    const refused = await relay.claim(wrong).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WalletServiceError);
    expect(refused).toMatchObject({ code: 'wrong_code', details: { failedAttempts: 1, attemptsLeft: 4 } });
    const claim = await relay.claim(` ${newDevice.code.toLowerCase()} `);
    await relay.send(claim, PHRASE);
    expect(await relay.receive(newDevice)).toEqual({ secret: PHRASE });
    await expect(relay.receive(newDevice)).rejects.toMatchObject({ code: 'unknown_session' });
  });

  it('should keep the arriving wallet out of the persisted query cache', async () => {
    const session = await relay.open();
    const options = importHandoffQueryOptions({ session }, relay);
    expect(shouldPersistQuery({ gcTime: 5 * 60_000, queryKey: options.queryKey, state: { status: 'success' } })).toBe(
      false,
    );
  });
});

describe('the username client', () => {
  const usernames = createUsernamesApi({ fetch: fetchFromApp, origin: ORIGIN });

  it('should claim, change, edit the profile and delete, refusing a retired name with its code', async () => {
    expect(await usernames.isAvailable('walletowner')).toBe(true);
    await usernames.claim(wallet.address, 'walletowner', signMessage);
    expect(await usernames.change(wallet.address, 'walletowner2', signMessage)).toMatchObject({ changesLeft: 1 });
    await expect(usernames.claim(wallet.address, 'walletowner', signMessage)).rejects.toMatchObject({
      code: 'address_limit',
    });
    await usernames.editProfile(wallet.address, { bio: 'hello' }, signMessage);
    expect(await usernames.profile('walletowner2')).toMatchObject({ address: wallet.address, bio: 'hello' });
    await usernames.delete(wallet.address, signMessage);
    expect([await usernames.profile('walletowner2'), await usernames.isAvailable('walletowner2')]).toEqual([
      null,
      false,
    ]);
    vi.stubGlobal('fetch', fetchFromApp);
    try {
      expect(await lookupUsername('walletowner2')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
