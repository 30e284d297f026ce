// The swap journey (issue: swap): a person connects the devnet wallet, sells ETH for USDC, and the chain shows it.
import { createPublicClient, erc20Abi, http, parseEther } from 'viem';
import { connectDevnetWallet, expect, test } from './harness/fixtures.ts';

test('should swap 1 ETH for USDC through the UniversalRouter and receive at least the minimum', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const chain = manifest.chains['31337']!;
  const usdc = chain.tokens.find((t) => t.symbol === 'USDC')!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const usdcBalance = () =>
    client.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [injectedWallet.address],
    });
  const ethBefore = await client.getBalance({ address: injectedWallet.address });
  const usdcBefore = await usdcBalance();

  await page.goto('/swap');
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible();
  await connectDevnetWallet(page, injectedWallet);

  await expect(page.getByRole('combobox', { name: 'Token to sell' })).toHaveValue(
    '0x0000000000000000000000000000000000000000',
  );
  await page.getByRole('combobox', { name: 'Token to buy' }).selectOption({ label: 'USDC' });
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await expect(page.locator('output[aria-label="Amount to buy"]')).not.toHaveText('0');
  const minimumText = await page.getByText(/^Minimum received: /).textContent();
  const minimum = Number(minimumText!.replace(/[^\d.]/g, ''));

  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.getByText('Swapped 1 ETH for USDC')).toBeVisible({ timeout: 15_000 });

  const received = Number((await usdcBalance()) - usdcBefore) / 1e6;
  expect(received).toBeGreaterThanOrEqual(minimum * 0.9999);
  const spent = ethBefore - (await client.getBalance({ address: injectedWallet.address }));
  expect(spent).toBeGreaterThan(parseEther('1'));
  expect(spent).toBeLessThan(parseEther('1.01'));
});

test('should approve Permit2, sign the permit and swap a token for a token', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const chain = manifest.chains['31337']!;
  const [usdc, uni] = ['USDC', 'UNI'].map((symbol) => chain.tokens.find((t) => t.symbol === symbol)!);
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const balance = (address: `0x${string}`) =>
    client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [injectedWallet.address] });
  const [usdcBefore, uniBefore] = [await balance(usdc!.address), await balance(uni!.address)];

  await page.goto('/swap');
  await connectDevnetWallet(page, injectedWallet);
  await page.getByRole('combobox', { name: 'Token to sell' }).selectOption({ label: 'USDC' });
  await page.getByRole('combobox', { name: 'Token to buy' }).selectOption({ label: 'UNI' });
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('250');
  await expect(page.locator('output[aria-label="Amount to buy"]')).not.toHaveText('0');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.getByText('Swapped 250 USDC for UNI')).toBeVisible({ timeout: 15_000 });

  expect(usdcBefore - (await balance(usdc!.address))).toBe(250_000_000n);
  expect(await balance(uni!.address)).toBeGreaterThan(uniBefore);
});

test('should ask for an amount and a wallet before offering to swap', async ({ page }) => {
  await page.goto('/swap');
  await expect(page.getByRole('button', { name: 'Connect a wallet to swap' })).toBeDisabled();
});
