// Key derivation runs here: 600,000 PBKDF2 rounds must never block the main thread (DESIGN.md).
import { expose } from 'comlink';
import { openSecret, sealSecret } from './vault/vaultCrypto.ts';

const api = { sealSecret, openSecret };
expose(api);
export type VaultWorkerApi = typeof api;
