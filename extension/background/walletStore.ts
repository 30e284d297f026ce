// What the extension keeps (issue 30). chrome.storage.local: the sealed vault, the unlock attempts and lockout, the
// connected sites, the chain, the auto-lock time and the services server (with its runtime config as last read). chrome.storage.session (memory only, cleared when the browser
// closes, readable only by the extension's own pages and service worker at its default access level): the unlocked
// phrase, so a service worker Chrome stopped while idle resumes unlocked. No page and no content script reads either.
import type { Address } from 'viem';
import type { UnlockAttempts } from '../../src/account/embedded/embeddedWallet.ts';
import type { ChainEndpoint } from '../../src/chain/registry.ts';
import { AUTO_LOCK_CHOICES, DEFAULT_AUTO_LOCK_MINUTES } from '../../src/lib/wallet/autoLock.ts';
import type { SealedVault } from '../../workers/vault/vaultCrypto.ts';
import type { PasskeySealedVault } from '../../workers/vault/passkeyVault.ts';
import type { HandoffStorage, PendingHandoff } from './passkeyHandoff.ts';
import type { RuntimeConfig } from '../../contract/runtimeConfig.ts';
import {
  DEFAULT_CHAIN_ID,
  DEFAULT_EXTENSION_CHAINS,
  DEFAULT_SERVICES_URL,
  fetchRuntimeConfig,
} from './extensionConfig.ts';

export type SitePermission = { origin: string; connectedAt: number };

type Local = {
  vault: SealedVault;
  accountCount: number;
  unlockAttempts: UnlockAttempts;
  permissions: Record<string, SitePermission>;
  chainId: number;
  /** The services server whose runtime config names the chains (extensionConfig.ts). */
  servicesUrl: string;
  /** Its runtime config as last read, for when it cannot be reached. */
  runtimeConfig: RuntimeConfig;
  /** Minutes without a request, an approval or the popup before the wallet locks itself; null: never. */
  autoLockMinutes: number | null;
  /** The vault sealed a second time for a passkey's PRF output (passkey unlock; the password's vault stays). */
  passkeyVault: PasskeySealedVault;
};
type Session = { unlocked: { phrase: string; addresses: Address[] }; passkeyHandoff: PendingHandoff };

async function readLocal<K extends keyof Local>(key: K): Promise<Local[K] | undefined> {
  return (await chrome.storage.local.get(key))[key] as Local[K] | undefined;
}
const writeLocal = (values: Partial<Local>) => chrome.storage.local.set(values);

export const walletStore = {
  readVault: () => readLocal('vault'),
  async writeNewVault(vault: SealedVault): Promise<void> {
    await writeLocal({ vault, accountCount: 1, unlockAttempts: { failures: 0, lockedUntil: 0 } });
    // a passkey's seal belongs to the phrase before
    await chrome.storage.local.remove('passkeyVault');
  },
  /** Forgot password: the wallet is replaced, and the sites connected to the one before with it. */
  async replaceVault(vault: SealedVault): Promise<void> {
    await walletStore.writeNewVault(vault);
    await writeLocal({ permissions: {} });
  },
  accountCount: async () => (await readLocal('accountCount')) ?? 1,
  readAttempts: async (): Promise<UnlockAttempts> =>
    (await readLocal('unlockAttempts')) ?? { failures: 0, lockedUntil: 0 },
  writeAttempts: (attempts: UnlockAttempts) => writeLocal({ unlockAttempts: attempts }),
  permissions: async () => (await readLocal('permissions')) ?? {},
  async connect(origin: string): Promise<void> {
    const permissions = await walletStore.permissions();
    await writeLocal({ permissions: { ...permissions, [origin]: { origin, connectedAt: Date.now() } } });
  },
  async disconnect(origin: string): Promise<void> {
    const { [origin]: _removed, ...rest } = await walletStore.permissions();
    await writeLocal({ permissions: rest });
  },
  chainId: async () => (await readLocal('chainId')) ?? DEFAULT_CHAIN_ID,
  setChainId: (chainId: number) => writeLocal({ chainId }),
  servicesUrl: async () => (await readLocal('servicesUrl')) ?? DEFAULT_SERVICES_URL,
  /** A services server whose runtime config was just read: both kept (servicesUrl.ts checks it first). */
  setServices: (servicesUrl: string, runtimeConfig: RuntimeConfig) => writeLocal({ servicesUrl, runtimeConfig }),
  /** The services server's runtime config, read again each time (it names the RPCs); the last one read when offline. */
  async runtimeConfig(): Promise<RuntimeConfig | undefined> {
    try {
      const config = await fetchRuntimeConfig(await walletStore.servicesUrl());
      await writeLocal({ runtimeConfig: config });
      return config;
    } catch {
      return readLocal('runtimeConfig');
    }
  },
  async chains(): Promise<readonly ChainEndpoint[]> {
    return (await walletStore.runtimeConfig())?.chains ?? DEFAULT_EXTENSION_CHAINS;
  },
  async autoLockMinutes(): Promise<number | null> {
    const minutes = await readLocal('autoLockMinutes');
    // the app's choices (lib/wallet/autoLock.ts): anything else is the default
    return minutes !== undefined && (AUTO_LOCK_CHOICES as readonly (number | null)[]).includes(minutes)
      ? minutes
      : DEFAULT_AUTO_LOCK_MINUTES;
  },
  setAutoLockMinutes: (minutes: number | null) => writeLocal({ autoLockMinutes: minutes }),
  readPasskeyVault: () => readLocal('passkeyVault'),
  writePasskeyVault: (passkeyVault: PasskeySealedVault) => writeLocal({ passkeyVault }),
  clearPasskeyVault: () => chrome.storage.local.remove('passkeyVault'),
  /** The passkey pop-up the service worker waits for (passkeyHandoff.ts), in session storage. */
  passkeyHandoff: {
    read: async () => (await chrome.storage.session.get('passkeyHandoff')).passkeyHandoff as PendingHandoff | undefined,
    write: (passkeyHandoff: PendingHandoff) => chrome.storage.session.set({ passkeyHandoff }),
    clear: () => chrome.storage.session.remove('passkeyHandoff'),
  } satisfies HandoffStorage,
  readUnlocked: async (): Promise<Session['unlocked'] | undefined> =>
    (await chrome.storage.session.get('unlocked')).unlocked as Session['unlocked'] | undefined,
  writeUnlocked: (unlocked: Session['unlocked']) => chrome.storage.session.set({ unlocked }),
  clearUnlocked: () => chrome.storage.session.remove('unlocked'),
};
