// axe-core in a journey's page: the serious and critical accessibility violations a screen (or a part of it) has.
//
// @axe-core/playwright's AxeBuilder injects axe's 0.5 MB source twice on every analyze, runs it in pieces per frame and
// finishes in a blank page it opens for that: some 2-4 s a scan on a loaded two-core machine, and the route sweep scans
// 54 times at phone width. The app has no frames, so axe runs once in the page itself, injected once per document.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

// the axe-core @axe-core/playwright pins (~4.11): the rules and their tags are the ones the journeys always ran (the
// top level's axe-core is lighthouse's, a later release whose rule set differs)
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxeBuilder.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeScanOptions = {
  /** A selector for the part of the page to scan (a dialog); the whole document when left out. */
  include?: string;
};

/** The serious and critical violations axe finds in the page, one line each: the rule, then the elements. */
export async function seriousViolations(page: Page, { include }: AxeScanOptions = {}): Promise<string[]> {
  // colours as a person sees them at rest: a theme switched just before the scan still runs the buttons' 125 ms
  // background transition (the scans AxeBuilder made took long enough not to meet it); endless ones (a spinner) aside
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  // once per document: a navigation or a reload brings a fresh window without it
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ({ include }) => {
      const axe = (window as unknown as { axe: { run: (c: ElementContext, o: RunOptions) => Promise<AxeResults> } })
        .axe;
      // axe's defaults, as AxeBuilder runs them (its own results' extras, passes and the rest, are not read here)
      return axe.run(include ?? document, { resultTypes: ['violations'] });
    },
    { include },
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
