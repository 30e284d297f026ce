// The swap screen's controls (issue: swap, spec §2, §5, §6): URL parameters read and written, the chain selector,
// the token selector's import warning, spam and blocked tokens, a barred address, the balance check, revoking an
// approval, and the landing page's widget continuing to /swap.
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { installInjectedWallet } from './harness/injectedWallet.ts';
import { rpc } from './harness/rpc.ts';
import { devnetChain, quotedAmount, readActivity, reviewFigure } from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

test('should read the swap parameters from the link and write them back as the trader edits', async ({
  page,
  manifest,
}) => {
  const { token } = devnetChain(manifest);
  const usdc = token('USDC').address.toLowerCase();
  await page.goto(`/swap?inputCurrency=ETH&outputCurrency=${usdc}&value=0.5&field=INPUT`);
  await expect(page.getByRole('button', { name: 'Token to sell: ETH' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Token to buy: USDC' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount to sell' })).toHaveValue('0.5');
  const bought = await quotedAmount(page, 'Amount to buy');
  expect(bought).toBeGreaterThan(0);

  // typing in the buy field makes it the independent one (exact out)
  await page.getByRole('textbox', { name: 'Amount to buy' }).fill('100');
  await expect(page).toHaveURL(new RegExp(`outputCurrency=${usdc}&value=100&field=OUTPUT`));
  expect(await quotedAmount(page, 'Amount to sell')).toBeGreaterThan(0);

  // switching sides swaps the tokens and keeps the typed amount on its token
  await page.getByRole('button', { name: 'Switch sell and buy' }).click();
  await expect(page.getByRole('button', { name: 'Token to sell: USDC' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount to sell' })).toHaveValue('100');
  await expect(page).toHaveURL(/field=INPUT/);

  // the chain selector clears the tokens, the amount and the field, and sets the chain
  await page.getByRole('combobox', { name: 'Network' }).selectOption({ label: 'Devnet L2' });
  await expect(page).toHaveURL(/\?chain=devnet-l2$/);
  await expect(page.getByRole('button', { name: 'Token to buy: none' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount to sell' })).toHaveValue('');
});

test('should import an unlisted token only past its warning, hide spam, and refuse a blocked token', async ({
  page,
  manifest,
}) => {
  const { token } = devnetChain(manifest);
  await page.goto('/swap');
  await page.getByRole('button', { name: /^Token to buy/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  const search = dialog.getByRole('searchbox', { name: 'Search name, symbol or address' });
  await expect(
    dialog.getByRole('group', { name: 'Popular tokens' }).getByRole('button', { name: 'USDC' }),
  ).toBeVisible();

  // spam is not listed; found by address it warns as spam and needs an explicit import
  await search.fill('AIRDROP');
  await expect(dialog.getByText('No tokens found for "AIRDROP"')).toBeVisible();
  await search.fill(token('AIRDROP').address);
  const warning = dialog.getByRole('alert');
  await expect(warning).toContainText('This token is reported as spam.');
  const importButton = warning.getByRole('button', { name: 'Import' });
  await expect(importButton).toBeDisabled();

  // a blocked token cannot be imported or traded
  await search.fill(token('MIXR').address);
  await expect(dialog.getByRole('alert')).toContainText('This token is blocked and cannot be traded.');
  await expect(dialog.getByRole('alert').getByRole('button', { name: 'Import' })).toHaveCount(0);

  // acknowledged, the unlisted token is imported and picked
  await search.fill(token('AIRDROP').address);
  await dialog.getByRole('checkbox', { name: 'I understand' }).check();
  await dialog.getByRole('alert').getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('button', { name: 'Token to buy: AIRDROP' })).toBeVisible();

  // imported spam stays hidden in the list unless asked for
  await page.getByRole('button', { name: /^Token to sell/ }).click();
  await expect(dialog.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /^AIRDROP/ })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Show spam tokens' }).check();
  await expect(dialog.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /^AIRDROP/ })).toBeVisible();
});

test('should bar an address the risk screening reports', async ({ page, manifest }) => {
  const barred = await installInjectedWallet(page, manifest, '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720');
  await page.goto('/swap');
  await expectConnected(page, barred);
  await expect(page.getByRole('alert').filter({ hasText: 'This address is blocked on Sluice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'This address is blocked' })).toBeDisabled();
});

test('should refuse an amount above the balance', async ({ page, manifest, injectedWallet }) => {
  const { token } = devnetChain(manifest);
  await page.goto(`/swap?inputCurrency=ETH&outputCurrency=${token('USDC').address}`);
  await expectConnected(page, injectedWallet);
  await expect(page.getByText(/^Balance: /).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('5000000');
  await expect(page.getByRole('button', { name: 'Insufficient ETH balance' })).toBeDisabled();
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByRole('button', { name: 'Review' })).toBeEnabled({ timeout: 10_000 });
});

test('should refuse a deadline beyond 3 days and keep the last valid one', async ({ page }) => {
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Swap settings' }).click();
  const deadline = page.getByRole('textbox', { name: 'Transaction deadline' });
  await deadline.fill('5000');
  await expect(page.getByRole('alert')).toHaveText('The deadline can be at most 3 days (4320 minutes).');
  await deadline.fill('2000');
  await expect(page.getByRole('alert')).toHaveText(
    'A long deadline lets a stale trade execute long after the market moved.',
  );
});

test('should revoke a token approval to Permit2 from the settings', async ({ page, manifest, injectedWallet }) => {
  const { chain, client, token } = devnetChain(manifest);
  const usdc = token('USDC').address;
  await rpc(chain.rpcUrl, 'eth_sendTransaction', [
    {
      from: injectedWallet.address,
      to: usdc,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [PERMIT2_ADDRESS, maxUint256] }),
    },
  ]);
  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await page.getByRole('button', { name: 'Swap settings' }).click();
  await page.getByRole('button', { name: 'Revoke USDC' }).click();
  // the revoke is reviewed like every transaction (issue 28): what it does, then the wallet
  const review = page.getByRole('dialog', { name: 'Revoke the USDC approval' });
  await expect(review.getByRole('list', { name: 'Approvals' })).toHaveText(/^Stops \S+ from spending your USDC$/, {
    timeout: 15_000,
  });
  await review.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText('Revoked the USDC approval')).toBeVisible({ timeout: 15_000 });
  const allowance = await client.readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [injectedWallet.address, PERMIT2_ADDRESS],
  });
  expect(allowance).toBe(0n);
  await expect
    .poll(async () => (await readActivity(page)).map((r) => `${r.type}:${r.status}`))
    .toEqual(['revoke:success']);
});

test('should continue from the landing page widget to /swap with the typed trade', async ({ page, manifest }) => {
  const { token } = devnetChain(manifest);
  await page.goto('/');
  const widget = page.getByRole('region', { name: 'Swap widget' });
  await widget.getByRole('textbox', { name: 'Amount to sell' }).click();
  await expect(widget.getByRole('button', { name: 'Token to sell: ETH' })).toBeVisible();
  await widget.getByRole('textbox', { name: 'Amount to sell' }).fill('0.25');
  await widget.getByRole('button', { name: /^Token to buy/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  await dialog.getByRole('group', { name: 'Popular tokens' }).getByRole('button', { name: 'USDC' }).click();
  await widget.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/swap\\?inputCurrency=ETH&outputCurrency=${token('USDC').address.toLowerCase()}&value=0.25&field=INPUT&chain=devnet$`,
    ),
  );
  await expect(page.getByRole('textbox', { name: 'Amount to sell' })).toHaveValue('0.25');
  await expect(page.getByRole('button', { name: 'Token to buy: USDC' })).toBeVisible();
});

test('should offer to buy or bridge ETH when the balance cannot pay the network cost', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { chain, token } = devnetChain(manifest);
  await rpc(chain.rpcUrl, 'anvil_setBalance', [injectedWallet.address, '0x3e8']); // 1000 wei
  await page.goto(`/swap?inputCurrency=${token('USDC').address}&outputCurrency=ETH`);
  await expectConnected(page, injectedWallet);
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('10');
  await expect(page.getByRole('button', { name: 'Insufficient funds to cover network cost' })).toBeDisabled({
    timeout: 10_000,
  });
  const offer = page.getByRole('alert').filter({ hasText: 'You need more ETH to pay the network cost.' });
  await expect(offer.getByRole('link', { name: 'Buy ETH' })).toHaveAttribute('href', '/buy');
  await expect(offer.getByRole('link', { name: 'Bridge' })).toBeVisible();
});

test('should show fiat values and warn of a large price difference on a trade that moves a small pool', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { token } = devnetChain(manifest);
  await page.goto(`/swap?inputCurrency=ETH&outputCurrency=${token('RFX').address}`);
  await expectConnected(page, injectedWallet);
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('15');
  await expect(page.getByText(/^\$[\d,]+\.\d{2}$/).first()).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  await expect(review.getByRole('list', { name: 'Warnings' })).toContainText('Large price difference');
  expect(Number((await reviewFigure(review, 'Price impact')).replace('%', ''))).toBeGreaterThan(5);
  await expect(review.getByText(/^Network cost$/)).toBeVisible();
});
