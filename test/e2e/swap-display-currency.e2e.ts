// The swap screen in the person's display currency (issue: swap; spec §3 currencies): with EUR chosen in the account
// drawer, the amounts' values and the review's network cost are shown in euros.
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { pickToken, quotedAmount, reviewFigure } from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

test('should show the network cost in euros in the review when the display currency is EUR', async ({
  page,
  injectedWallet,
}) => {
  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await page.getByRole('button', { name: `Account ${injectedWallet.address}` }).click();
  const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
  await drawer.getByRole('button', { name: 'Settings' }).click();
  await drawer.getByRole('button', { name: /Local currency/ }).click();
  await drawer.getByRole('button', { name: /^EUR/ }).click();
  await drawer.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(drawer.getByRole('button', { name: /Local currency/ })).toContainText('EUR');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await pickToken(page, 'buy', 'USDC');
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await quotedAmount(page, 'Amount to buy');
  await expect(
    page
      .getByRole('region', { name: 'Swap' })
      .getByText(/^€[\d,]+\.\d{2}$/)
      .first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  await expect(review.getByText('You pay')).toBeVisible();
  await expect.poll(() => reviewFigure(review, 'Network cost')).toMatch(/^€\d/);
});
