// The embedded wallet on the main thread: the sealed vault and the account list in Dexie, the lock state, and the
// vault worker that holds the phrase while unlocked. The password passes through here on its way to the worker; the
// phrase passes through while it is shown at creation or typed at import; the reveal flows return the phrase or one
// private key here after the password. Signing never brings a key to this thread.
import type {
  Address,
  AuthorizationRequest,
  Hex,
  SignableMessage,
  TransactionSerializable,
  TypedDataDefinition,
} from 'viem';
import { getAddress } from 'viem';
import { getDatabase, type WalletRow } from '../../data/database';
import type { SealedVault } from '../../../workers/vault/vaultCrypto';
import type { PasskeySealedVault } from '../../../workers/vault/passkeyVault';
import { startVaultWorker, type VaultClient } from '../../../workers/vault/vaultClient';
import type { EmbeddedSigner } from '../../chain/connectors/embedded';

export type EmbeddedAccount = { address: Address; accountIndex: number; nickname?: string };

export type EmbeddedState = {
  loaded: boolean;
  hasVault: boolean;
  unlocked: boolean;
  accounts: EmbeddedAccount[];
  activeAddress?: Address;
  /** A passkey on this device can unlock the vault (issue 32); the password stays the fallback. */
  passkeyUnlock: boolean;
};

/** A ceremony that gets one of these passkeys' PRF output (src/account/passkeys/passkeyPrf.ts readPasskeyPrf). */
export type ReadPasskeyPrf = (credentialIds: readonly string[]) => Promise<{ credentialId: string; prf: Uint8Array }>;

const VAULT_KEY = 'embedded';
/** keyval rows: the unlock attempt count and lockout (spec §8), and the account in use. */
const ATTEMPTS_KEY = 'embeddedWallet.unlockAttempts';
const ACTIVE_KEY = 'embeddedWallet.activeAccount';
/** keyval row: the vault sealed again for each passkey that unlocks it. */
const PASSKEY_VAULTS_KEY = 'embeddedWallet.passkeyVaults';

export type UnlockAttempts = { failures: number; lockedUntil: number };

/** Thrown when the password does not open the vault (the vault session counts it). */
export const WRONG_PASSWORD = { wrongPassword: true } as const;

const isWrongPassword = (error: unknown) =>
  error instanceof Error && (error.name === 'WrongPasswordError' || error.message === 'Wrong password');

export function createEmbeddedWallet() {
  let worker: VaultClient | undefined;
  const client = () => (worker ??= startVaultWorker().client);
  let state: EmbeddedState = { loaded: false, hasVault: false, unlocked: false, accounts: [], passkeyUnlock: false };
  const listeners = new Set<() => void>();
  const update = (next: Partial<EmbeddedState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const readVault = async () => (await getDatabase().vault.get(VAULT_KEY))?.value as SealedVault | undefined;
  const readPasskeyVaults = async () =>
    ((await getDatabase().keyval.get(PASSKEY_VAULTS_KEY))?.value as PasskeySealedVault[] | undefined) ?? [];
  const writePasskeyVaults = async (vaults: PasskeySealedVault[]) => {
    await getDatabase().keyval.put({ key: PASSKEY_VAULTS_KEY, value: vaults });
    update({ passkeyUnlock: vaults.length > 0 });
  };
  const readAccounts = async (): Promise<EmbeddedAccount[]> =>
    (await getDatabase().wallets.where('kind').equals('embedded').toArray())
      .map((row) => ({ address: getAddress(row.address), accountIndex: row.accountIndex ?? 0, nickname: row.nickname }))
      .sort((a, b) => a.accountIndex - b.accountIndex);
  const readActive = async (accounts: EmbeddedAccount[]) => {
    const stored = (await getDatabase().keyval.get(ACTIVE_KEY))?.value as string | undefined;
    return accounts.find((a) => a.address.toLowerCase() === stored?.toLowerCase())?.address ?? accounts[0]?.address;
  };
  const storeAccounts = async (addresses: Address[], existing: EmbeddedAccount[]) => {
    const rows: WalletRow[] = addresses.map((address, accountIndex) => ({
      address: address.toLowerCase(),
      kind: 'embedded',
      accountIndex,
      nickname: existing.find((a) => a.accountIndex === accountIndex)?.nickname,
      addedAt: Date.now(),
    }));
    await getDatabase().wallets.bulkPut(rows);
  };

  /** Stores a vault the worker just sealed (and opened) with its accounts: the first one in use. */
  const storeOpened = async ({ vault, addresses }: { vault: SealedVault; addresses: Address[] }) => {
    const database = getDatabase();
    await database.transaction('rw', database.vault, database.wallets, async () => {
      await database.wallets.where('kind').equals('embedded').delete();
      await database.vault.put({ key: VAULT_KEY, value: vault });
      await storeAccounts(addresses, []);
    });
    await database.keyval.put({ key: ACTIVE_KEY, value: addresses[0]!.toLowerCase() });
    await database.keyval.delete(ATTEMPTS_KEY);
    update({ hasVault: true, unlocked: true, accounts: await readAccounts(), activeAddress: addresses[0] });
    return vault;
  };

  const wallet = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load(): Promise<EmbeddedState> {
      const [vault, accounts, passkeyVaults] = await Promise.all([readVault(), readAccounts(), readPasskeyVaults()]);
      update({
        loaded: true,
        hasVault: vault !== undefined,
        accounts,
        activeAddress: await readActive(accounts),
        passkeyUnlock: passkeyVaults.length > 0,
      });
      return state;
    },
    /** Seals a created or imported phrase in the worker (600,000 PBKDF2 rounds) and stores it: the one vault. */
    async create(password: string, phrase: string): Promise<SealedVault> {
      if (await readVault()) throw new Error('Only one recovery phrase can be stored at a time');
      return storeOpened(await client().create(password, phrase, 1));
    },
    /**
     * Restores a cloud backup on this device (issue 32): the worker opens it with the backup password and seals it
     * under the new device password; the backed-up address becomes the account in use. WRONG_PASSWORD when the
     * backup password does not open it (nothing is stored then).
     */
    async restore(envelope: unknown, backupPassword: string, password: string, address: Address): Promise<void> {
      if (await readVault()) throw new Error('Only one recovery phrase can be stored at a time');
      let opened;
      try {
        opened = await client().restoreBackup(envelope, backupPassword, password, address);
      } catch (error) {
        throw isWrongPassword(error) ? WRONG_PASSWORD : error;
      }
      await storeOpened(opened);
      await wallet.setActive(address);
    },
    /** Opens the vault; rejects with WRONG_PASSWORD when the password is wrong. */
    async unlock(password: string): Promise<void> {
      const vault = await readVault();
      if (!vault) throw new Error('No wallet is stored');
      const accounts = await readAccounts();
      try {
        await client().unlock(vault, password, Math.max(1, accounts.length));
      } catch (error) {
        throw isWrongPassword(error) ? WRONG_PASSWORD : error;
      }
      update({ unlocked: true, accounts, activeAddress: await readActive(accounts) });
    },
    /** Opens the vault with a passkey alone: its PRF output opens the seal made for it. */
    async unlockWithPasskey(readPrf: ReadPasskeyPrf): Promise<void> {
      const sealed = await readPasskeyVaults();
      if (sealed.length === 0) throw new Error('No passkey unlocks this wallet');
      const { credentialId, prf } = await readPrf(sealed.map((v) => v.credentialId));
      const match = sealed.find((v) => v.credentialId === credentialId);
      if (!match) throw new Error('This passkey does not unlock this wallet');
      const accounts = await readAccounts();
      await client().unlockWithPasskey(match, prf, Math.max(1, accounts.length));
      await getDatabase().keyval.delete(ATTEMPTS_KEY);
      update({ unlocked: true, accounts, activeAddress: await readActive(accounts) });
    },
    /** Seals the open vault for a passkey, by its PRF output, so it unlocks and approves without the password. */
    async addPasskeyUnlock(credentialId: string, prf: Uint8Array): Promise<void> {
      const sealed = await client().sealForPasskey(credentialId, prf);
      const others = (await readPasskeyVaults()).filter((v) => v.credentialId !== credentialId);
      await writePasskeyVaults([...others, sealed]);
    },
    /** A cloud backup of the phrase, sealed in the worker under a backup password (the wallet must be open). */
    sealBackup: (backupPassword: string): Promise<SealedVault> => client().sealBackup(backupPassword),
    /** Forgets a deleted passkey's seal. */
    async removePasskeyUnlock(credentialId: string): Promise<void> {
      await writePasskeyVaults((await readPasskeyVaults()).filter((v) => v.credentialId !== credentialId));
    },
    async lock(): Promise<void> {
      await client().lock();
      update({ unlocked: false });
    },
    async readAttempts(): Promise<UnlockAttempts> {
      const stored = (await getDatabase().keyval.get(ATTEMPTS_KEY))?.value as UnlockAttempts | undefined;
      return stored ?? { failures: 0, lockedUntil: 0 };
    },
    async writeAttempts(attempts: UnlockAttempts): Promise<void> {
      await getDatabase().keyval.put({ key: ATTEMPTS_KEY, value: attempts });
    },
    async addAccount(): Promise<Address> {
      const address = await client().addAccount();
      const accounts = state.accounts;
      await getDatabase().wallets.put({
        address: address.toLowerCase(),
        kind: 'embedded',
        accountIndex: accounts.length,
        addedAt: Date.now(),
      });
      update({ accounts: await readAccounts() });
      return address;
    },
    async rename(address: Address, nickname: string): Promise<void> {
      const trimmed = nickname.trim().slice(0, 40);
      await getDatabase().wallets.update(address.toLowerCase(), { nickname: trimmed || undefined });
      update({ accounts: await readAccounts() });
    },
    async setActive(address: Address): Promise<void> {
      await getDatabase().keyval.put({ key: ACTIVE_KEY, value: address.toLowerCase() });
      update({ activeAddress: getAddress(address) });
    },
    /** The phrase, for the reveal flow after its warning step; the password is asked again. */
    async revealPhrase(password: string): Promise<string> {
      const vault = await readVault();
      if (!vault) throw new Error('No wallet is stored');
      try {
        return await client().revealPhrase(vault, password);
      } catch (error) {
        throw isWrongPassword(error) ? WRONG_PASSWORD : error;
      }
    },
    async revealPrivateKey(password: string, address: Address): Promise<Hex> {
      const vault = await readVault();
      if (!vault) throw new Error('No wallet is stored');
      try {
        return await client().revealPrivateKey(vault, password, address);
      } catch (error) {
        throw isWrongPassword(error) ? WRONG_PASSWORD : error;
      }
    },
    /** Removes the vault and its accounts from this device (the phrase is the only way back). */
    async remove(): Promise<void> {
      await client().lock();
      const database = getDatabase();
      await database.transaction('rw', database.vault, database.wallets, database.keyval, async () => {
        await database.vault.delete(VAULT_KEY);
        await database.wallets.where('kind').equals('embedded').delete();
        await database.keyval.bulkDelete([ATTEMPTS_KEY, ACTIVE_KEY, PASSKEY_VAULTS_KEY]);
      });
      update({ hasVault: false, unlocked: false, accounts: [], activeAddress: undefined, passkeyUnlock: false });
    },
    signer: {
      signMessage: (address: Address, message: SignableMessage) => client().signMessage(address, message),
      signTypedData: (address: Address, typedData: TypedDataDefinition) => client().signTypedData(address, typedData),
      signTransaction: (address: Address, transaction: TransactionSerializable) =>
        client().signTransaction(address, transaction),
      signAuthorization: (address: Address, authorization: AuthorizationRequest) =>
        client().signAuthorization(address, authorization),
    } satisfies EmbeddedSigner,
  };
  return wallet;
}

export type EmbeddedWallet = ReturnType<typeof createEmbeddedWallet>;

let shared: EmbeddedWallet | undefined;

/** The app's one embedded wallet. */
export function getEmbeddedWallet(): EmbeddedWallet {
  shared ??= createEmbeddedWallet();
  return shared;
}
