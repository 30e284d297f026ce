// Testnet mode and the faucet (issue 4): on a devnet chain, "Get test funds" gives the connected address ETH and
// tokens, and the drawer shows the new balances.
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem';
import { expect, expectConnected, test } from './harness/fixtures.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

test('should give the connected address ETH and tokens on the devnet when the person asks for test funds', async ({
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
  const usdcBefore = await usdcBalance();
  const ethBefore = await client.getBalance({ address: injectedWallet.address });

  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await page.getByRole('button', { name: `Account ${injectedWallet.address}` }).click();
  const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
  await expect(drawer.getByRole('button', { name: 'Get test funds' })).toHaveCount(0);

  await drawer.getByRole('button', { name: 'Settings' }).click();
  await drawer.getByRole('switch', { name: 'Testnet mode' }).click();
  await drawer.getByRole('button', { name: 'Back', exact: true }).click();
  await drawer.getByRole('button', { name: 'Get test funds' }).click();
  await expect(drawer.getByRole('status').filter({ hasText: 'Test funds sent on Devnet' })).toBeVisible({
    timeout: 20_000,
  });

  const usdcAfter = await usdcBalance();
  expect(usdcAfter - usdcBefore).toBe(100n * 10n ** BigInt(usdc.decimals));
  expect(await client.getBalance({ address: injectedWallet.address })).toBeGreaterThan(ethBefore);
  const expected = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 }).format(
    Number(formatUnits(usdcAfter, usdc.decimals)),
  );
  await expect(
    drawer
      .getByRole('list', { name: 'Tokens' })
      .getByRole('listitem')
      .filter({ hasText: /^USDC Devnet(?! L2)/ }),
  ).toContainText(expected);
});
