// The service worker's passkey seal and unlock (issue 30) against an in-memory chrome.storage: the PRF output the
// pop-up hands over opens the vault alone, any other output or passkey does not, and the password stays the fallback.
import { beforeAll, describe, expect, it, vi } from 'vitest';

const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
const PASSWORD = 'correct horse battery staple';
const PRF = new Uint8Array(32).map((_, i) => i * 7);

function memoryArea() {
  const values = new Map<string, unknown>();
  return {
    get: async (key: string) => (values.has(key) ? { [key]: structuredClone(values.get(key)) } : {}),
    set: async (items: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(items)) values.set(key, structuredClone(value));
    },
    remove: async (key: string) => void values.delete(key),
  };
}
vi.stubGlobal('chrome', {
  storage: { local: memoryArea(), session: memoryArea() },
  alarms: { create: async () => undefined, clear: async () => true },
});
// the runtime config is read from the services server: none here, the last one kept (none) is used
vi.stubGlobal('fetch', async () => {
  throw new Error('offline');
});

const keyring = await import('./keyring.ts');
const { walletStore } = await import('./walletStore.ts');

describe('passkey unlock in the extension', () => {
  beforeAll(async () => {
    await keyring.importPhrase(PASSWORD, TEST_MNEMONIC);
  }, 60_000);

  it('should open the vault with the sealed passkey PRF output alone, and clear the wrong-password count', async () => {
    const address = await keyring.activeAddress();
    await keyring.addPasskeyUnlock('cred-1', PRF);
    await keyring.lock();
    await walletStore.writeAttempts({ failures: 3, lockedUntil: 0 });
    expect(await keyring.isUnlocked()).toBe(false);

    expect(await keyring.unlockWithPasskey('cred-1', PRF)).toBe(true);
    expect(await keyring.activeAddress()).toBe(address);
    expect(await walletStore.readAttempts()).toEqual({ failures: 0, lockedUntil: 0 });
  });

  it('should refuse another PRF output or another passkey, and keep the wallet locked', async () => {
    await keyring.lock();
    const other = PRF.map((byte) => byte ^ 1);
    expect(await keyring.unlockWithPasskey('cred-1', other)).toBe(false);
    expect(await keyring.unlockWithPasskey('cred-2', PRF)).toBe(false);
    expect(await keyring.isUnlocked()).toBe(false);
  });

  it('should refuse to seal for a passkey while locked, and keep the password as the fallback', async () => {
    await keyring.lock();
    await expect(keyring.addPasskeyUnlock('cred-3', PRF)).rejects.toThrow('locked');
    expect((await walletStore.readPasskeyVault())?.credentialId).toBe('cred-1');
    expect(await keyring.unlock(PASSWORD)).toBe(true);
  }, 60_000);
});
