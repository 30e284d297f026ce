import {
  parseTransaction,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
  zeroAddress,
} from 'viem';
import { recoverAuthorizationAddress } from 'viem/utils';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { BackupAddressError, WalletLockedError, createWalletSession } from './walletSession.ts';
import { openBackup, sealBackup } from './backupCrypto.ts';
import { WrongPasswordError } from './vaultCrypto.ts';

const PHRASE = 'test test test test test test test test test test test junk';
const PASSWORD = 'correct horse battery staple';
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

// each unlock runs 600,000 PBKDF2 rounds: seconds on a busy 2-core machine
describe('wallet session', { timeout: 20_000 }, () => {
  it('should derive the standard accounts, sign as them, and refuse once locked', async () => {
    const session = createWalletSession();
    const { vault, addresses } = await session.create(PASSWORD, PHRASE, 2);
    expect(addresses).toEqual([ACCOUNT_0, ACCOUNT_1]);
    const signature = await session.signMessage(ACCOUNT_1, 'hello');
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(ACCOUNT_1);
    const typed = {
      domain: { name: 'Permit2', chainId: 31337 },
      types: { Ping: [{ name: 'n', type: 'uint256' }] },
      primaryType: 'Ping',
      message: { n: 1n },
    } as const;
    expect(await recoverTypedDataAddress({ ...typed, signature: await session.signTypedData(ACCOUNT_0, typed) })).toBe(
      ACCOUNT_0,
    );
    const raw = await session.signTransaction(ACCOUNT_0, {
      chainId: 31337,
      to: ACCOUNT_1,
      value: 1n,
      nonce: 0,
      gas: 21_000n,
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 1n,
      type: 'eip1559',
    });
    expect(parseTransaction(raw).to?.toLowerCase()).toBe(ACCOUNT_1.toLowerCase());
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(ACCOUNT_0);
    const authorization = { address: zeroAddress, chainId: 31337, nonce: 3 };
    const signed = await session.signAuthorization(ACCOUNT_0, authorization);
    expect(signed).toMatchObject(authorization);
    expect(await recoverAuthorizationAddress({ authorization: signed })).toBe(ACCOUNT_0);
    session.lock();
    await expect(session.signMessage(ACCOUNT_0, 'hello')).rejects.toBeInstanceOf(WalletLockedError);
    await expect(session.signAuthorization(ACCOUNT_0, authorization)).rejects.toBeInstanceOf(WalletLockedError);

    expect(await session.unlock(vault, PASSWORD, 1)).toEqual([ACCOUNT_0]);
    expect(session.addAccount()).toBe(ACCOUNT_1);
  });

  it('should refuse a wrong password and reveal secrets only with the right one', async () => {
    const session = createWalletSession();
    const { vault } = await session.create(PASSWORD, PHRASE, 1);
    await expect(session.unlock(vault, 'wrong password', 1)).rejects.toBeInstanceOf(WrongPasswordError);
    await expect(session.revealPhrase(vault, 'nope')).rejects.toBeInstanceOf(WrongPasswordError);
    expect(await session.revealPhrase(vault, PASSWORD)).toBe(PHRASE);
    await session.unlock(vault, PASSWORD, 1);
    const key = await session.revealPrivateKey(vault, PASSWORD, ACCOUNT_0);
    expect(privateKeyToAccount(key).address).toBe(ACCOUNT_0);
  });

  it('should resume from an opened phrase with the same accounts, and sign as them, when a service worker restarts', async () => {
    const session = createWalletSession();
    expect(session.resume(PHRASE, 2)).toEqual([ACCOUNT_0, ACCOUNT_1]);
    const signature = await session.signMessage(ACCOUNT_1, 'resumed');
    expect(await recoverMessageAddress({ message: 'resumed', signature })).toBe(ACCOUNT_1);
    session.lock();
    await expect(session.signMessage(ACCOUNT_0, 'locked')).rejects.toBeInstanceOf(WalletLockedError);
  });

  it('should seal the open phrase for a passkey only while unlocked, and unlock with that passkey alone', async () => {
    const session = createWalletSession();
    const prf = new Uint8Array(32).fill(9);
    await expect(session.sealForPasskey('cred', prf)).rejects.toBeInstanceOf(WalletLockedError);
    session.resume(PHRASE, 1);
    const sealed = await session.sealForPasskey('cred', prf);
    session.lock();
    await expect(session.unlockWithPasskey(sealed, new Uint8Array(32).fill(8), 1)).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
    expect(await session.unlockWithPasskey(sealed, prf, 2)).toEqual([ACCOUNT_0, ACCOUNT_1]);
    const signature = await session.signMessage(ACCOUNT_0, 'passkey');
    expect(await recoverMessageAddress({ message: 'passkey', signature })).toBe(ACCOUNT_0);
  });

  it('should seal a cloud backup of the open phrase that only the backup password opens', async () => {
    const session = createWalletSession();
    await expect(session.sealBackup('a backup password')).rejects.toBeInstanceOf(WalletLockedError);
    session.resume(PHRASE, 1);
    const envelope = await session.sealBackup('a backup password');
    expect(JSON.stringify(envelope)).not.toContain('junk');
    await expect(openBackup('another password', envelope)).rejects.toBeInstanceOf(WrongPasswordError);
    expect(await openBackup('a backup password', envelope)).toBe(PHRASE);
  });

  it('should restore a backup under a new password up to the backed-up account, and lose nothing on a wrong one', async () => {
    // 100,000 rounds: the least an envelope may carry, to keep the test short
    const envelope = await sealBackup('a backup password', PHRASE, 100_000);
    const session = createWalletSession();
    await expect(session.restoreBackup(envelope, 'another password', PASSWORD, ACCOUNT_1)).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
    expect(session.isUnlocked()).toBe(false);
    await expect(
      session.restoreBackup(
        envelope,
        'a backup password',
        PASSWORD,
        privateKeyToAccount(`0x${'11'.repeat(32)}`).address,
      ),
    ).rejects.toBeInstanceOf(BackupAddressError);
    const { vault, addresses } = await session.restoreBackup(envelope, 'a backup password', PASSWORD, ACCOUNT_1);
    expect(addresses).toEqual([ACCOUNT_0, ACCOUNT_1]);
    // the new vault opens with the new device password, not the backup's
    session.lock();
    await expect(session.unlock(vault, 'a backup password')).rejects.toBeInstanceOf(WrongPasswordError);
    expect(await session.unlock(vault, PASSWORD)).toEqual([ACCOUNT_0]);
  });
});
