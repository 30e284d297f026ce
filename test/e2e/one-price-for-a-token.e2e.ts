// One price for a token (issue 11): token details, the swap screen and the account drawer show the same figure for
// UNI at the same block, the indexer's price, which the data API answers as the judge.
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { devnetChain, pickToken, quotedAmount } from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

const usd = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

test('should show the same UNI price in token details, the swap screen and the account drawer', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { token } = devnetChain(manifest);
  const uni = token('UNI').address;
  const id = `31337-${uni.toLowerCase()}`;
  const answer = await page.request.get(`/api/data/tokens/prices?ids=${id}`);
  const { prices } = (await answer.json()) as { prices: Record<string, number> };
  expect(prices[id]).toBeGreaterThan(1);
  const price = usd(prices[id]!);

  await page.goto(`/explore/tokens/devnet/${uni}`);
  await expect(page.getByTestId('token-price')).toContainText(price);

  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await pickToken(page, 'sell', 'UNI');
  await pickToken(page, 'buy', 'USDC');
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await quotedAmount(page, 'Amount to buy');
  // one UNI is worth the price
  await expect(page.getByRole('region', { name: 'Swap' }).getByText(price, { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: `Account ${injectedWallet.address}` }).click();
  const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
  const uniRow = drawer
    .getByRole('list', { name: 'Tokens' })
    .getByRole('listitem')
    .filter({ hasText: /^UNI Devnet(?! L2)/ });
  await expect(uniRow).toContainText(price, { timeout: 15_000 });
});
