// The main thread's handle on the liquidity worker: started on first use, one per app.
import { type Remote, wrap } from 'comlink';
import type { LiquidityApi } from './liquidityApi.ts';

let worker: Remote<LiquidityApi> | undefined;

export function liquidityWorker(): Remote<LiquidityApi> {
  worker ??= wrap<LiquidityApi>(
    new Worker(new URL('./liquidity.worker.ts', import.meta.url), { type: 'module', name: 'liquidity' }),
  );
  return worker;
}
