// Fault journey (issue 35): the services server dies under the supervisor `npm start` uses (scripts/stack/supervisor.ts)
// while a person is exploring. The page already open keeps working and says the data is unavailable; the supervisor
// reports the death and starts the server again, with the chains and the indexer still running; the person then sees
// the data again without reloading.
import { readFileSync } from 'node:fs';
import { expect, test } from './harness/fixtures.ts';

const reported = (path: string) => readFileSync(path, 'utf8');

test('should say the data is unavailable when the services server is killed, and show it again once the supervisor has restarted it', async ({
  page,
  stack,
}) => {
  await page.goto('/explore/tokens/devnet');
  await expect(page.getByRole('row', { name: /Wrapped Ether WETH/ })).toBeVisible();

  process.kill(Number(readFileSync(stack.servicesPidPath, 'utf8')), 'SIGKILL');
  await page.getByRole('tab', { name: 'Pools' }).click();
  await expect(page.getByText('Data is unavailable at the moment', { exact: true })).toBeVisible({ timeout: 15_000 });

  // the supervisor says which part died and that it started it again; nothing else was stopped
  await expect
    .poll(() => reported(stack.supervisorLogPath), { timeout: 30_000 })
    .toContain('the services server is running again');
  const log = reported(stack.supervisorLogPath);
  expect(log).toContain('the services server was killed by SIGKILL: starting it again (restart 1 of 3)');
  expect(log).not.toContain('stopping everything');

  // back on the tokens and then the pools, as a person retries: the data is there again
  await page.getByRole('tab', { name: 'Tokens' }).click();
  await page.getByRole('tab', { name: 'Pools' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Pools' })
      .getByRole('row', { name: /WETH\/USDC/ })
      .first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Data is unavailable at the moment', { exact: true })).toBeHidden();
});
