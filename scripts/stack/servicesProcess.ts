// The services server as a process of its own (issue 35): the API, the relay and the built app, with the limit-order
// store, the devnet's filler, the bridge's relayer, the usernames, passkeys and cloud backups beside it, as `npm start` and the e2e run start it under the supervisor
// (scripts/stack/supervisor.ts). A crash here (a heap exhausted, a kill) ends this process alone: the supervisor sees
// it, says so and starts it again, and the chains and the indexer keep running.
//
// The parent passes the options as JSON in argv[2] and, once the indexer has caught up, its URL as a message; this
// process answers `{ ready: url }` when it listens, and exits when the parent's channel closes (the parent gone, by any
// death), so it never outlives the stack it belongs to.
import { readManifest } from '../../contract/deployment.ts';
import { DEVNET_FLAGGED_DOMAINS, DEVNET_USERNAMES, devnetSandbox } from '../../devnet/sandboxAccess.ts';
import { LimitOrderFiller } from '../../server/sandbox/limitOrderFiller.ts';
import { AcrossRelayer } from '../../server/sandbox/bridge/relayer.ts';
import { OrderStore, openOrderDatabase } from '../../server/orders/orderStore.ts';
import { UsernameStore } from '../../server/usernames.ts';
import { PasskeyStore } from '../../server/passkeys/passkeyStore.ts';
import { BackupStore } from '../../server/backups/backupStore.ts';
import { startServicesServer } from '../../server/serve.ts';

export type ServicesProcessOptions = {
  port: number;
  manifestPath: string;
  distDir: string;
  /** Where the order and username store keeps its PGlite files; in memory without (DATABASE_URL wins over both). */
  ordersDirectory?: string;
  /** The indexer's URL if it is already serving; else it arrives as a message. */
  indexerUrl?: string;
  /** Analytics on (the e2e run exercises the Origin-Country path). */
  analyticsEnabled?: boolean;
  /** Prefix of this process's log lines. */
  label: string;
  /** Whether the filler's log is printed (the e2e run keeps it quiet unless E2E_VERBOSE). */
  quiet?: boolean;
};

export type ServicesProcessMessage = { ready: { url: string; relayUrl: string } };
export type ServicesParentMessage = { indexerUrl: string };

const options = JSON.parse(process.argv[2] ?? '{}') as ServicesProcessOptions;
const log = (message: string) => options.quiet || console.log(`[${options.label}] ${message}`);
// the supervisor's channel: gone means the supervisor is gone
process.on('disconnect', () => process.exit(0));

const manifest = readManifest(options.manifestPath);
let indexerUrl = options.indexerUrl;
process.on('message', (message: ServicesParentMessage) => {
  if (typeof message?.indexerUrl === 'string') indexerUrl = message.indexerUrl;
});

const database = await openOrderDatabase({
  connectionString: process.env.DATABASE_URL,
  directory: options.ordersDirectory,
});
const orderStore = await OrderStore.open(database);
const usernameStore = await UsernameStore.open(database, DEVNET_USERNAMES);
const passkeyStore = await PasskeyStore.open(database);
const backupStore = await BackupStore.open(database);
// the devnet's UniswapX filler: fills open limit orders once the market crosses them
const filler = new LimitOrderFiller({
  manifest: () => manifest,
  store: orderStore,
  fund: devnetSandbox.fund,
  sendAs: devnetSandbox.sendAs,
  log: (message) => log(`[orders] ${message}`),
});
// the devnet's Across relayer and dataworker: fills bridge deposits on the other chain, refunds the expired ones
const relayer = new AcrossRelayer({
  manifest: () => manifest,
  fund: devnetSandbox.fund,
  sendAs: devnetSandbox.sendAs,
  log: (message) => log(`[bridge] ${message}`),
});
// Both stock their accounts before this process says it is ready (a restarted one finds its stock and sends nothing):
// the e2e run snapshots the chains around each journey, and stocking blocks mined mid-journey would move its heads.
for (const agent of [filler, relayer]) {
  await agent.prepareAll().catch((error: unknown) => log(`stocking failed: ${(error as Error).message}`));
}
filler.start();
relayer.start();
const server = await startServicesServer({
  port: options.port,
  manifest: () => manifest,
  distDir: options.distDir,
  indexerUrl: () => indexerUrl,
  orderStore,
  usernameStore,
  passkeyStore,
  backupStore,
  sandbox: devnetSandbox,
  flaggedDomains: DEVNET_FLAGGED_DOMAINS,
  ...(options.analyticsEnabled ? { runtimeConfig: { analyticsEnabled: true } } : {}),
});
process.send?.({ ready: { url: server.url, relayUrl: server.relayUrl } } satisfies ServicesProcessMessage);

async function shutdown() {
  await server.close();
  await filler.stop();
  await relayer.stop();
  await orderStore.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
