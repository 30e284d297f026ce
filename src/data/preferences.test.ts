import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  PREFERENCES_MIRROR_KEY,
  createPreferencesStore,
  readPreferencesMirror,
  type Preferences,
} from './preferences';

/** A Storage over a Map, as localStorage behaves. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

/** Dexie's preferences table over a Map. */
function memoryTable(rows: Record<string, unknown> = {}) {
  const map = new Map(Object.entries(rows));
  return {
    map,
    preferences: {
      toArray: async () => [...map].map(([key, value]) => ({ key, value })),
      put: async ({ key, value }: { key: string; value: unknown }) => {
        map.set(key, value);
        return key;
      },
    },
  };
}

const preferencesArbitrary: fc.Arbitrary<Preferences> = fc.record({
  ...Object.fromEntries(Object.entries(DEFAULT_PREFERENCES).map(([key, value]) => [key, fc.constant(value)])),
  theme: fc.constantFrom('light', 'dark', 'system'),
  currency: fc.constantFrom('USD', 'EUR', 'JPY'),
  hideSpam: fc.boolean(),
  swapSlippageBips: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
  swapRecentTokens: fc.array(fc.string(), { maxLength: 4 }),
}) as fc.Arbitrary<Preferences>;

describe('createPreferencesStore', () => {
  it('should notify subscribers with the new value when a preference changes', async () => {
    const store = createPreferencesStore(DEFAULT_PREFERENCES);
    const seen: string[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.get().theme));
    await store.set('theme', 'dark');
    unsubscribe();
    await store.set('theme', 'light');
    expect(seen).toEqual(['dark']);
    expect(store.get().theme).toBe('light');
  });

  it('should read back from the mirror whatever preferences it last held', async () => {
    await fc.assert(
      fc.asyncProperty(
        preferencesArbitrary,
        fc.constantFrom('light', 'dark') as fc.Arbitrary<'light' | 'dark'>,
        async (initial, theme) => {
          const mirror = memoryStorage();
          const store = createPreferencesStore(initial, { mirror });
          await store.set('theme', theme);
          expect(readPreferencesMirror(mirror)).toEqual({ ...initial, theme });
        },
      ),
    );
  });

  it('should replace what it started from with the database, keeping what the user changed meanwhile', async () => {
    const mirror = memoryStorage();
    let open!: (table: ReturnType<typeof memoryTable>) => void;
    const table = memoryTable({ theme: 'dark', currency: 'EUR', hideSpam: false });
    const store = createPreferencesStore(DEFAULT_PREFERENCES, { database: new Promise((r) => (open = r)), mirror });
    const saved = store.set('currency', 'JPY');
    expect(store.get().currency).toBe('JPY'); // at once, before the database opens
    const changed = new Promise<void>((resolve) => store.subscribe(resolve));
    open(table);
    await changed;
    await saved;
    expect(store.get()).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark', currency: 'JPY', hideSpam: false });
    expect(table.map.get('currency')).toBe('JPY');
    expect(readPreferencesMirror(mirror)).toEqual(store.get());
  });

  it('should keep working in memory when the database is refused', async () => {
    const store = createPreferencesStore(DEFAULT_PREFERENCES, { database: Promise.reject(new Error('private mode')) });
    await store.set('theme', 'dark');
    expect(store.get().theme).toBe('dark');
  });
});

describe('readPreferencesMirror', () => {
  it('should give null for a first visit, broken JSON or a storage that throws', () => {
    const storage = memoryStorage();
    expect(readPreferencesMirror(storage)).toBeNull();
    storage.map.set(PREFERENCES_MIRROR_KEY, '{not json');
    expect(readPreferencesMirror(storage)).toBeNull();
    expect(
      readPreferencesMirror({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeNull();
  });

  it('should drop unknown keys and values of the wrong type', () => {
    const storage = memoryStorage();
    storage.map.set(
      PREFERENCES_MIRROR_KEY,
      JSON.stringify({ theme: 'dark', hideSpam: 'yes', gone: 1, locale: 'ja-JP' }),
    );
    expect(readPreferencesMirror(storage)).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark', locale: 'ja-JP' });
  });
});
