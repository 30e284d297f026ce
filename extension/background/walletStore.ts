// What the extension keeps (issue 30). chrome.storage.local: the sealed vault, the unlock attempts and lockout, the
// connected sites, the chain and the auto-lock time. chrome.storage.session (memory only, cleared when the browser
// closes, readable only by the extension's own pages and service worker at its default access level): the unlocked
// phrase, so a service worker Chrome stopped while idle resumes unlocked. No page and no content script reads either.
import type { Address } from 'viem';
import type { UnlockAttempts } from '../../src/account/embedded/embeddedWallet.ts';
import type { ChainEndpoint } from '../../src/chain/registry.ts';
import type { SealedVault } from '../../workers/vault/vaultCrypto.ts';
import { DEFAULT_CHAIN_ID, DEFAULT_EXTENSION_CHAINS } from './extensionChains.ts';

/** Minutes without a request or an approval before the wallet locks itself. */
export const DEFAULT_AUTO_LOCK_MINUTES = 15;

export type SitePermission = { origin: string; connectedAt: number };

type Local = {
  vault: SealedVault;
  accountCount: number;
  unlockAttempts: UnlockAttempts;
  permissions: Record<string, SitePermission>;
  chainId: number;
  chains: ChainEndpoint[];
  autoLockMinutes: number;
};
type Session = { unlocked: { phrase: string; addresses: Address[] } };

async function readLocal<K extends keyof Local>(key: K): Promise<Local[K] | undefined> {
  return (await chrome.storage.local.get(key))[key] as Local[K] | undefined;
}
const writeLocal = (values: Partial<Local>) => chrome.storage.local.set(values);

export const walletStore = {
  readVault: () => readLocal('vault'),
  async writeNewVault(vault: SealedVault): Promise<void> {
    await writeLocal({ vault, accountCount: 1, unlockAttempts: { failures: 0, lockedUntil: 0 } });
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
  chains: async (): Promise<readonly ChainEndpoint[]> => (await readLocal('chains')) ?? DEFAULT_EXTENSION_CHAINS,
  autoLockMinutes: async () => (await readLocal('autoLockMinutes')) ?? DEFAULT_AUTO_LOCK_MINUTES,
  readUnlocked: async (): Promise<Session['unlocked'] | undefined> =>
    (await chrome.storage.session.get('unlocked')).unlocked as Session['unlocked'] | undefined,
  writeUnlocked: (unlocked: Session['unlocked']) => chrome.storage.session.set({ unlocked }),
  clearUnlocked: () => chrome.storage.session.remove('unlocked'),
};
