// spec §2 "Landing page": floating tokens from the devnet's token list; a click opens the token's details.
import { expect, test } from './harness/fixtures.ts';

test('should float the devnet tokens and open token details on click', async ({ page, manifest }) => {
  const chain = Object.values(manifest.chains).find((c) => c.chainId === 31337)!;
  await page.goto('/');
  const tokens = page.getByRole('link', { name: /: open token details$/ });
  await expect(tokens.first()).toBeVisible();
  const names = await tokens.evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')));
  const listed = chain.tokens
    .filter((t) => !t.flags.includes('spam') && !t.flags.includes('blocked'))
    .map((t) => t.symbol);
  expect(names.some((n) => listed.some((symbol) => n === `${symbol}: open token details`))).toBe(true);

  const target = tokens.first();
  const href = await target.getAttribute('href');
  expect(href).toMatch(/^\/explore\/tokens\/devnet(-l2)?\/0x[0-9a-fA-F]{40}$/);
  // The tokens float without pause, so Playwright never sees them stable: hover and click where they are.
  await target.hover({ force: true });
  await expect(target.locator('span')).toBeVisible();
  await target.click({ force: true });
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The token's details page names it (the indexer has its price, stats and chart).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('token-price')).toContainText('$');
});

test('should keep the tokens still when the user prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const token = page.getByRole('link', { name: /: open token details$/ }).first();
  await expect(token).toBeVisible();
  expect(await token.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});
