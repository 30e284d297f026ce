// Issue 28: the review simulates the swap again when the person confirms, before any wallet prompt. When the chain moved
// in between (here the wallet's USDC left it after the review opened), the simulation reverts and the review says the
// spec's "Your swap is expected to fail." with the decoded reason: the wallet is never asked and nothing moves.
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { walletPrompts } from './harness/injectedWallet.ts';
import { rpc } from './harness/rpc.ts';
import { simulatedChanges } from './harness/transactionReview.ts';
import { devnetChain, readActivity } from './swap-journey-helpers.ts';

test.use({ startConnected: true });

test('should say "Your swap is expected to fail." before any wallet prompt when the balance moved after the review opened', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { chain, token, balance } = devnetChain(manifest);
  const me = injectedWallet.address;
  const usdc = token('USDC').address;
  // USDC is already approved to Permit2: the swap needs the permit's signature, then the swap
  await rpc(chain.rpcUrl, 'eth_sendTransaction', [
    {
      from: me,
      to: usdc,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [PERMIT2_ADDRESS, maxUint256] }),
    },
  ]);
  await page.goto(`/swap?inputCurrency=${usdc}&outputCurrency=${token('UNI').address}`);
  await expectConnected(page, injectedWallet);
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('100');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  expect((await simulatedChanges(review)).get('USDC')).toBe(-100_000_000n);
  const promptsBefore = (await walletPrompts(page)).length;

  // the wallet's USDC leaves it (another app, another device) while the review is open
  const usdcHeld = await balance('USDC', me);
  await rpc(chain.rpcUrl, 'eth_sendTransaction', [
    {
      from: me,
      to: usdc,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: ['0x000000000000000000000000000000000000dEaD', usdcHeld],
      }),
    },
  ]);
  const uniBefore = await balance('UNI', me);
  await review.getByRole('button', { name: 'Confirm swap' }).click();
  // the UniversalRouter's ExecutionFailed, unwrapped: Permit2 could not transfer the USDC
  await expect(review.getByRole('alert')).toHaveText('Your swap is expected to fail. (reason: TRANSFER_FROM_FAILED)');
  await expect(review.getByRole('button', { name: 'Try again' })).toBeVisible();
  // no permit to sign, no transaction to confirm: the wallet was never asked, and nothing moved or was recorded
  expect((await walletPrompts(page)).slice(promptsBefore)).toEqual([]);
  expect(await balance('UNI', me)).toBe(uniBefore);
  expect(await readActivity(page)).toEqual([]);
});
