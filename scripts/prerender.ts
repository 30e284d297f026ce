// After `vite build`: writes the first screen of `/`, `/swap` and `/explore` into the built HTML (src/prerender.tsx),
// so those pages paint their content before the app's JavaScript has loaded (Lighthouse LCP, issue 11). The copy is
// inert (no clicks, no focus) until the app adopts it (hydration, src/boot.tsx): a tap on it is not lost on markup that
// cannot answer.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { PREFERENCES_MIRROR_KEY } from '../src/data/preferences.ts';

export const PRERENDERED_PATHS = ['/', '/swap', '/explore'] as const;
/**
 * The pages the app adopts as they are (hydration, src/boot.tsx): their first render in the browser draws what the
 * build drew. Only `/` for now: /swap's network select lists the deployment's networks, which the build cannot know, and
 * adopted with them held back for a render it spent longer hydrating than drawing (Lighthouse 0.84-0.92 against
 * 0.94-0.97 drawn afresh); explore's tables choose their columns for their measured width, and the build's desktop
 * columns would shift on a phone (layout shift 0.16). The others are drawn afresh over their copy.
 */
const ADOPTED_PATHS: readonly string[] = ['/'];

/**
 * Runs before the first paint, right after #root: the prerendered screen stays only where it is what the app will draw
 * (its own path, English); anywhere else (the service worker answers every path offline with index.html, or the
 * visitor reads another language) the boot shell takes its place.
 */
const GUARD = `(function () {
  var page = document.querySelector('[data-prerendered]');
  var path = location.pathname.replace(/\\/+$/, '') || '/';
  var stored = null;
  try { stored = JSON.parse(localStorage.getItem('${PREFERENCES_MIRROR_KEY}') || 'null'); } catch (e) {}
  var locale = new URLSearchParams(location.search).get('lng') || (stored && stored.locale) ||
    (navigator.languages && navigator.languages[0]) || navigator.language || 'en';
  if (page && (page.getAttribute('data-prerendered') !== path || !/^en(-|$)/i.test(locale)))
    page.replaceWith(document.getElementById('boot-shell').content.cloneNode(true));
})();`;

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(ROOT, process.argv[2] ?? 'dist');

/** dist/index.html holds `/`; every other prerendered path gets its own file, served for that path alone. */
export function prerenderedFile(distDir: string, path: string): string {
  return path === '/' ? resolve(distDir, 'index.html') : resolve(distDir, 'prerendered', `${path.slice(1)}.html`);
}

async function main() {
  const vite = await createServer({
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { renderRoute } = (await vite.ssrLoadModule('/src/prerender.tsx')) as {
      renderRoute: (path: string) => Promise<string>;
    };
    const template = readFileSync(resolve(DIST, 'index.html'), 'utf8');
    const root = /<div id="root">\s*([\s\S]*?)\s*<\/div>\s*<!-- \/root[^>]*-->/.exec(template);
    if (!root) throw new Error('dist/index.html has no #root boot shell to replace');
    const bootShell = root[1];
    mkdirSync(resolve(DIST, 'prerendered'), { recursive: true });
    for (const path of PRERENDERED_PATHS) {
      const markup = await renderRoute(path);
      const html = template.replace(
        root[0],
        `<div id="root"><div data-prerendered="${path}"${ADOPTED_PATHS.includes(path) ? ' data-adopt' : ''} inert ` +
          `style="display:contents">${markup}</div></div>` +
          `<template id="boot-shell">${bootShell}</template><script>${GUARD}</script>`,
      );
      const file = prerenderedFile(DIST, path);
      writeFileSync(file, html);
      console.log(`prerendered ${path} (${(markup.length / 1024).toFixed(1)} KB of markup)`);
    }
  } finally {
    await vite.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
