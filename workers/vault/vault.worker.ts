// The vault worker: key derivation (600,000 PBKDF2 rounds), sealing and opening the vault, and every use of the keys
// happen here, off the main thread. The main thread is not secret-free: the person types the password there (create,
// unlock, reveal), the phrase is generated there at creation and shown for the person to write down, typed there at
// import, and returned there by the reveal flows. What it never gets is a private key outside the reveal-a-key flow,
// or the unsealed vault; in everyday use it receives addresses and signatures.
import { expose } from 'comlink';
import { createWalletSession } from './walletSession.ts';

const session = createWalletSession();
expose(session);
export type VaultWorkerApi = typeof session;
