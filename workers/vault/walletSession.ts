// The embedded wallet while unlocked: the phrase and the keys derived from it are held only here, in the vault worker.
// The app gets addresses and signatures, never a secret, except through the reveal flows that ask for the password.
import {
  type Address,
  type AuthorizationRequest,
  type Hex,
  type SignedAuthorization,
  type SignableMessage,
  type TransactionSerializable,
  type TypedDataDefinition,
  bytesToHex,
} from 'viem';
import { type HDAccount, mnemonicToAccount } from 'viem/accounts';
import { openBackup, sealBackup } from './backupCrypto.ts';
import { type PasskeySealedVault, openWithPasskey, sealForPasskey } from './passkeyVault.ts';
import { type SealedVault, openSecret, sealSecret } from './vaultCrypto.ts';

export class WalletLockedError extends Error {
  override name = 'WalletLockedError';
  constructor() {
    super('The wallet is locked');
  }
}

export class UnknownAccountError extends Error {
  override name = 'UnknownAccountError';
}

export class BackupAddressError extends Error {
  override name = 'BackupAddressError';
}

/** How far a restore looks for the backed-up address among the phrase's accounts. */
export const RESTORE_ACCOUNT_SEARCH = 20;

export type SessionApi = ReturnType<typeof createWalletSession>;

export function createWalletSession() {
  let phrase: string | undefined;
  let accounts: HDAccount[] = [];

  const deriveAccounts = (count: number) =>
    Array.from({ length: count }, (_, i) => mnemonicToAccount(phrase!, { addressIndex: i }));
  const account = (address: Address): HDAccount => {
    if (!phrase) throw new WalletLockedError();
    const found = accounts.find((a) => a.address.toLowerCase() === address.toLowerCase());
    if (!found) throw new UnknownAccountError(`No account ${address} in this wallet`);
    return found;
  };

  return {
    /** Seals a new or imported phrase and opens the session with its first `accountCount` accounts. */
    async create(
      password: string,
      newPhrase: string,
      accountCount = 1,
    ): Promise<{ vault: SealedVault; addresses: Address[] }> {
      const vault = await sealSecret(password, newPhrase);
      phrase = newPhrase;
      accounts = deriveAccounts(accountCount);
      return { vault, addresses: accounts.map((a) => a.address) };
    },
    /** Opens the vault (throws WrongPasswordError) and derives the accounts. */
    async unlock(vault: SealedVault, password: string, accountCount = 1): Promise<Address[]> {
      phrase = await openSecret(password, vault);
      accounts = deriveAccounts(accountCount);
      return accounts.map((a) => a.address);
    },
    /** Opens a passkey's seal with its PRF output (throws WrongPasswordError) and derives the accounts. */
    async unlockWithPasskey(sealed: PasskeySealedVault, prfOutput: Uint8Array, accountCount = 1): Promise<Address[]> {
      phrase = await openWithPasskey(sealed, prfOutput);
      accounts = deriveAccounts(accountCount);
      return accounts.map((a) => a.address);
    },
    /** Seals the open phrase a second time for a passkey (its PRF output), so the passkey alone unlocks. */
    async sealForPasskey(credentialId: string, prfOutput: Uint8Array): Promise<PasskeySealedVault> {
      if (!phrase) throw new WalletLockedError();
      return sealForPasskey(credentialId, prfOutput, phrase);
    },
    /** Cloud backup (issue 32): the open phrase sealed under a backup password, here, so it never reaches the page. */
    async sealBackup(backupPassword: string): Promise<SealedVault> {
      if (!phrase) throw new WalletLockedError();
      return sealBackup(backupPassword, phrase);
    },
    /**
     * Restore on a new device (issue 32): opens a cloud backup with its backup password (throws WrongPasswordError),
     * seals the phrase under the new device password and opens the session with the accounts up to the backed-up
     * address, all here: the phrase never reaches the page. `minIterations` is lowered only by tests.
     */
    async restoreBackup(
      envelope: unknown,
      backupPassword: string,
      password: string,
      address: Address,
      minIterations?: number,
    ): Promise<{ vault: SealedVault; addresses: Address[] }> {
      const opened = await openBackup(backupPassword, envelope, minIterations);
      const index = Array.from({ length: RESTORE_ACCOUNT_SEARCH }, (_, i) => i).find(
        (i) => mnemonicToAccount(opened, { addressIndex: i }).address.toLowerCase() === address.toLowerCase(),
      );
      if (index === undefined) throw new BackupAddressError(`The backup does not hold ${address}`);
      const vault = await sealSecret(password, opened);
      phrase = opened;
      accounts = deriveAccounts(index + 1);
      return { vault, addresses: accounts.map((a) => a.address) };
    },
    /**
     * Opens the session from a phrase the vault already gave up (the extension's service worker, which Chrome stops
     * when idle, keeps the unlocked phrase in its session storage and resumes from it without the password).
     */
    resume(openedPhrase: string, accountCount = 1): Address[] {
      phrase = openedPhrase;
      accounts = deriveAccounts(accountCount);
      return accounts.map((a) => a.address);
    },
    lock(): void {
      phrase = undefined;
      accounts = [];
    },
    isUnlocked: () => phrase !== undefined,
    /** Derives one more account from the phrase (the account list's "add account"). */
    addAccount(): Address {
      if (!phrase) throw new WalletLockedError();
      const next = mnemonicToAccount(phrase, { addressIndex: accounts.length });
      accounts.push(next);
      return next.address;
    },
    signMessage: async (address: Address, message: SignableMessage): Promise<Hex> =>
      account(address).signMessage({ message }),
    signTypedData: async (address: Address, typedData: TypedDataDefinition): Promise<Hex> =>
      account(address).signTypedData(typedData),
    signTransaction: async (address: Address, transaction: TransactionSerializable): Promise<Hex> =>
      account(address).signTransaction(transaction),
    /** An EIP-7702 authorization (the smart wallet's upgrade or its removal, issue 36): only its three fields are signed. */
    async signAuthorization(address: Address, authorization: AuthorizationRequest): Promise<SignedAuthorization> {
      const signer = account(address);
      // an account derived from a phrase is a local account, which always signs authorizations (viem types it optional)
      if (!signer.signAuthorization) throw new Error('This account cannot sign EIP-7702 authorizations');
      return signer.signAuthorization({
        address: authorization.address ?? authorization.contractAddress,
        chainId: authorization.chainId,
        nonce: authorization.nonce,
      });
    },
    /** The recovery phrase, for the view-phrase flow: the password is asked again. */
    async revealPhrase(vault: SealedVault, password: string): Promise<string> {
      return openSecret(password, vault);
    },
    /** One account's private key, for the export flow: the password is asked again. */
    async revealPrivateKey(vault: SealedVault, password: string, address: Address): Promise<Hex> {
      const secret = await openSecret(password, vault);
      const index = accounts.findIndex((a) => a.address.toLowerCase() === address.toLowerCase());
      if (index < 0) throw new UnknownAccountError(`No account ${address} in this wallet`);
      const key = mnemonicToAccount(secret, { addressIndex: index }).getHdKey().privateKey;
      if (!key) throw new Error('No private key derived');
      return bytesToHex(key);
    },
  };
}
