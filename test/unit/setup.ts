// Runs before every unit test file. The unit project shares one module graph per worker (vitest.config.ts): a module's
// side effects run once per worker, so `fake-indexeddb/auto` would install IndexedDB only for the first file that
// imports it (and on jsdom's window, gone with it, when that file runs under jsdom), and Dexie would keep whatever
// IndexedDB it found when first loaded. Installed here on the Node global before each file, every file meets the same
// fake IndexedDB, whichever file ran before it.
import * as fake from 'fake-indexeddb';

const { default: _default, forceCloseDatabase: _close, ...globals } = fake;
for (const [name, value] of Object.entries(globals))
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true, enumerable: false });
