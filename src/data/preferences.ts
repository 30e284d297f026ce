// spec §3 "Preferences": kept in Dexie, loaded once at start, written through on every change.
import type { CurrencyCode } from '../lib/currencies';
import type { LocaleCode } from '../lib/locales';
import type { SluiceDatabase } from './database';

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
  /** Recently picked tokens in the token selector ("chainId:address", newest first). */
  swapRecentTokens: string[];
  /** Tokens the trader imported by address after the warning ("chainId:address"). */
  swapImportedTokens: string[];
  /** The account drawer's last tab (spec §2: remembered). */
  accountDrawerTab: 'tokens' | 'nfts' | 'pools' | 'activity';
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
  swapRecentTokens: [],
  swapImportedTokens: [],
  accountDrawerTab: 'tokens',
};

export type PreferencesStore = {
  get: () => Preferences;
  set: <K extends keyof Preferences>(key: K, value: Preferences[K]) => Promise<void>;
  subscribe: (listener: () => void) => () => void;
};

/** Reads every stored preference (unknown keys ignored) over the defaults. */
export async function loadPreferences(database: SluiceDatabase): Promise<Preferences> {
  const rows = await database.preferences.toArray();
  const loaded: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
  for (const row of rows) if (row.key in DEFAULT_PREFERENCES) loaded[row.key] = row.value;
  return loaded as Preferences;
}

export function createPreferencesStore(initial: Preferences, database: SluiceDatabase | null): PreferencesStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    async set(key, value) {
      current = { ...current, [key]: value };
      for (const listener of listeners) listener();
      await database?.preferences.put({ key, value });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
