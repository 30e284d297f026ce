import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, createPreferencesStore } from './preferences';

describe('createPreferencesStore', () => {
  it('should notify subscribers with the new value when a preference changes', async () => {
    const store = createPreferencesStore(DEFAULT_PREFERENCES, null);
    const seen: string[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.get().theme));
    await store.set('theme', 'dark');
    unsubscribe();
    await store.set('theme', 'light');
    expect(seen).toEqual(['dark']);
    expect(store.get().theme).toBe('light');
  });
});
