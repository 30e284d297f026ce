// The last step of `npm run build`: writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the
// build, compressed once at their highest levels, so the services server sends them as they are (serveStatic's
// `precompressed`) instead of compressing each asset on every request, and browsers that speak brotli get the smaller copy.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILE = /\.(m?js|css|html|svg|json|webmanifest|txt)$/i;
/** Below this a compressed copy saves less than a packet; the server's on-the-fly compression skips them too. */
const MIN_BYTES = 1024;

export function precompress(distDir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const file of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    const path = join(distDir, file);
    if (!TEXT_FILE.test(path)) continue;
    const stats = statSync(path);
    if (!stats.isFile() || stats.size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    totals.files += 1;
    totals.bytes += body.byteLength;
    totals.brotliBytes += brotli.byteLength;
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
  const { files, bytes, brotliBytes } = precompress(distDir);
  console.log(
    `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB -> ${(brotliBytes / 1024).toFixed(0)} KB brotli`,
  );
}
