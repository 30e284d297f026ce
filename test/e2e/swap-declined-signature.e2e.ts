// A declined signature (issue: swap, spec §8): the wallet refuses, the app says "Transaction rejected", nothing is
// spent and no swap is recorded; trying again then goes through.
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { rpc } from './harness/rpc.ts';
import { devnetChain, pickToken, readActivity } from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

test('should say "Transaction rejected" and lose nothing when the wallet declines the swap', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { balance } = devnetChain(manifest);
  const me = injectedWallet.address;
  const [ethBefore, usdcBefore] = [await balance('ETH', me), await balance('USDC', me)];

  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await pickToken(page, 'buy', 'USDC');
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  await page.evaluate(
    () => ((window as unknown as { __sluiceDevnetDeclineNext: boolean }).__sluiceDevnetDeclineNext = true),
  );
  await review.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(review.getByRole('alert')).toHaveText('Transaction rejected');

  expect(await balance('ETH', me)).toBe(ethBefore);
  expect(await balance('USDC', me)).toBe(usdcBefore);
  expect(await readActivity(page)).toEqual([]);

  await review.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Swapped 1 ETH for USDC' })).toBeVisible({ timeout: 15_000 });
  expect(await balance('USDC', me)).toBeGreaterThan(usdcBefore);
});

test('should say "Transaction rejected" and move nothing when the Permit2 signature is declined', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { chain, token, balance } = devnetChain(manifest);
  const me = injectedWallet.address;
  // USDC is already approved to Permit2: the next request is the permit's signature
  await rpc(chain.rpcUrl, 'eth_sendTransaction', [
    {
      from: me,
      to: token('USDC').address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [PERMIT2_ADDRESS, maxUint256] }),
    },
  ]);
  const [usdcBefore, uniBefore] = [await balance('USDC', me), await balance('UNI', me)];

  await page.goto(`/swap?inputCurrency=${token('USDC').address}&outputCurrency=${token('UNI').address}`);
  await expectConnected(page, injectedWallet);
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('100');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  await page.evaluate(
    () => ((window as unknown as { __sluiceDevnetDeclineNext: boolean }).__sluiceDevnetDeclineNext = true),
  );
  await review.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(review.getByRole('alert')).toHaveText('Transaction rejected');
  expect(await balance('USDC', me)).toBe(usdcBefore);
  expect(await balance('UNI', me)).toBe(uniBefore);
  expect(await readActivity(page)).toEqual([]);
});
