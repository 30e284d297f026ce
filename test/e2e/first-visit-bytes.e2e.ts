// The second byte budget (issue 34): every script `/` fetches until the network is idle on an untouched first visit,
// lazy chunks fetched after first paint and workers included. The first budget (scripts/check-bundle-budget.ts)
// counts what `/` needs before it runs; this one counts what a visitor downloads who only looks at the landing page, so
// that what loads on idle is only what the page can use next (the connection loads when someone reaches for a wallet,
// the query cache's worker does not carry a second Dexie).
import { resolve } from 'node:path';
import { expect, test } from './harness/fixtures.ts';
import { scriptsUntilIdle } from './harness/scriptsUntilIdle.ts';

const UNTIL_IDLE_JS_BUDGET_KB = 250;

test('should download at most 250 KB of gzipped JavaScript on an untouched landing page', async ({ browser, stack }) => {
  const context = await browser.newContext({ baseURL: stack.baseUrl });
  const { totalKb, scripts, listing } = await scriptsUntilIdle(context, '/', resolve(import.meta.dirname, '../../dist'));
  console.log(`JavaScript / downloads until idle: ${totalKb.toFixed(1)} KB gzip in ${scripts.length} scripts`);
  expect(totalKb, listing).toBeLessThanOrEqual(UNTIL_IDLE_JS_BUDGET_KB);
  await context.close();
});
