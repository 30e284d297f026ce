// The routing worker: route search and exact quoting off the main thread (DESIGN.md: never on the main thread).
import { expose } from 'comlink';
import { getDatabase } from '../../src/data/database.ts';
import { createRouterApi } from './routerApi.ts';

// the worker opens its own connection to the app's database to keep pool snapshots between visits
expose(createRouterApi({ database: getDatabase }));
