// Work a sandbox agent does once per chain (the filler's and the relayer's stocking): every caller shares one run per
// chain (its id and RPC), a failed run is forgotten so the next call tries again, and `forget` asks for a fresh run
// (the chain went back, or the stock ran out).
import type { ChainDeployment } from '../../contract/deployment.ts';

export type OncePerChain = {
  run: (chain: ChainDeployment) => Promise<void>;
  forget: (chain: ChainDeployment) => void;
};

/**
 * @example
 * const stocking = oncePerChain((chain) => stock(chain));
 * await stocking.run(chain); // stocks once; later calls share that run
 */
export function oncePerChain(work: (chain: ChainDeployment) => Promise<void>): OncePerChain {
  const runs = new Map<string, Promise<void>>();
  const keyOf = (chain: ChainDeployment) => `${chain.chainId}@${chain.rpcUrl}`;
  return {
    run(chain) {
      const key = keyOf(chain);
      let run = runs.get(key);
      if (!run) {
        run = work(chain);
        run.catch(() => runs.delete(key));
        runs.set(key, run);
      }
      return run;
    },
    forget: (chain) => void runs.delete(keyOf(chain)),
  };
}
