import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

/** A failure a person can act on: the message names what to do, and no stack is printed for it. */
export class DevnetError extends Error {
  override name = 'DevnetError';
}

export type AnvilOptions = {
  port: number;
  chainId: number;
  /** Genesis timestamp (unix seconds); only used for a fresh chain. */
  genesisTimestamp?: number;
  /** A state dump (JSON, as anvil_dumpState returns it ungzipped) to start from. */
  loadStatePath?: string;
  readyTimeoutMs?: number;
  /** Path of the anvil binary (default: ANVIL_BINARY, else the one `@foundry-rs/anvil` installed). */
  binary?: string;
};

export type AnvilProcess = {
  port: number;
  chainId: number;
  rpcUrl: string;
  /** Settles with how anvil ended ("exited with code 1", "was killed by SIGKILL"), by a stop or on its own. */
  ended: Promise<string>;
  stop: () => Promise<void>;
};

export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

const require = createRequire(import.meta.url);

/** Path of the anvil binary that `@foundry-rs/anvil` installs as a platform package (spawned directly, not through npx). */
export function anvilBinaryPath(override = process.env.ANVIL_BINARY): string {
  if (override) {
    if (!existsSync(override))
      throw new DevnetError(`The anvil binary is missing at ${override} (set by ANVIL_BINARY).`);
    return override;
  }
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`;
  let path: string;
  try {
    path = join(dirname(require.resolve(`${platformPackage}/package.json`)), 'bin', 'anvil');
  } catch {
    throw new DevnetError(
      `The anvil binary is missing: the package ${platformPackage} is not installed. Run \`npm ci\` (optional dependencies must not be omitted).`,
    );
  }
  if (!existsSync(path)) throw new DevnetError(`The anvil binary is missing at ${path}. Run \`npm ci\` again.`);
  return path;
}

/** Rejects with a DevnetError naming the port when something already listens on it. */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new DevnetError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use: stop what runs there, or start the devnet on other ports (DEVNET_PORT_BASE).`
            : `Port ${port} cannot be opened: ${error.message}`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

// Whatever way this process ends (an uncaught error included), no anvil outlives it.
const liveChildren = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
});

/** Starts one anvil chain and waits until its RPC answers. */
export async function startAnvil(options: AnvilOptions): Promise<AnvilProcess> {
  const binary = anvilBinaryPath(options.binary);
  await assertPortFree(options.port);
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--chain-id',
    String(options.chainId),
    '--hardfork',
    'prague',
    '--mnemonic',
    TEST_MNEMONIC,
    '--accounts',
    '10',
    '--balance',
    '1000000',
    '--gas-limit',
    '60000000',
    '--code-size-limit',
    '100000',
    '--silent',
    // keep a bounded number of historical states in memory and none on disk: without this anvil writes every
    // block's state under ~/.foundry/anvil/tmp and a long history fills the disk (tens of GB seen)
    '--prune-history',
    '256',
  ];
  if (options.loadStatePath) args.push('--load-state', options.loadStatePath);
  else if (options.genesisTimestamp !== undefined) args.push('--timestamp', String(options.genesisTimestamp));

  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: false });
  liveChildren.add(child);
  // A watchdog that outlives nothing: when this process dies, even by a signal or SIGKILL, its pipe closes and it
  // kills anvil, so no chain is left holding the port.
  const watchdog = spawn('/bin/sh', ['-c', `read _; kill -KILL ${child.pid} 2>/dev/null`], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.unref();
  (watchdog.stdin as unknown as { unref?: () => void }).unref?.();
  child.once('exit', () => {
    liveChildren.delete(child);
    watchdog.kill();
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ended = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? `was killed by ${signal}` : `exited with code ${code}`)),
  );
  const rpcUrl = `http://127.0.0.1:${options.port}`;

  const stop = () => stopChild(child, exited);
  try {
    await waitForRpc(rpcUrl, options.readyTimeoutMs ?? 15_000, exited, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port: options.port, chainId: options.chainId, rpcUrl, ended, stop };
}

async function waitForRpc(
  rpcUrl: string,
  timeoutMs: number,
  exited: Promise<number | null>,
  stderr: () => string,
): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new DevnetError(
        `anvil exited with code ${exitCode} before its RPC at ${rpcUrl} became ready. ${stderr().trim()}`.trim(),
      );
    }
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(1000),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new DevnetError(`The RPC at ${rpcUrl} never became ready within ${Math.round(timeoutMs / 1000)} s.`);
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killed = await Promise.race([
    exited.then(() => true),
    new Promise<false>((r) => setTimeout(() => r(false), 3000)),
  ]);
  if (!killed) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** Starts several chains at once; if any fails, stops the others before throwing, so none is left behind. */
export async function startAnvils(options: AnvilOptions[]): Promise<AnvilProcess[]> {
  const results = await Promise.allSettled(options.map(startAnvil));
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await Promise.all(started.map((a) => a.stop()));
    throw failure.reason;
  }
  return started;
}
