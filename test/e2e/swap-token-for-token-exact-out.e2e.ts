// A token for a token, exact out, through a multi-hop route (issue: swap): the trader types how much AAVE to buy;
// USDC has no Permit2 allowance yet, so the app approves Permit2, has the permit signed, then swaps.
import { parseUnits, maxUint256 } from 'viem';
import { permit2Abi } from '../../contract/abis/permit2.ts';
import { PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { connectDevnetWallet, expect, test } from './harness/fixtures.ts';
import { simulatedChanges } from './harness/transactionReview.ts';
import {
  amountOf,
  devnetChain,
  pickToken,
  quotedAmount,
  readActivity,
  reviewFigure,
  settledActivity,
} from './swap-journey-helpers.ts';

test('should buy an exact amount of AAVE with USDC through USDC → WETH → AAVE, approving and permitting first', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { chain, client, token, balance } = devnetChain(manifest);
  const me = injectedWallet.address;
  const [usdcBefore, aaveBefore] = [await balance('USDC', me), await balance('AAVE', me)];
  const allowanceToPermit2 = () =>
    client.readContract({
      address: token('USDC').address,
      abi: [
        {
          type: 'function',
          name: 'allowance',
          stateMutability: 'view',
          inputs: [{ type: 'address' }, { type: 'address' }],
          outputs: [{ type: 'uint256' }],
        },
      ] as const,
      functionName: 'allowance',
      args: [me, PERMIT2_ADDRESS],
    });
  expect(await allowanceToPermit2()).toBe(0n);

  await page.goto('/swap');
  await connectDevnetWallet(page, injectedWallet);
  await pickToken(page, 'sell', 'USDC');
  await pickToken(page, 'buy', 'AAVE');
  await page.getByRole('textbox', { name: 'Amount to buy' }).fill('2');
  const quotedIn = await quotedAmount(page, 'Amount to sell');
  await expect(page.getByText(/^Maximum sold: /)).toBeVisible();

  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  expect(await reviewFigure(review, 'Route')).toContain('USDC → WETH → AAVE');
  const maximum = amountOf(await reviewFigure(review, 'Maximum sold'));
  expect(maximum).toBeGreaterThanOrEqual(quotedIn);
  // one review walks the three (issue 28): before the wallet is asked it names the steps, says what the permit allows,
  // and shows what the simulated swap moves
  await expect(review.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    /^Approve USDC/,
    /^Sign the permit/,
    /^Confirm swap/,
  ]);
  await expect(review.getByRole('region', { name: 'What this signature allows' })).toContainText('USDC');
  const simulated = await simulatedChanges(review);
  await review.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Swapped [\d,.]+ USDC for AAVE$/ })).toBeVisible({
    timeout: 20_000,
  });

  // exact out: exactly 2 AAVE arrived, and no more than the maximum sold left
  expect((await balance('AAVE', me)) - aaveBefore).toBe(parseUnits('2', 18));
  const spent = usdcBefore - (await balance('USDC', me));
  expect(spent).toBeLessThanOrEqual(parseUnits(String(maximum), 6) + 1n);
  expect(Number(spent) / 1e6).toBeCloseTo(quotedIn, 1);
  // the review's simulation said exactly this: the USDC paid to the wei, the AAVE bought
  expect(simulated).toEqual(
    new Map([
      ['USDC', -spent],
      ['AAVE', parseUnits('2', 18)],
    ]),
  );

  // approve, then permit, then swap: the ERC-20 approval to Permit2 and Permit2's allowance to the router are set
  expect(await allowanceToPermit2()).toBe(maxUint256);
  const [permitted] = await client.readContract({
    address: PERMIT2_ADDRESS,
    abi: permit2Abi,
    functionName: 'allowance',
    args: [me, token('USDC').address, chain.contracts.UniversalRouter!],
  });
  expect(permitted).toBeGreaterThan(0n);
  const rows = await readActivity(page);
  expect(rows.find((r) => r.type === 'approve')).toMatchObject({ status: 'success', input: { symbol: 'USDC' } });
  const swap = await settledActivity(page, 'swap');
  expect(swap.output).toMatchObject({ symbol: 'AAVE', amount: parseUnits('2', 18).toString() });
  expect(BigInt(swap.input!.amount)).toBe(spent);
});
