import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { TEST_PORT_BASE } from './ports.ts';

// below the ephemeral port range (32768+), where an outgoing connection could hold a fixed port
const READY_BASE = TEST_PORT_BASE + 800;
const BUSY_BASE = TEST_PORT_BASE + 900;

function anvilsOnPort(port: number): number {
  try {
    return execFileSync('pgrep', ['-f', `anvil .*--port ${port}`], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean).length;
  } catch {
    return 0;
  }
}

function runDevnetCommand(portBase: number): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'devnet/cli.ts'], {
    env: {
      ...process.env,
      DEVNET_PORT_BASE: String(portBase),
      DEVNET_MARKET: 'off',
      DEVNET_MANIFEST: `.devnet/test-cli-${portBase}.json`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('npm run devnet', () => {
  it('should run both chains until SIGTERM and leave no anvil process behind', async () => {
    const run = runDevnetCommand(READY_BASE);
    // The last line of the ready message: the pipe may deliver the message in more than one chunk.
    await waitFor(() => run.output().includes('Ctrl-C stops both chains.'), 60_000);
    expect(run.output()).toMatch(new RegExp(`Devnet\\s+chain 31337\\s+http://127\\.0\\.0\\.1:${READY_BASE}`));
    expect(anvilsOnPort(READY_BASE) + anvilsOnPort(READY_BASE + 1)).toBe(2);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(anvilsOnPort(READY_BASE) + anvilsOnPort(READY_BASE + 1)).toBe(0);
  });

  it('should print one clear line and no stack trace when a port is already in use', async () => {
    const server = createServer().listen(BUSY_BASE + 1, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const run = runDevnetCommand(BUSY_BASE);
      expect(await run.exited).toBe(1);
      expect(
        run
          .output()
          .trim()
          .split('\n')
          .filter((l) => !l.includes('nodedir')),
      ).toEqual([
        `devnet: Port ${BUSY_BASE + 1} is already in use: stop what runs there, or start the devnet on other ports (DEVNET_PORT_BASE).`,
      ]);
      expect(anvilsOnPort(BUSY_BASE)).toBe(0);
    } finally {
      server.close();
    }
  });
});
