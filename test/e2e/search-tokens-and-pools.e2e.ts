// spec §2/§5 search modal: `/` opens it, results grouped by kind, a choice navigates and lands in recent searches.
import { expect, test } from './harness/fixtures.ts';

test('should find a token by symbol, by address and a pool, and list the choice in recent searches', async ({
  page,
  manifest,
}) => {
  const chain = manifest.chains['31337']!;
  const uni = chain.tokens.find((t) => t.symbol === 'UNI')!;
  const v2WethUsdc = chain.pools.find((p) => p.version === 'v2') as { address: string };
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();

  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('region', { name: 'Trending tokens' })).toBeVisible();
  // spec §9: the search modal is at most 640 x 520.
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(640);
  expect(box.height).toBeLessThanOrEqual(520);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // By symbol
  await page.keyboard.press('/');
  const input = dialog.getByRole('searchbox', { name: 'Search tokens, pools and wallets' });
  await input.fill('LINK');
  const tokens = dialog.getByRole('region', { name: 'Tokens' });
  await expect(tokens.getByRole('button', { name: /Chainlink LINK/ }).first()).toBeVisible();

  // By address
  await input.fill(uni.address);
  // UNI has the same address on both chains: one result per chain
  await expect(tokens.getByRole('button', { name: /Uniswap UNI/ })).toHaveCount(2);

  // A pool by its address hides tokens (a bare address with a single pool hit: the same pair address exists on
  // both devnet chains, so filter to one)
  await dialog.getByRole('combobox', { name: 'Network' }).selectOption({ label: 'Devnet' });
  await input.fill(v2WethUsdc.address);
  const pools = dialog.getByRole('region', { name: 'Pools' });
  await expect(pools.getByRole('button', { name: /WETH\/USDC v2 0.3%/ })).toBeVisible();
  await expect(tokens).toBeHidden();

  // A pool by its pair, chosen: navigates, closes and is remembered; analytics learns where the result stood and how
  // long the query was, never the query itself
  const selected = page.waitForRequest(
    (r) => r.url().endsWith('/api/analytics') && (r.postData() ?? '').includes('"search_result_selected"'),
  );
  await input.fill('WETH/USDC');
  await pools
    .getByRole('button', { name: /WETH\/USDC v3 0.05%/ })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  const sent = (await selected).postData() ?? '';
  expect(sent).toContain('"query_length":9');
  expect(sent).toContain('"section":"results"');
  expect(sent).not.toContain('WETH/USDC');
  await expect(page).toHaveURL(/\/explore\/pools\/devnet(-l2)?\/0x[0-9a-fA-F]{40}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'WETH/USDC' })).toBeVisible();

  await page.keyboard.press('/');
  const recent = dialog.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('button', { name: /WETH\/USDC v3 0.05%/ })).toBeVisible();

  // An empty result shows the query
  await input.fill('zzzz-nothing');
  await expect(dialog.getByText('No results for “zzzz-nothing”')).toBeVisible();
});

test('should offer a retry when the search fails', async ({ page }) => {
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  // The network drops for the search calls only; the retry then reaches the indexer.
  let failing = true;
  await page.route('**/api/data/**/search**', (route) => (failing ? route.abort() : route.continue()));
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox').fill('USDT');
  await expect(dialog.getByRole('alert')).toContainText('Search failed');
  failing = false;
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(
    dialog
      .getByRole('region', { name: 'Tokens' })
      .getByRole('button', { name: /Tether USD USDT/ })
      .first(),
  ).toBeVisible();
});

test('should show popular NFT collections in the NFTs tab and find a collection by name', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('tab', { name: 'NFTs' }).click();
  const popular = dialog.getByRole('region', { name: 'Popular NFT collections' });
  for (const name of ['Sluice Sprites', 'Devnet Punks', 'Liquidity Lizards'])
    await expect(popular.getByRole('button', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Trending tokens' })).toBeHidden();
  await dialog.getByRole('searchbox', { name: 'Search tokens, pools and wallets' }).fill('lizard');
  const found = dialog.getByRole('region', { name: 'NFT collections' });
  await expect(found.getByRole('button', { name: /^Liquidity Lizards/ })).toBeVisible();
  await expect(found.getByRole('button', { name: /^Sluice Sprites/ })).toBeHidden();
});
