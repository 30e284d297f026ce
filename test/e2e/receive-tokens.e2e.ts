// The receive journeys (issue 15; spec §2 "Receive modal", §4, §9): a person opens Receive from the account drawer,
// finds the from-exchange providers and their own wallet, scans a QR code whose text is their address as an EIP-681
// URI (decoded from the pixels on screen, logo and all), copies the address, reads the supported networks, and starts
// a sandbox exchange transfer in a new tab. A view-only wallet cannot receive.
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { createPublicClient, createWalletClient, erc20Abi, http, parseUnits } from 'viem';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { expect, expectConnected, test, watchWallet } from './harness/fixtures.ts';
import type { InjectedWallet } from './harness/injectedWallet.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

/** Connects the devnet wallet on /swap and opens Receive from the account drawer. */
async function openReceive(page: Page, wallet: InjectedWallet) {
  await page.goto('/swap');
  await expectConnected(page, wallet);
  await page.getByRole('button', { name: `Account ${wallet.address}` }).click();
  await page
    .getByRole('dialog', { name: /^0xf39F/ })
    .getByRole('button', { name: 'Receive' })
    .click();
  return page.getByRole('dialog', { name: 'Receive' });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
});

test('should show a QR code of the address URI, copy the address and list the networks it receives on', async ({
  page,
  context,
  injectedWallet,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const me = injectedWallet.address;
  const receive = await openReceive(page, injectedWallet);
  await expect(receive.getByRole('list', { name: 'Exchanges' }).getByRole('button')).toHaveText([
    'Sluice Sandbox Exchange',
  ]);
  await receive.getByRole('button', { name: /^Your wallet/ }).click();

  const qr = receive.getByRole('img', { name: 'QR code of your wallet address' });
  await expect(qr).toBeVisible();
  // what a camera sees: the code as drawn, with the logo over its middle
  const png = PNG.sync.read(await qr.locator('..').screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(`ethereum:${me}@31337`);
  await expect(receive.getByText(me, { exact: true })).toBeVisible();

  await receive.getByRole('button', { name: 'Copy address' }).click();
  await expect(receive.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(me);
  // the feedback lasts 400 ms
  await expect(receive.getByRole('button', { name: 'Copy address' })).toBeVisible();

  await receive.getByRole('button', { name: 'Supported networks' }).click();
  const networks = page.getByRole('dialog', { name: 'Supported networks' });
  await expect(networks.getByRole('list', { name: 'Networks' }).getByRole('listitem')).toHaveText([
    'Devnet',
    'Devnet L2',
  ]);
  await networks.getByRole('button', { name: 'Close' }).click();
  await expect(networks).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await receive.getByRole('button', { name: 'Close' }).click();
  await expect(receive).toBeHidden();
});

test('should start a sandbox exchange transfer in a new tab for the wallet address', async ({
  page,
  context,
  injectedWallet,
}) => {
  const me = injectedWallet.address;
  const receive = await openReceive(page, injectedWallet);
  const opened = context.waitForEvent('page');
  await receive.getByRole('button', { name: 'Sluice Sandbox Exchange' }).click();
  const widget = await opened;
  await expect(widget.getByRole('heading', { name: 'Sluice Sandbox Exchange' })).toBeVisible();
  await expect(widget.getByText(me)).toBeVisible();
  const exchange = page.getByRole('dialog', { name: 'Transfer from an exchange' });
  await expect(exchange.getByRole('status')).toHaveText(
    'Connected to Sluice Sandbox Exchange. Finish the transfer in its window.',
  );
  await exchange.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Receive' }).getByRole('list', { name: 'Exchanges' })).toBeVisible();
});

test.describe('watching a wallet, with no wallet connected', () => {
  // a remembered wallet would reconnect over the watched one: this journey begins disconnected
  test.use({ startConnected: false });
  test('should refuse to receive to a view-only wallet', async ({ page }) => {
    const watched = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    await page.goto('/swap');
    await watchWallet(page, watched);
    await page.getByRole('button', { name: `Account ${watched}` }).click();
    const drawer = page.getByRole('dialog', { name: /^0x7099/ });
    await expect(drawer.getByRole('button', { name: 'Receive' })).toBeDisabled();
    await expect(drawer.getByRole('button', { name: 'Receive' })).toHaveAccessibleDescription(
      "View-only wallets can't buy or receive. Import the wallet with its recovery phrase to use it.",
    );
  });
});

test('should list tokens sent from another wallet as received in the activity, naming the sender', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const chain = manifest.chains['31337']!;
  const usdc = chain.tokens.find((t) => t.symbol === 'USDC')!;
  const sender = DEV_ACCOUNTS[1]!;
  // anvil signs for its dev accounts: another wallet pays this one 12.5 USDC
  const wallet = createWalletClient({ account: sender, transport: http(chain.rpcUrl) });
  const hash = await wallet.writeContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [injectedWallet.address, parseUnits('12.5', usdc.decimals)],
    chain: null,
  });
  await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({ hash });

  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await page.getByRole('button', { name: `Account ${injectedWallet.address}` }).click();
  await page.getByRole('tab', { name: /^Activity/ }).click();
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(
    activity
      .getByRole('listitem')
      .filter({ hasText: `Received 12.5 USDC from ${sender.slice(0, 6)}…${sender.slice(-4)}` }),
  ).toBeVisible({ timeout: 20_000 });
});
