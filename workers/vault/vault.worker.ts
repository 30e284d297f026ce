// The vault worker: key derivation (600,000 PBKDF2 rounds) and every use of the phrase and keys happen here, off the
// main thread, which only ever receives addresses and signatures.
import { expose } from 'comlink';
import { createWalletSession } from './walletSession.ts';

const session = createWalletSession();
expose(session);
export type VaultWorkerApi = typeof session;
