// The devnet's programmatic API: start both chains (from the state cache, or building it), snapshot, revert, stop.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Hex } from 'viem';
import { type AnvilProcess, DevnetError, assertPortFree, startAnvils } from './anvil.ts';
import { buildChain } from './buildChain.ts';
import { LiveMarket } from './liveMarket.ts';
import type { ChainDeployment, DeploymentManifest } from '../contract/deployment.ts';
import { DEVNET_CHAINS, HISTORY } from './market.ts';
import { MANIFEST_PATH } from './paths.ts';
import { ChainSession } from './session.ts';
import { StateCache, stateCacheKey } from './stateCache.ts';

export { DevnetError } from './anvil.ts';
export { faucet } from './faucet.ts';
export { DEVNET_DIR, MANIFEST_PATH } from './paths.ts';

export type StartDevnetOptions = {
  /** Port of chain 31337; chain 31338 listens on the next one. Default 8545 (or DEVNET_PORT_BASE). */
  portBase?: number;
  /**
   * Keep trading in the background, as a live market does (default off: tests want a still chain): every `intervalMs`,
   * after filling up to `catchUpHours` (default a day) of the time since the cached history ended.
   */
  market?: boolean | { intervalMs: number; catchUpHours?: number };
  /** Where to write the manifest (default `.devnet/deployments.json`). */
  manifestPath?: string;
  /** Ignore the state cache and build from scratch. */
  rebuild?: boolean;
  /** Folder of cached states (default `.devnet/state`). */
  stateRoot?: string;
  /**
   * Days of market history a build seeds (default HISTORY.days). Only for a test that must see a build happen: the
   * state it caches under `stateRoot` is not the state the cache key names, so give it a stateRoot of its own.
   */
  historyDays?: number;
  log?: (message: string) => void;
};

export type DevnetSnapshot = { ids: Hex[] };

export type Devnet = {
  manifest: DeploymentManifest;
  chains: ChainSession[];
  /** Whether this start loaded the cached state (warm) or built it (cold). */
  warm: boolean;
  snapshot(): Promise<DevnetSnapshot>;
  /** Reverts both chains to a snapshot; a snapshot can be reverted to once (take a new one after). */
  revert(snapshot: DevnetSnapshot): Promise<void>;
  /** Settles when a chain's node ends on its own, naming it and how ("anvil of chain 31337 on :8545 was killed by SIGKILL"). */
  ended: Promise<string>;
  stop(): Promise<void>;
};

type CachedBuild = { manifest: DeploymentManifest; finalPrices: Record<number, Record<string, number>> };

export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const log = options.log ?? (() => {});
  const portBase = options.portBase ?? Number(process.env.DEVNET_PORT_BASE ?? 8545);
  const chainIds = DEVNET_CHAINS.map((c) => c.chainId);
  const cache = new StateCache(stateCacheKey(), options.stateRoot);
  const port = (offset: number) => portBase + offset;

  // a port in use is reported at once, not after a cold build of the state
  for (const c of DEVNET_CHAINS) await assertPortFree(port(c.portOffset));

  let anvils: AnvilProcess[] = [];
  let build: CachedBuild | undefined;
  let warm = false;
  if (!options.rebuild && cache.isComplete(chainIds)) {
    try {
      build = JSON.parse(readFileSync(cache.manifestPath, 'utf8')) as CachedBuild;
      anvils = await startAnvils(
        DEVNET_CHAINS.map((c) => ({
          port: port(c.portOffset),
          chainId: c.chainId,
          loadStatePath: cache.chainStatePath(c.chainId),
        })),
      );
      await assertDeployed(anvils, build.manifest);
      await resumeChainClocks(anvils);
      warm = true;
      log(`devnet: loaded cached state ${cache.key}`);
    } catch (error) {
      await Promise.all(anvils.map((a) => a.stop()));
      anvils = [];
      if (error instanceof DevnetError && /in use/.test(error.message)) throw error;
      log(`devnet: cached state ${cache.key} is unusable (${(error as Error).message.split('\n')[0]}); rebuilding`);
    }
  }
  if (!warm) {
    cache.clear();
    const built = await buildState(cache, port, log, options.historyDays ?? HISTORY.days);
    anvils = built.anvils;
    build = built.build;
  }

  const manifest = withRpcUrls(build!.manifest, anvils);
  const manifestPath = options.manifestPath ?? MANIFEST_PATH;
  mkdirSync(dirname(manifestPath), { recursive: true });
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  const chains = anvils.map(
    (a) => new ChainSession(a.chainId, DEVNET_CHAINS.find((c) => c.chainId === a.chainId)!.name, a.rpcUrl),
  );

  let market: LiveMarket | undefined;
  if (options.market) {
    market = new LiveMarket(chains, manifest, build!.finalPrices, log);
    const { intervalMs, catchUpHours } = typeof options.market === 'object' ? options.market : {};
    await market.start(intervalMs, catchUpHours);
  }

  let stopped = false;
  const ended = Promise.race(
    anvils.map((a) => a.ended.then((how) => `anvil of chain ${a.chainId} on :${a.port} ${how}`)),
  ).then(async (how) => {
    if (!stopped) await market?.stop();
    return how;
  });
  return {
    manifest,
    chains,
    warm,
    ended,
    async snapshot() {
      return { ids: await Promise.all(chains.map((c) => c.test.snapshot())) };
    },
    async revert(snapshot) {
      await Promise.all(chains.map((c, i) => c.test.revert({ id: snapshot.ids[i]! })));
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await market?.stop();
      await Promise.all(anvils.map((a) => a.stop()));
    },
  };
}

async function buildState(
  cache: StateCache,
  port: (offset: number) => number,
  log: (m: string) => void,
  historyDays: number,
) {
  const historyEnd = Math.floor(Date.now() / 1000 / 3600) * 3600;
  const historyStart = historyEnd - historyDays * 86_400;
  const genesisTimestamp = historyStart - 7200;
  log(`devnet: building state ${cache.key} (deploying the protocol and ${historyDays} days of market history)`);
  const anvils = await startAnvils(
    DEVNET_CHAINS.map((c) => ({ port: port(c.portOffset), chainId: c.chainId, genesisTimestamp })),
  );
  try {
    const results = await Promise.all(
      DEVNET_CHAINS.map((c, i) =>
        buildChain(new ChainSession(c.chainId, c.name, anvils[i]!.rpcUrl), { historyStart, historyEnd }, log),
      ),
    );
    const manifest: DeploymentManifest = {
      cacheKey: cache.key,
      generatedAt: new Date().toISOString(),
      history: { fromTimestamp: historyStart, toTimestamp: historyEnd },
      chains: Object.fromEntries(results.map((r) => [String(r.manifest.chainId), { ...r.manifest, rpcUrl: '' }])),
    };
    const finalPrices = Object.fromEntries(results.map((r) => [r.manifest.chainId, r.finalPrices]));
    // chain states first, the manifest last: a cache without its manifest counts as absent
    for (const anvil of anvils) {
      const session = new ChainSession(anvil.chainId, '', anvil.rpcUrl);
      cache.writeChainState(anvil.chainId, await session.test.dumpState());
    }
    writeFileSync(cache.manifestPath, JSON.stringify({ manifest, finalPrices } satisfies CachedBuild));
    log(`devnet: state cached in ${cache.dir}`);
    return { anvils, build: { manifest, finalPrices } };
  } catch (error) {
    await Promise.all(anvils.map((a) => a.stop()));
    throw error;
  }
}

function withRpcUrls(manifest: DeploymentManifest, anvils: AnvilProcess[]): DeploymentManifest {
  const chains: Record<string, ChainDeployment> = {};
  for (const anvil of anvils) {
    const chain = manifest.chains[String(anvil.chainId)];
    if (chain) chains[String(anvil.chainId)] = { ...chain, rpcUrl: anvil.rpcUrl };
  }
  return { ...manifest, chains };
}

/**
 * anvil restarts its clock at wall time on --load-state, which would leave a gap after the history and refuse any
 * timestamp inside it. Resuming from the last block keeps chain time continuous (and lets the live market fill the gap).
 */
async function resumeChainClocks(anvils: AnvilProcess[]) {
  for (const anvil of anvils) {
    const session = new ChainSession(anvil.chainId, '', anvil.rpcUrl);
    const latest = await session.public.getBlock();
    await session.public.request({ method: 'evm_setTime' as never, params: [Number(latest.timestamp) + 1] as never });
  }
}

/** A loaded state must hold the protocol where the manifest says; otherwise the cache is stale or corrupt. */
async function assertDeployed(anvils: AnvilProcess[], manifest: DeploymentManifest) {
  for (const anvil of anvils) {
    const chain = manifest.chains[String(anvil.chainId)];
    if (!chain) throw new Error(`The cached manifest has no chain ${anvil.chainId}`);
    const session = new ChainSession(anvil.chainId, chain.name, anvil.rpcUrl);
    const code = await session.public.getCode({ address: chain.contracts.UniversalRouter });
    if (!code || code === '0x')
      throw new Error(`chain ${anvil.chainId} has no UniversalRouter at ${chain.contracts.UniversalRouter}`);
    const delegate = chain.delegation?.latest;
    if (delegate && (await session.public.getCode({ address: delegate })) === undefined)
      throw new Error(`chain ${anvil.chainId} has no smart-wallet delegate at ${delegate}`);
  }
}
