// The build's last step (scripts/precompress.ts) and the services server's static app (server/staticApp.ts) agree:
// the brotli copy the build writes is what a browser that speaks brotli gets.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.ts';
import { createServicesApp } from '../../server/app.ts';
import { TEST_MANIFEST } from '../../server/testManifest.ts';

describe('precompressed assets', () => {
  it('should send the build’s brotli copy of an asset as it is, and the asset itself to a browser without brotli', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sluice-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(dist, 'assets'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i })))};`;
    writeFileSync(join(dist, 'assets', 'table-1234.js'), script);
    expect(precompress(dist).files).toBe(1);
    const { app: withDist } = createServicesApp({ manifest: () => TEST_MANIFEST, distDir: dist });
    const brotli = await withDist.request('/assets/table-1234.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);
    const plain = await withDist.request('/assets/table-1234.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });
});
