import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Hex } from 'viem';
import { artifactPackageVersions } from './artifacts.ts';
import { DEVNET_DIR } from './manifest.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** Sources whose every byte shapes the seeded state: change one and the cache is rebuilt. */
const SEED_SOURCES = ['devnet', 'src/chain', 'workers/math'];

function sourceFiles(dir: string): string[] {
  const full = resolve(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Hash of the seed inputs (the market tables and the code that plays them) and the artifact versions. */
export function stateCacheKey(): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(artifactPackageVersions()));
  for (const file of SEED_SOURCES.flatMap(sourceFiles)) {
    // the CLI and the start/stop API don't change what is built
    if (/devnet\/(cli|index|anvil|stateCache)\.ts$/.test(file)) continue;
    hash.update(relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export function stateDir(key: string): string {
  return join(DEVNET_DIR, 'state', key);
}

export function chainStatePath(key: string, chainId: number): string {
  return join(stateDir(key), `chain-${chainId}.json`);
}

export function cachedManifestPath(key: string): string {
  return join(stateDir(key), 'manifest.json');
}

/** Whether a complete cache for this key exists (it may still turn out corrupt when anvil loads it). */
export function hasCachedState(key: string, chainIds: readonly number[]): boolean {
  return existsSync(cachedManifestPath(key)) && chainIds.every((id) => existsSync(chainStatePath(key, id)));
}

/** Writes anvil_dumpState's answer (gzipped JSON as hex) as the JSON that `anvil --load-state` reads. */
export function writeChainState(key: string, chainId: number, dump: Hex): void {
  mkdirSync(stateDir(key), { recursive: true });
  writeFileSync(chainStatePath(key, chainId), gunzipSync(Buffer.from(dump.slice(2), 'hex')));
}

/** Removes every cached state but the current one (and the current one too when it proved corrupt). */
export function pruneStateCache(keep?: string): void {
  const root = join(DEVNET_DIR, 'state');
  if (!existsSync(root)) return;
  for (const entry of readdirSync(root)) if (entry !== keep) rmSync(join(root, entry), { recursive: true, force: true });
}
