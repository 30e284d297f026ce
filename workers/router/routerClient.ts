// The main thread's handle on the routing worker.
import { type Remote, wrap } from 'comlink';
import type { RouterApi } from './routerApi.ts';

export type RouterClient = Remote<RouterApi>;

/** Starts the routing worker (one per app) and returns its Comlink proxy. */
export function startRouterWorker(): { client: RouterClient; terminate: () => void } {
  const worker = new Worker(new URL('./router.worker.ts', import.meta.url), { type: 'module', name: 'router' });
  return { client: wrap<RouterApi>(worker), terminate: () => worker.terminate() };
}
