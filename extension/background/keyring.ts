// The extension's vault and lock (issue 30), in the service worker: the embedded wallet's own sealing and session
// (workers/vault), with the unlocked phrase mirrored to chrome.storage.session so a stopped and restarted service worker
// resumes unlocked until the lock, the auto-lock or the browser's close.
import type { Address } from 'viem';
import { type SealedVault, WrongPasswordError, openSecret } from '../../workers/vault/vaultCrypto.ts';
import { openWithPasskey } from '../../workers/vault/passkeyVault.ts';
import { createWalletSession } from '../../workers/vault/walletSession.ts';
import { walletStore } from './walletStore.ts';

export const AUTO_LOCK_ALARM = 'sluice:autoLock';

const session = createWalletSession();
let addresses: Address[] = [];

/** Unlocked? Resumes from session storage when Chrome restarted the service worker since the unlock. */
export async function isUnlocked(): Promise<boolean> {
  if (session.isUnlocked()) return true;
  const unlocked = await walletStore.readUnlocked();
  if (!unlocked) return false;
  addresses = session.resume(unlocked.phrase, unlocked.addresses.length);
  return true;
}

/** The account dapps see: the first of the wallet (the account list comes with a later increment). */
export async function activeAddress(): Promise<Address | undefined> {
  return (await isUnlocked()) ? addresses[0] : undefined;
}

/** Restarts the idle timer: the wallet locks itself after the configured minutes without use. */
export async function touchAutoLock(): Promise<void> {
  if (!(await isUnlocked())) return;
  const minutes = await walletStore.autoLockMinutes();
  if (minutes === null) await chrome.alarms.clear(AUTO_LOCK_ALARM);
  else await chrome.alarms.create(AUTO_LOCK_ALARM, { delayInMinutes: minutes });
}

async function openSession(phrase: string, accountCount: number): Promise<void> {
  addresses = session.resume(phrase, accountCount);
  await walletStore.writeUnlocked({ phrase, addresses });
  await touchAutoLock();
}

/**
 * Onboarding (a created or an imported phrase): seals the phrase under the password (the app's policy is checked in
 * the popup's flow). `replace` is "forgot password": the phrase imported again under a new password replaces the vault.
 */
export async function importPhrase(password: string, phrase: string, replace = false): Promise<SealedVault> {
  const existing = await walletStore.readVault();
  if (existing && !replace) throw new Error('Only one recovery phrase can be stored at a time');
  const created = await session.create(password, phrase, 1);
  if (existing) await walletStore.replaceVault(created.vault);
  else await walletStore.writeNewVault(created.vault);
  await openSession(phrase, 1);
  return created.vault;
}

/** Opens the vault; false when the password is wrong (the popup's vault session counts it toward the lockout). */
export async function unlock(password: string): Promise<boolean> {
  const vault = await walletStore.readVault();
  if (!vault) throw new Error('No wallet is stored');
  const attempts = await walletStore.readAttempts();
  // the lockout holds here too, whatever page asks
  if (Date.now() < attempts.lockedUntil) return false;
  try {
    await openSession(await openSecret(password, vault), await walletStore.accountCount());
    return true;
  } catch (error) {
    if (error instanceof WrongPasswordError) return false;
    throw error;
  }
}

/** Seals the open vault for a passkey's PRF output (one passkey at a time: a new one replaces the one before). */
export async function addPasskeyUnlock(credentialId: string, prf: Uint8Array): Promise<void> {
  if (!(await isUnlocked())) throw new Error('The wallet is locked');
  await walletStore.writePasskeyVault(await session.sealForPasskey(credentialId, prf));
}

/**
 * Opens the vault with a passkey's PRF output alone; false when it is not the passkey the seal was made for. A
 * passkey unlock clears the wrong-password count, as in the app (embeddedWallet.ts unlockWithPasskey).
 */
export async function unlockWithPasskey(credentialId: string, prf: Uint8Array): Promise<boolean> {
  const sealed = await walletStore.readPasskeyVault();
  if (!sealed || sealed.credentialId !== credentialId) return false;
  try {
    await openSession(await openWithPasskey(sealed, prf), await walletStore.accountCount());
  } catch (error) {
    if (error instanceof WrongPasswordError) return false;
    throw error;
  }
  await walletStore.writeAttempts({ failures: 0, lockedUntil: 0 });
  return true;
}

export async function lock(): Promise<void> {
  session.lock();
  addresses = [];
  await walletStore.clearUnlocked();
  await chrome.alarms.clear(AUTO_LOCK_ALARM);
}

/** The session's signing, for the approvals the person accepted. */
export const signer = {
  signMessage: session.signMessage,
  signTypedData: session.signTypedData,
  signTransaction: session.signTransaction,
  signAuthorization: session.signAuthorization,
};
