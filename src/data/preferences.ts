// spec §3 "Preferences": kept in Dexie, loaded once at start, written through on every change.
import type { CurrencyCode } from '../lib/currencies';
import { durableWrites } from './durableWrites';
import type { LocaleCode } from '../lib/locales';
import type { KeyValueRow } from './database';

export type ThemePreference = 'light' | 'dark' | 'system';

export type Preferences = {
  theme: ThemePreference;
  locale: LocaleCode | null;
  currency: CurrencyCode;
  disableNFTs: boolean;
  testnetMode: boolean;
  mobilePromoBannerDismissed: boolean;
  originCountry: string | null;
  hideSmallBalances: boolean;
  hideSpam: boolean;
  hideUnknownTokens: boolean;
  analyticsAllowed: boolean;
  /** The wallet connected last: shown with a Recent badge and reconnected on load (spec §2). */
  recentConnectorId: string | null;
  /** Off once the user disconnects: the recent wallet is then not reconnected on load. */
  autoReconnect: boolean;
  /** Swap settings (spec §5): custom slippage in bips, null for auto. */
  swapSlippageBips: number | null;
  swapDeadlineMinutes: number;
  /** Routing preference: the protocol versions a route may use. */
  swapRoutingVersions: ('v2' | 'v3' | 'v4')[];
  /** 1-click swaps (spec §1, issue 36): a swap's approval, permit and swap as one batch where the wallet supports it. */
  oneClickSwaps: boolean;
  /**
   * Chains where the smart wallet was disabled on chain (spec §4): their swaps go as steps, never upgrading the
   * account again, until the smart-wallet settings enable it there.
   */
  smartWalletDisabledChainIds: number[];
  /** The smart-wallet mismatch popup (spec §4) was shown: it is raised once. */
  smartWalletMismatchSeen: boolean;
  /** Recently picked tokens in the token selector ("chainId:address", newest first). */
  swapRecentTokens: string[];
  /** Tokens the trader imported by address after the warning ("chainId:address"). */
  swapImportedTokens: string[];
  /** The account drawer's last tab (spec §2: remembered). */
  accountDrawerTab: 'tokens' | 'nfts' | 'pools' | 'activity';
  /** The embedded wallet locks after this many idle minutes (issue 32; lib/wallet/autoLock.ts), null for never. */
  autoLockMinutes: number | null;
};

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  locale: null,
  currency: 'USD',
  disableNFTs: false,
  testnetMode: false,
  mobilePromoBannerDismissed: false,
  originCountry: null,
  hideSmallBalances: true,
  hideSpam: true,
  hideUnknownTokens: true,
  analyticsAllowed: true,
  recentConnectorId: null,
  autoReconnect: true,
  swapSlippageBips: null,
  swapDeadlineMinutes: 30,
  swapRoutingVersions: ['v2', 'v3', 'v4'],
  oneClickSwaps: true,
  smartWalletDisabledChainIds: [],
  smartWalletMismatchSeen: false,
  swapRecentTokens: [],
  swapImportedTokens: [],
  accountDrawerTab: 'tokens',
  autoLockMinutes: 15,
};

export type PreferencesStore = {
  get: () => Preferences;
  /** Changes one preference at once (listeners run) and resolves when it is stored. */
  set: <K extends keyof Preferences>(key: K, value: Preferences[K]) => Promise<void>;
  subscribe: (listener: () => void) => () => void;
};

/** Where the store keeps its preferences: Dexie's table, the source of truth, once the database is open. */
type PreferencesTable = {
  toArray: () => PromiseLike<KeyValueRow[]>;
  put: (row: KeyValueRow) => PromiseLike<unknown>;
};

/** The last preferences, mirrored in localStorage so the first render needs no IndexedDB (Lighthouse, issue 11). */
export const PREFERENCES_MIRROR_KEY = 'sluice.preferences';

/** Stored values over the defaults; keys the app no longer has, and values of the wrong type, are dropped. */
export function preferencesFrom(entries: Iterable<[string, unknown]>): Preferences {
  const loaded: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
  for (const [key, value] of entries) {
    if (!(key in DEFAULT_PREFERENCES)) continue;
    const fallback = DEFAULT_PREFERENCES[key as keyof Preferences];
    const sameShape =
      fallback === null || value === null
        ? true
        : Array.isArray(fallback)
          ? Array.isArray(value)
          : typeof value === typeof fallback;
    if (sameShape) loaded[key] = value;
  }
  return loaded as Preferences;
}

/** Reads every stored preference (unknown keys ignored) over the defaults. */
export async function loadPreferences(database: { preferences: PreferencesTable }): Promise<Preferences> {
  const rows = await database.preferences.toArray();
  return preferencesFrom(rows.map((row) => [row.key, row.value]));
}

/** The mirrored preferences, or null when there are none (a first visit) or the storage refuses to be read. */
export function readPreferencesMirror(storage: Pick<Storage, 'getItem'> | undefined): Preferences | null {
  try {
    const raw = storage?.getItem(PREFERENCES_MIRROR_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return preferencesFrom(Object.entries(parsed));
  } catch {
    return null;
  }
}

function writePreferencesMirror(storage: Pick<Storage, 'setItem'> | undefined, preferences: Preferences): void {
  try {
    storage?.setItem(PREFERENCES_MIRROR_KEY, JSON.stringify(preferences));
  } catch {
    // a full or refused localStorage only costs the next start its head start; Dexie still has every change
  }
}

export type PreferencesStoreOptions = {
  /** The database, or a promise of it while it opens (null when IndexedDB is refused: nothing persists then). */
  database?: Promise<{ preferences: PreferencesTable } | null> | { preferences: PreferencesTable } | null;
  /** The synchronous mirror (localStorage in the app). */
  mirror?: Pick<Storage, 'getItem' | 'setItem'>;
};

/**
 * The preferences store. It starts from what it is given (the mirror, or the defaults on a first visit) so the app
 * renders at once; when the database opens, the stored preferences replace those, except any the user changed since.
 * @example
 * const store = createPreferencesStore(readPreferencesMirror(localStorage) ?? DEFAULT_PREFERENCES, { database, mirror: localStorage });
 */
export function createPreferencesStore(
  initial: Preferences,
  { database = null, mirror }: PreferencesStoreOptions = {},
): PreferencesStore {
  let current = initial;
  const changedBeforeLoad = new Set<keyof Preferences>();
  let loaded = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const opened = Promise.resolve(database).catch(() => null);
  void opened.then(async (db) => {
    const stored = db ? await loadPreferences(db).catch(() => null) : null;
    loaded = true;
    if (!stored) return;
    const next = { ...stored };
    for (const key of changedBeforeLoad) Object.assign(next, { [key]: current[key] });
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    current = next;
    writePreferencesMirror(mirror, current);
    notify();
  });
  return {
    get: () => current,
    async set(key, value) {
      current = { ...current, [key]: value };
      if (!loaded) changedBeforeLoad.add(key);
      writePreferencesMirror(mirror, current);
      notify();
      // a full disk keeps the change (it is already in effect and mirrored) and saves it when there is room
      await durableWrites.write(async () => {
        await (await opened)?.preferences.put({ key, value });
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
