// Wrap and unwrap (issue: swap): ETH to WETH and back go straight to the WETH contract, 1:1, no router, no approval.
import { parseEther } from 'viem';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { devnetChain, pickToken, quotedAmount, readActivity } from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

test('should wrap 1 ETH into WETH and unwrap 0.4 WETH back, 1:1 on chain', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { balance } = devnetChain(manifest);
  const me = injectedWallet.address;
  const [ethBefore, wethBefore] = [await balance('ETH', me), await balance('WETH', me)];

  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await pickToken(page, 'buy', 'WETH');
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  expect(await quotedAmount(page, 'Amount to buy')).toBe(1);
  await page.getByRole('button', { name: 'Review' }).click();
  const wrap = page.getByRole('dialog', { name: 'Review wrap' });
  await expect(wrap.getByText('Directly through the WETH contract')).toBeVisible();
  await wrap.getByRole('button', { name: 'Confirm wrap' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Wrapped 1 ETH' })).toBeVisible({ timeout: 15_000 });
  expect((await balance('WETH', me)) - wethBefore).toBe(parseEther('1'));
  const ethAfterWrap = await balance('ETH', me);
  expect(ethBefore - ethAfterWrap).toBeGreaterThan(parseEther('1'));
  expect(ethBefore - ethAfterWrap).toBeLessThan(parseEther('1.001'));

  await page.getByRole('button', { name: 'Switch sell and buy' }).click();
  await expect(page.getByRole('button', { name: 'Token to sell: WETH' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('0.4');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('dialog', { name: 'Review unwrap' }).getByRole('button', { name: 'Confirm unwrap' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unwrapped 0.4 WETH' })).toBeVisible({ timeout: 15_000 });
  expect((await balance('WETH', me)) - wethBefore).toBe(parseEther('0.6'));
  const gained = (await balance('ETH', me)) - ethAfterWrap;
  expect(gained).toBeLessThan(parseEther('0.4'));
  expect(gained).toBeGreaterThan(parseEther('0.399'));

  await expect
    .poll(async () =>
      (await readActivity(page))
        .filter((r) => r.status === 'success')
        .map((r) => `${r.type}:${r.input?.amount}`)
        .sort(),
    )
    .toEqual([`unwrap:${parseEther('0.4')}`, `wrap:${parseEther('1')}`]);
});
