import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Preferences, PreferencesStore } from './preferences';

const PreferencesContext = createContext<PreferencesStore | null>(null);

export function PreferencesProvider({ store, children }: { store: PreferencesStore; children: ReactNode }) {
  return <PreferencesContext.Provider value={store}>{children}</PreferencesContext.Provider>;
}

export function usePreferencesStore(): PreferencesStore {
  const store = useContext(PreferencesContext);
  if (!store) throw new Error('usePreferencesStore needs a PreferencesProvider');
  return store;
}

export function usePreferences(): Preferences {
  const store = usePreferencesStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
