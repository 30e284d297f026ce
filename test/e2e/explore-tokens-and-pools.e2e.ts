// spec §2 Explore, §3 token and pool details: tables from the indexer, sorting, a token's chart ranges, a pool.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, waitForPersistedQuery, waitForServiceWorker } from './harness/fixtures.ts';

/** Volume cells of the visible token rows, as numbers (compact USD: $1.2M). */
async function visibleVolumes(page: Page): Promise<number[]> {
  const cells = page.getByRole('table', { name: 'Tokens' }).getByRole('row').locator('[role="cell"]:nth-child(6)');
  const texts = await cells.allInnerTexts();
  const scale: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 };
  return texts.map((text) => {
    const match = /\$([\d,.]+)([KMBT]?)/.exec(text);
    return match ? Number(match[1]!.replace(/,/g, '')) * (scale[match[2]!] ?? 1) : 0;
  });
}

test('should list tokens by volume, open a token, switch chart ranges and open one of its pools', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/explore/tokens/devnet');
  await expect(page).toHaveTitle('Explore top tokens on Devnet | Sluice');
  const table = page.getByRole('table', { name: 'Tokens' });
  await expect(table.getByRole('row', { name: /Wrapped Ether WETH/ })).toBeVisible();

  // Sorted by volume, descending: toggle to ascending and back, checking the order each time.
  const volume = table.getByRole('columnheader', { name: /Volume/ });
  await expect(volume).toHaveAttribute('aria-sort', 'descending');
  let volumes = await visibleVolumes(page);
  expect(volumes.length).toBeGreaterThan(3);
  expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
  await volume.getByRole('button').click();
  await expect(volume).toHaveAttribute('aria-sort', 'ascending');
  volumes = await visibleVolumes(page);
  expect(volumes).toEqual([...volumes].sort((a, b) => a - b));
  await volume.getByRole('button').click();
  await expect(volume).toHaveAttribute('aria-sort', 'descending');

  await table.getByRole('row', { name: /Wrapped BTC WBTC/ }).click();
  await expect(page).toHaveURL(/\/explore\/tokens\/devnet\/0x[0-9a-fA-F]{40}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wrapped BTC WBTC' })).toBeVisible();
  await expect(page.getByTestId('token-price')).toContainText('$');
  await expect(page.getByText('Market cap')).toBeVisible();
  await expect(page.getByText('52W high')).toBeVisible();

  const chart = page.getByTestId('price-chart');
  for (const range of ['1H', '1W', '1M', '1Y', 'All', '1D']) {
    const button = page.getByRole('group', { name: 'Chart range' }).getByRole('button', { name: range, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(chart).toHaveAttribute(
      'aria-label',
      new RegExp(`WBTC price chart, ${range === 'All' ? 'ALL' : range}$`),
    );
    await expect(chart.locator('canvas')).toBeVisible();
    expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(1);
  }

  await expect(page.getByRole('link', { name: 'Swap' })).toHaveAttribute('href', /\/swap\?.*inputCurrency=0x/);
  const pools = page.getByRole('table', { name: 'Pools' });
  await pools
    .getByRole('row', { name: /WETH\/WBTC v3/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/explore\/pools\/devnet\/0x[0-9a-fA-F]{40}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'WETH/WBTC' })).toBeVisible();
  await expect(page.getByText('TVL', { exact: true })).toBeVisible();
  await expect(page.getByText('0.3%', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add liquidity' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'WETH price over the last week' }).locator('canvas')).toBeVisible();
});

test('should sort pools by TVL and show transactions when the tabs change', async ({ page }) => {
  await page.goto('/explore/pools/devnet-l2');
  await expect(page).toHaveTitle('Explore top pools on Devnet L2 | Sluice');
  const table = page.getByRole('table', { name: 'Pools' });
  await expect(table.getByRole('columnheader', { name: /^TVL/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row', { name: /WETH\/USDC/ }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/explore\/transactions\/devnet-l2$/);
  await expect(
    page.getByRole('table', { name: 'Transactions' }).getByRole('row', { name: /Swap/ }).first(),
  ).toBeVisible();
});

test('should write prices and fee tiers the way the chosen language does', async ({ page, manifest }) => {
  const chain = manifest.chains['31337']!;
  const wbtc = chain.tokens.find((t) => t.symbol === 'WBTC')!;
  // es-ES (a complete locale): "." groups thousands, "," starts the cents, the currency sign follows the figure
  await page.goto(`/explore/tokens/devnet/${wbtc.address}?lng=es-ES`);
  await expect(page.getByTestId('token-price')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\sUS\$/);
  const pool = chain.pools.find((p) => p.version === 'v3' && p.fee === 3000) as { address: string };
  await page.goto(`/explore/pools/devnet/${pool.address}?lng=es-ES`);
  await expect(page.getByText('0,3\u00a0%', { exact: true })).toBeVisible();
});

test.describe('with the service worker', () => {
  // the run blocks service workers (playwright.config.ts); this journey reopens the app through it
  test.use({ serviceWorkers: 'allow' });
  test('should show explore from the cache with "Data may be outdated" when reloaded offline', async ({
    page,
    context,
  }) => {
    await page.goto('/explore/tokens/devnet');
    await waitForServiceWorker(page);
    await expect(page.getByRole('row', { name: /Wrapped Ether WETH/ })).toBeVisible();
    await waitForPersistedQuery(page, ['data', 'tokens']);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Data may be outdated', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Wrapped Ether WETH/ })).toBeVisible();
    await context.setOffline(false);
  });
});

test('should keep swaps working while the indexer is dead, say the data is unavailable on a first visit, and show it on retry once the indexer is back', async ({
  page,
  stack,
}) => {
  const pid = Number(readFileSync(stack.indexerPidPath, 'utf8'));
  process.kill(pid, 'SIGSTOP');
  let stopped = true;
  try {
    await page.goto('/swap');
    await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible();
    // issue 34: the loading state ends (the services server waits 5 s on the indexer, and the query asks twice)
    await page.goto('/explore/pools/devnet');
    const unavailable = page.getByText('Data is unavailable at the moment', { exact: true });
    await expect(unavailable).toBeVisible({ timeout: 20_000 });
    process.kill(pid, 'SIGCONT');
    stopped = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Pools' })
        .getByRole('row', { name: /WETH\/USDC/ })
        .first(),
    ).toBeVisible();
    await expect(unavailable).toBeHidden();
  } finally {
    if (stopped) process.kill(pid, 'SIGCONT');
  }
});

test('should sort pools by reward APR, the pool with an LP rewards program first', async ({ page }) => {
  await page.goto('/explore/pools/devnet');
  const table = page.getByRole('table', { name: 'Pools' });
  const rewardApr = table.getByRole('columnheader', { name: /^Reward APR/ });
  await rewardApr.click();
  await expect(rewardApr).toHaveAttribute('aria-sort', 'descending');
  // the devnet's staker pays UNI to the WETH/USDC 0.05 % v3 pool (devnet/deployStaker.ts)
  const first = table.getByRole('row').nth(1);
  await expect(first).toHaveAccessibleName(/^WETH\/USDC v3 0\.05%/);
  await expect(first).toContainText(/\d%/);
});
