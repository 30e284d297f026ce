// The budget check walks only what `/` must load before it runs: the entry and its static imports.
import { describe, expect, it } from 'vitest';
import { initialChunkFiles, type ViteManifest } from '../../scripts/check-bundle-budget.ts';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    dynamicImports: ['src/Swap.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  'src/Swap.tsx': { file: 'assets/Swap.js', imports: ['_viem.js', '_react.js'] },
  '_viem.js': { file: 'assets/viem.js' },
};

describe('initialChunkFiles', () => {
  it('should count the entry and its static imports once each when chunks share an import', () => {
    expect(initialChunkFiles(manifest, 'index.html')).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/router.js',
    ]);
  });

  it('should leave out a chunk that only a dynamic import reaches', () => {
    expect(initialChunkFiles(manifest, 'index.html')).not.toContain('assets/viem.js');
  });

  it('should fail when the manifest lacks an imported chunk', () => {
    expect(() => initialChunkFiles({ 'index.html': { file: 'i.js', imports: ['_gone.js'] } }, 'index.html')).toThrow(
      /_gone\.js/,
    );
  });
});
