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

/** Where built states are kept, one folder per cache key. */
export const DEFAULT_STATE_ROOT = join(DEVNET_DIR, 'state');

/** The cached state of one cache key, under a root folder. */
export class StateCache {
  readonly dir: string;

  constructor(
    readonly key: string,
    readonly root: string = DEFAULT_STATE_ROOT,
  ) {
    this.dir = join(root, key);
  }

  chainStatePath(chainId: number): string {
    return join(this.dir, `chain-${chainId}.json`);
  }

  get manifestPath(): string {
    return join(this.dir, 'manifest.json');
  }

  /** Whether a complete cache exists (it may still turn out corrupt when anvil loads it). */
  isComplete(chainIds: readonly number[]): boolean {
    return existsSync(this.manifestPath) && chainIds.every((id) => existsSync(this.chainStatePath(id)));
  }

  /** Writes anvil_dumpState's answer (gzipped JSON as hex) as the JSON that `anvil --load-state` reads. */
  writeChainState(chainId: number, dump: Hex): void {
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(this.chainStatePath(chainId), gunzipSync(Buffer.from(dump.slice(2), 'hex')));
  }

  /** Removes every cached state under the root: stale keys, and this one when it proved corrupt. */
  clear(): void {
    if (!existsSync(this.root)) return;
    for (const entry of readdirSync(this.root)) rmSync(join(this.root, entry), { recursive: true, force: true });
  }
}
