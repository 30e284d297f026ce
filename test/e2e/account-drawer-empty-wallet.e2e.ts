// The account drawer for a wallet that holds nothing (spec §2 empty-state home card) and its language setting.
import { createPublicClient, http } from 'viem';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { installInjectedWallet } from './harness/injectedWallet.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

const EMPTY = '0x5111CE0000000000000000000000000000e0e0e0';

test('should offer to buy when the balance is zero, and the Buy action replaces the page with /buy', async ({
  page,
  manifest,
}) => {
  const client = createPublicClient({ transport: http(manifest.chains['31337']!.rpcUrl) });
  expect(await client.getBalance({ address: EMPTY })).toBe(0n);
  const wallet = await installInjectedWallet(page, manifest, EMPTY);
  await page.goto('/explore');
  await page.goto('/swap');
  await expectConnected(page, wallet);
  await page.getByRole('button', { name: `Account ${wallet.address}` }).click();
  const drawer = page.getByRole('dialog', { name: '0x5111…e0e0' });
  const prompt = drawer.getByRole('region', { name: 'Get started with crypto' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await expect(drawer.getByText('No tokens yet')).toBeVisible();

  // testnet mode: no buy prompt (test funds instead)
  await drawer.getByRole('button', { name: 'Settings' }).click();
  await drawer.getByRole('switch', { name: 'Testnet mode' }).click();
  await drawer.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(prompt).toBeHidden();
  await expect(drawer.getByRole('button', { name: 'Get test funds' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Settings' }).click();
  await drawer.getByRole('switch', { name: 'Testnet mode' }).click();
  await drawer.getByRole('button', { name: 'Back', exact: true }).click();

  await prompt.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(drawer).toBeHidden();
  // replaced, not pushed: Back leaves /swap behind and returns to the page before it
  await page.goBack();
  await expect(page).toHaveURL(/\/explore$/);
});

test('should switch the interface language from the drawer’s settings', async ({ page, injectedWallet }) => {
  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await page.getByRole('button', { name: `Account ${injectedWallet.address}` }).click();
  const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
  await drawer.getByRole('button', { name: 'Settings' }).click();
  await drawer.getByRole('button', { name: /^Language/ }).click();
  await drawer.getByRole('button', { name: 'Español' }).click();
  await drawer.getByRole('button', { name: 'Atrás' }).click();
  await drawer.getByRole('button', { name: 'Atrás' }).click();
  await expect(drawer.getByRole('tab', { name: 'Actividad' })).toBeVisible();
  await expect(page).toHaveURL(/lng=es-ES/);
});
