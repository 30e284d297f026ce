// Where the devnet keeps its working state (ignored by git): the cached chain states and the manifest it writes, beside
// the databases `npm start` gives the indexer and the services.
import { resolve } from 'node:path';

export const DEVNET_DIR = resolve(import.meta.dirname, '..', '.devnet');
/** The manifest `npm run devnet` and `npm start` write, and `npm run services` reads by default. */
export const MANIFEST_PATH = resolve(DEVNET_DIR, 'deployments.json');
