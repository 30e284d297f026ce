// The routing worker: route search and exact quoting off the main thread (DESIGN.md: never on the main thread).
import { expose } from 'comlink';
import { createRouterApi } from './routerApi.ts';

expose(createRouterApi());
