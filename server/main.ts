// `tsx server/main.ts`: the services server alone, against the manifest of an already running devnet, or of any chain
// (SLUICE_MANIFEST: a file of the manifest's shape with a real network's RPC URL and contract addresses).
import { resolve } from 'node:path';
import { readManifest } from '../devnet/manifest.ts';
import { startServicesServer } from './serve.ts';

const port = Number(process.env.PORT ?? 8787);
const distDir = process.env.SLUICE_DIST ?? resolve(import.meta.dirname, '..', 'dist');
const server = await startServicesServer({
  port,
  manifest: () => readManifest(process.env.SLUICE_MANIFEST || undefined),
  distDir,
});
console.log(`Sluice services on ${server.url}`);
