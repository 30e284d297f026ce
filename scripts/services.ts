// `npm run services`: the services server alone, against the manifest of an already running devnet, or of any chain
// (SLUICE_MANIFEST: a file of the manifest's shape, contract/deployment.ts, with a real network's RPC URL and contract
// addresses). It hands the sandboxes the devnet's faucet, NFT art and flagged websites; the faucet serves only chains whose node is
// anvil, and a deployment of its own leaves `sandbox` out.
import { resolve } from 'node:path';
import { readManifest } from '../contract/deployment.ts';
import { MANIFEST_PATH } from '../devnet/paths.ts';
import { DEVNET_FLAGGED_DOMAINS, devnetSandbox } from '../devnet/sandboxAccess.ts';
import { startServicesServer } from '../server/serve.ts';

const port = Number(process.env.PORT ?? 8787);
const distDir = process.env.SLUICE_DIST ?? resolve(import.meta.dirname, '..', 'dist');
const server = await startServicesServer({
  port,
  manifest: () => readManifest(process.env.SLUICE_MANIFEST || MANIFEST_PATH),
  distDir,
  sandbox: devnetSandbox,
  flaggedDomains: DEVNET_FLAGGED_DOMAINS,
});
console.log(`Sluice services on ${server.url}`);
