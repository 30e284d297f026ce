// `npm start`: the devnet (with its live market), the services server and the built app, on one URL.
import { resolve } from 'node:path';
import { startDevnet } from '../devnet/index.ts';
import { startServicesServer } from './serve.ts';

// `npm start` builds first (see package.json), so dist/ always matches the code.
const distDir = resolve(import.meta.dirname, '..', 'dist');

// The live market keeps prices moving; SLUICE_MARKET=off gives a still chain (handy when debugging).
const devnet = await startDevnet({
  market: process.env.SLUICE_MARKET !== 'off',
  log: (message) => console.log(`[devnet] ${message}`),
});
const server = await startServicesServer({
  port: Number(process.env.PORT ?? 8787),
  manifest: () => devnet.manifest,
  distDir,
});
console.log(`\nSluice is running at ${server.url}\n  WalletConnect relay (local): ${server.relayUrl}\n`);

async function shutdown() {
  await server.close();
  await devnet.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
