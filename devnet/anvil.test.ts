import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DevnetError, startAnvil } from './anvil.ts';

describe('startAnvil', () => {
  it('should name the port when the port is already in use', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as { port: number }).port;
    try {
      const error = await startAnvil({ port, chainId: 31337 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DevnetError);
      expect((error as Error).message).toContain(`Port ${port} is already in use`);
    } finally {
      server.close();
    }
  });

  it('should say the binary is missing when the anvil binary is missing', async () => {
    const error = await startAnvil({ port: 39_001, chainId: 31337, binary: '/nonexistent/anvil' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DevnetError);
    expect((error as Error).message).toBe('The anvil binary is missing at /nonexistent/anvil (set by ANVIL_BINARY).');
  });

  it('should time out with the RPC URL when the RPC never becomes ready', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sluice-anvil-'));
    const fake = join(dir, 'anvil');
    writeFileSync(fake, '#!/bin/sh\nexec sleep 30\n');
    chmodSync(fake, 0o755);
    const error = await startAnvil({ port: 39_002, chainId: 31337, binary: fake, readyTimeoutMs: 700 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DevnetError);
    expect((error as Error).message).toBe('The RPC at http://127.0.0.1:39002 never became ready within 1 s.');
  });

  it('should report the exit code when anvil exits before its RPC is ready', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sluice-anvil-'));
    const fake = join(dir, 'anvil');
    writeFileSync(fake, '#!/bin/sh\necho "bad flag" >&2\nexit 3\n');
    chmodSync(fake, 0o755);
    const error = await startAnvil({ port: 39_003, chainId: 31337, binary: fake }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(
      /^anvil exited with code 3 before its RPC at http:\/\/127\.0\.0\.1:39003 became ready\. bad flag$/,
    );
  });
});
