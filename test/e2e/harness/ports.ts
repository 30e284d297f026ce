// Ports of the e2e run, away from the defaults a developer's `npm start` or `npm run devnet` uses.
export const E2E_DEVNET_PORT_BASE = Number(process.env.E2E_DEVNET_PORT_BASE ?? 18545);
export const E2E_SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 18700);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_SERVER_PORT}`;
/** The e2e devnet writes its own manifest, so it never overwrites the one a running `npm start` uses. */
export const E2E_MANIFEST_PATH = new URL('../../../.devnet/e2e-deployments.json', import.meta.url).pathname;
