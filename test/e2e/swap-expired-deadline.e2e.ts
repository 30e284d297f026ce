// An expired deadline (issue: swap, spec §8): the trader reviews with a 1-minute deadline, chain time moves past it
// before they confirm, and the app refuses to submit: "The transaction deadline passed.", nothing spent.
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { advanceChainTime, devnetChain, pickToken, readActivity } from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

test('should refuse the swap and spend nothing when the deadline passed between review and confirm', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { chain, balance } = devnetChain(manifest);
  const me = injectedWallet.address;

  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await page.getByRole('button', { name: 'Swap settings' }).click();
  const deadline = page.getByRole('textbox', { name: 'Transaction deadline' });
  await deadline.fill('1');
  await expect(deadline).toHaveValue('1');
  await page.getByRole('button', { name: 'Swap settings' }).click();

  await pickToken(page, 'buy', 'USDC');
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  // the review has planned and simulated the swap inside its deadline before chain time moves past it
  await expect(review.getByRole('button', { name: 'Confirm swap' })).toBeEnabled();

  await advanceChainTime(chain.rpcUrl, 120);
  const [ethBefore, usdcBefore] = [await balance('ETH', me), await balance('USDC', me)];
  await review.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(review.getByRole('alert')).toHaveText('The transaction deadline passed.');
  expect(await balance('ETH', me)).toBe(ethBefore);
  expect(await balance('USDC', me)).toBe(usdcBefore);
  expect((await readActivity(page)).filter((r) => r.type === 'swap')).toEqual([]);
});
