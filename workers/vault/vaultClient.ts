// The main thread's handle on the vault worker: in everyday use it gets addresses and signatures back; only the reveal
// flows, after the password, return the phrase or one private key (vault.worker.ts says what else the main thread sees).
import { type Remote, wrap } from 'comlink';
import type { VaultWorkerApi } from './vault.worker.ts';

export type VaultClient = Remote<VaultWorkerApi>;

/** Starts the vault worker (one per app) and returns its Comlink proxy. */
export function startVaultWorker(): { client: VaultClient; terminate: () => void } {
  const worker = new Worker(new URL('./vault.worker.ts', import.meta.url), { type: 'module', name: 'vault' });
  return { client: wrap<VaultWorkerApi>(worker), terminate: () => worker.terminate() };
}
