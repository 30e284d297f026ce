// Runs the Ponder indexer and its data API as a child process, with its database cached like the devnet state:
// keyed by the devnet's cache key and the indexer's own sources, so a warm start only indexes what is new.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { DeploymentManifest } from '../../contract/deployment.ts';

const INDEXER_DIR = import.meta.dirname;
const ROOT = resolve(INDEXER_DIR, '..', '..');
const PONDER_BIN = join(ROOT, 'node_modules', 'ponder', 'dist', 'esm', 'bin', 'ponder.js');
export const INDEXER_CACHE_ROOT = join(ROOT, '.devnet', 'indexer');

export type StartIndexerOptions = {
  /** Path of the devnet manifest to index (its chains, RPC URLs and contracts). */
  manifestPath: string;
  manifest: DeploymentManifest;
  port: number;
  /** Name of this run's working database (one per concurrent run: e2e, npm start...). */
  runName: string;
  /**
   * The chains are exactly the cached seeded state (no live market yet): once caught up, keep a copy of the database
   * as the warm start of later runs.
   */
  snapshotWhenReady?: boolean;
  /** Index from scratch, ignoring any cached database (benchmarks of the backfill). */
  cold?: boolean;
  /**
   * A database folder of this run's own, outside the devnet's cache (another chain, e.g. a fresh one): indexed from
   * scratch, neither read from nor kept in the cache, and the cache left as it is.
   */
  databaseDir?: string;
  log?: (message: string) => void;
  /** How long to wait for the backfill to catch up. */
  readyTimeoutMs?: number;
};

export type RunningIndexer = {
  url: string;
  /** Whether this run started from a cached database. */
  warm: boolean;
  /** Seconds from start until the indexer had caught up. */
  readySeconds: number;
  /** Process id of the running indexer (tests pause it to play a dead indexer). */
  pid: () => number | undefined;
  /** Settles with how the indexer's process ended ("exited with code 1", "was killed by SIGKILL"). */
  ended: Promise<string>;
  stop: () => Promise<void>;
};

function endedOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      return resolve(child.signalCode ? `was killed by ${child.signalCode}` : `exited with code ${child.exitCode}`);
    child.once('exit', (code, signal) => resolve(signal ? `was killed by ${signal}` : `exited with code ${code}`));
  });
}

/**
 * Hash of everything that shapes the indexed data: the devnet state and the indexer's sources, except the API's
 * (`api/`, `src/api/`), which reads the tables without changing them.
 */
export function indexerCacheKey(manifest: DeploymentManifest): string {
  // a state rebuilt under the same key (a corrupt cache, a deleted folder) is another chain history: its own key
  const hash = createHash('sha256').update(manifest.cacheKey).update(manifest.generatedAt);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (entry === 'node_modules' || entry.startsWith('.') || entry === 'generated' || entry === 'api') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.ts$/.test(entry) && !/\.test\.ts$/.test(entry) && entry !== 'startIndexer.ts')
        hash.update(relative(INDEXER_DIR, path)).update(readFileSync(path));
    }
  };
  walk(INDEXER_DIR);
  return hash.digest('hex').slice(0, 16);
}

function spawnPonder(options: StartIndexerOptions, dbDir: string): ChildProcess {
  const log = options.log ?? (() => {});
  const child = spawn(
    process.execPath,
    [
      PONDER_BIN,
      'start',
      '--root',
      INDEXER_DIR,
      '--schema',
      'sluice',
      '-p',
      String(options.port),
      '-H',
      '127.0.0.1',
      '--log-format',
      'json',
    ],
    {
      cwd: INDEXER_DIR,
      env: {
        ...process.env,
        PONDER_TELEMETRY_DISABLED: 'true',
        // Ponder prefers the PORT variable to its -p flag; PORT here belongs to the services server.
        PORT: String(options.port),
        SLUICE_INDEXER_MANIFEST: resolve(options.manifestPath),
        // absolute: Ponder runs in the indexer folder, the caller clears the folder relative to its own
        SLUICE_INDEXER_DB_DIR: resolve(dbDir),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string };
        if ((entry.level ?? 30) >= 40 || /backfill|Started|Finished/.test(entry.msg ?? ''))
          log(`indexer: ${entry.msg}`);
      } catch {
        log(`indexer: ${line}`);
      }
    }
  };
  // Never outlive the process that started it (npm start stopped before the indexer caught up, a failed test).
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  child.once('exit', () => process.off('exit', killChild));
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return child;
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`indexer exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`indexer not ready after ${timeoutMs / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the indexer and resolves once it has caught up with both chains. */
export async function startIndexer(options: StartIndexerOptions): Promise<RunningIndexer> {
  if (options.databaseDir) return startUncached(options, options.databaseDir);
  const started = performance.now();
  const key = indexerCacheKey(options.manifest);
  const keyDir = join(INDEXER_CACHE_ROOT, key);
  const snapshotDir = join(keyDir, 'snapshot');
  const workDir = join(keyDir, options.runName);
  // Stale keys: another devnet state or older indexer code.
  if (existsSync(INDEXER_CACHE_ROOT))
    for (const entry of readdirSync(INDEXER_CACHE_ROOT))
      if (entry !== key) rmSync(join(INDEXER_CACHE_ROOT, entry), { recursive: true, force: true });
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(keyDir, { recursive: true });
  const warm = !options.cold && existsSync(join(snapshotDir, 'PG_VERSION'));
  if (warm) cpSync(snapshotDir, workDir, { recursive: true });
  const url = `http://127.0.0.1:${options.port}`;
  const timeout = options.readyTimeoutMs ?? 15 * 60_000;

  let child = spawnPonder(options, workDir);
  try {
    await waitForReady(url, child, timeout);
    if (!warm && !options.cold && options.snapshotWhenReady && !process.env.DATABASE_URL) {
      await stopChild(child);
      rmSync(snapshotDir, { recursive: true, force: true });
      cpSync(workDir, snapshotDir, { recursive: true });
      child = spawnPonder(options, workDir);
      await waitForReady(url, child, timeout);
    }
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  const current = () => child;
  return {
    url,
    warm,
    readySeconds: (performance.now() - started) / 1000,
    pid: () => current().pid,
    ended: endedOf(child),
    stop: () => stopChild(current()),
  };
}

async function startUncached(options: StartIndexerOptions, dbDir: string): Promise<RunningIndexer> {
  const started = performance.now();
  rmSync(dbDir, { recursive: true, force: true });
  mkdirSync(dbDir, { recursive: true });
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawnPonder(options, dbDir);
  try {
    await waitForReady(url, child, options.readyTimeoutMs ?? 15 * 60_000);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    warm: false,
    readySeconds: (performance.now() - started) / 1000,
    pid: () => child.pid,
    ended: endedOf(child),
    stop: () => stopChild(child),
  };
}
