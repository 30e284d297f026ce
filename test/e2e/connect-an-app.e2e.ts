// Issue 29: Sluice as the wallet an app connects to over WalletConnect: the person scans a headless app's QR code (a
// real sign-client on the local relay; Chromium's fake camera shows the code) and rejects its proposal, and an app
// requiring a network Sluice lacks gets the spec's words (§8 "Connections"). Approving, the link errors and the requests that follow are in answer-an-app.e2e.ts.
import type { Page } from '@playwright/test';
import { importTestMnemonic, testAccount } from './harness/embeddedWallet.ts';
import { expect, test } from './harness/fixtures.ts';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './harness/browser.ts';
import { FAKE_CAMERA_ARGS, showQrCode } from './harness/fakeCamera.ts';
import { startHeadlessDapp } from './harness/walletConnectDapp.ts';

// the camera shows what the journey writes into its file (a new browser for this file)
test.use({ launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS, ...FAKE_CAMERA_ARGS] } });

/** Imports the embedded wallet and opens "Connect an app" from the account drawer (at a phone's width). */
async function openConnectApp(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/swap');
  await importTestMnemonic(page);
  const accountButton = page.getByRole('button', { name: `Account ${testAccount.address}` });
  await expect(accountButton).toBeVisible({ timeout: 15_000 });
  await accountButton.click();
  await page.getByRole('dialog', { name: '0xf39F…2266' }).getByRole('button', { name: 'Connect an app' }).click();
  return page.getByRole('dialog', { name: 'Connect an app' });
}

test('should scan an app\'s QR code, tell it "User rejected" when the person rejects, and refuse an app requiring an unsupported network', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  const declined = await startHeadlessDapp({ relayUrl: stack.relayUrl, name: 'Declined Dapp' });
  // an app for Ethereum mainnet only (sign-client 2.21 sends an app's required chains as optional ones)
  const mainnet = await startHeadlessDapp({
    relayUrl: stack.relayUrl,
    optionalChains: ['eip155:1'],
    name: 'Mainnet Dapp',
  });
  try {
    const dialog = await openConnectApp(page);
    // the app's QR code, read with the camera after the person reads why it is asked for
    await dialog.getByRole('button', { name: 'Scan QR code' }).click();
    const scanner = dialog.getByRole('region', { name: 'Scan a QR code' });
    await expect(scanner).toContainText('Sluice uses your camera only to read');
    showQrCode(declined.uri);
    await scanner.getByRole('button', { name: 'Use the camera' }).click();
    await expect(dialog.getByRole('heading', { name: 'Declined Dapp' })).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Connection rejected');
    await expect(declined.approval).rejects.toMatchObject({ code: 5000 });
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('dialog', { name: '0xf39F…2266' }).getByRole('button', { name: 'Connect an app' }).click();
    await dialog.getByRole('textbox', { name: 'WalletConnect link' }).fill(mainnet.uri);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(dialog.getByRole('alert')).toHaveText("This app needs a network Sluice doesn't support (eip155:1)", {
      timeout: 15_000,
    });
    await expect(mainnet.approval).rejects.toMatchObject({ code: 5100 });
  } finally {
    await Promise.all([declined.close(), mainnet.close()]);
  }
});
