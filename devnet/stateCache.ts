import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Hex } from 'viem';
import { artifactPackageVersions } from './artifacts.ts';
import { OWN_CONTRACT_SOURCES } from './compileContract.ts';
import { DEVNET_DIR } from './paths.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** The build's entry: everything it imports, transitively, shapes the seeded state. */
const BUILD_ENTRY = resolve(import.meta.dirname, 'buildChain.ts');

/** The project's own source files a module imports, transitively (relative imports only; packages count by version). */
function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const match of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const target = resolve(dirname(entry), match[1]!);
    if (existsSync(target)) moduleGraph(target, seen);
  }
  return seen;
}

/** Hash of the seed inputs (the market tables and the code that plays them), our own contracts' sources and the
 * artifact versions. */
export function stateCacheKey(): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(artifactPackageVersions()));
  for (const file of [...moduleGraph(BUILD_ENTRY)].sort().concat(OWN_CONTRACT_SOURCES)) {
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
