// Issue 29: Sluice as the wallet an app connects to over WalletConnect, and what its connection sheet refuses or warns
// about (spec §8 "Connections", §6 "flagged as a risk"): with the relay out of reach pairing says "Network error" and
// pairs on retry once it is back; the person rejects an app and it hears "User rejected"; the home screen's Scan (a
// phone's header) reads an app's QR code from Chromium's fake camera, and an app requiring a network Sluice lacks gets
// the spec's words; an app whose website the risk screening flags, and whose proposal came from another website than
// it claims (the relay attests the origin), is warned about and connects only after a second confirmation. Approving,
// the link errors and the requests that follow are in answer-an-app.e2e.ts.
import type { Page } from '@playwright/test';
import { importTestMnemonic, testAccount } from './harness/embeddedWallet.ts';
import { expect, test } from './harness/fixtures.ts';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './harness/browser.ts';
import { FAKE_CAMERA_ARGS, showQrCode } from './harness/fakeCamera.ts';
import { startHeadlessDapp } from './harness/walletConnectDapp.ts';

// the camera shows what the journey writes into its file (a new browser for this file)
test.use({ launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS, ...FAKE_CAMERA_ARGS] } });

/** How far the header reaches past the page's right edge, and whether Scan and the account button overlap. */
async function headerFits(page: Page) {
  const scan = await page.getByRole('button', { name: 'Scan to connect an app' }).boundingBox();
  const account = await page.getByRole('button', { name: `Account ${testAccount.address}` }).boundingBox();
  const overflow = await page.evaluate(() => {
    const header = document.querySelector('header')!;
    const right = Math.max(...[...header.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right));
    return Math.max(0, Math.ceil(right - window.innerWidth), header.scrollWidth - header.clientWidth);
  });
  return { overflow, apart: scan !== null && account !== null && scan.x + scan.width <= account.x + 0.5 };
}

test('should say "Network error" with the relay down and pair on retry, scan from the home screen, refuse an unsupported network, and warn before a flagged app connects', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  const declined = await startHeadlessDapp({ relayUrl: stack.relayUrl, name: 'Declined Dapp' });
  // an app for Ethereum mainnet only (sign-client 2.21 sends an app's required chains as optional ones)
  const mainnet = await startHeadlessDapp({
    relayUrl: stack.relayUrl,
    optionalChains: ['eip155:1'],
    name: 'Mainnet Dapp',
  });
  // an app on a website the devnet's risk screening flags, whose page is really served from another origin
  const flagged = await startHeadlessDapp({
    relayUrl: stack.relayUrl,
    name: 'Airdrop Dapp',
    url: 'https://app.drainer.example',
    origin: stack.baseUrl,
  });
  // the relay is out of reach until the journey lets it through again
  let relayDown = true;
  await page.routeWebSocket(/\/relay/, (socket) => (relayDown ? socket.close() : socket.connectToServer()));
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/swap');
    await importTestMnemonic(page);
    const accountButton = page.getByRole('button', { name: `Account ${testAccount.address}` });
    await expect(accountButton).toBeVisible({ timeout: 15_000 });
    // a phone's header offers Scan beside the account, and fits from 320 to 430 px wide
    for (const width of [320, 430, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expect.poll(() => headerFits(page), `the header at ${width} px`).toEqual({ overflow: 0, apart: true });
    }

    // the relay cannot be reached: the spec's "network error", and retry pairs once it is back
    await accountButton.click();
    const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
    await drawer.getByRole('button', { name: 'Connect an app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect an app' });
    await dialog.getByRole('textbox', { name: 'WalletConnect link' }).fill(declined.uri);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Network error. Check your connection and try again.');
    relayDown = false;
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('heading', { name: 'Declined Dapp' })).toBeVisible({ timeout: 15_000 });
    // rejected: the app hears "User rejected"
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Connection rejected');
    await expect(declined.approval).rejects.toMatchObject({ code: 5000 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.keyboard.press('Escape');

    // Scan from the home screen: the camera, asked for after the reason is read, reads the app's QR code
    await page.getByRole('button', { name: 'Scan to connect an app' }).click();
    const scanner = dialog.getByRole('region', { name: 'Scan a QR code' });
    await expect(scanner).toContainText('Sluice uses your camera only to read');
    showQrCode(mainnet.uri);
    await scanner.getByRole('button', { name: 'Use the camera' }).click();
    await expect(dialog.getByRole('alert')).toHaveText("This app needs a network Sluice doesn't support (eip155:1)", {
      timeout: 15_000,
    });
    await expect(mainnet.approval).rejects.toMatchObject({ code: 5100 });
    await dialog.getByRole('button', { name: 'Done' }).click();

    // a flagged website, and a proposal from another origin than the app claims: warned, then a second confirmation
    await accountButton.click();
    await drawer.getByRole('button', { name: 'Connect an app' }).click();
    await dialog.getByRole('textbox', { name: 'WalletConnect link' }).fill(flagged.uri);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    const warning = dialog.getByRole('region', { name: 'Warning: this app may be a scam' });
    await expect(warning).toContainText('app.drainer.example is reported as a scam website that drains wallets.', {
      timeout: 15_000,
    });
    await expect(warning).toContainText(
      `This request came from ${stack.baseUrl}, not from app.drainer.example as the app claims.`,
    );
    await dialog.getByRole('button', { name: 'Approve' }).click();
    const confirm = dialog.getByRole('region', { name: 'Connect anyway?' });
    await expect(confirm).toContainText('Only connect if you trust Airdrop Dapp.');
    await confirm.getByRole('button', { name: 'Connect anyway' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Connected to Airdrop Dapp', { timeout: 15_000 });
    const session = await flagged.approval;
    expect(session.namespaces.eip155!.accounts).toContain(`eip155:31337:${testAccount.address}`);
  } finally {
    await Promise.all([declined.close(), mainnet.close(), flagged.close()]);
  }
});
