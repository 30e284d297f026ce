// Fault journeys (issue 16): the WalletConnect relay as the app reaches it. Unreachable when a person connects: the
// failure modal says "Connection failed to provider" and Try again pairs once it answers. Dropped in the middle of a
// session: the app reconnects by itself, the paired wallet still signs a swap, and the session outlives a reload.
import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from './harness/fixtures.ts';
import { startHeadlessWallet } from './harness/walletConnectWallet.ts';
import { pickToken, quotedAmount, readActivity } from './swap-journey-helpers.ts';

const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

/** The page's relay sockets go through here: refused while `down`, else carried to the real relay. */
async function routeRelay(page: Page) {
  const state = { down: false, sockets: [] as WebSocketRoute[] };
  await page.routeWebSocket(/\/relay(\?|$)/, (socket) => {
    if (state.down) return void socket.close({ code: 1011, reason: 'relay unreachable' });
    socket.connectToServer();
    state.sockets.push(socket);
  });
  return {
    state,
    /** Cuts every open socket, as a network drop or a relay restart does. */
    drop: async () => {
      const open = state.sockets.splice(0);
      await Promise.all(open.map((socket) => socket.close({ code: 1006, reason: 'dropped' }).catch(() => undefined)));
    },
  };
}

test('should say the connection failed to the provider while the relay is unreachable, and pair once it is back', async ({
  stack,
  page,
  manifest,
}) => {
  test.setTimeout(60_000);
  const relay = await routeRelay(page);
  relay.state.down = true;
  const wallet = await startHeadlessWallet({
    relayUrl: stack.relayUrl,
    manifest,
    mnemonic: TEST_MNEMONIC,
    addressIndex: 2,
  });
  try {
    await page.goto('/swap');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: 'WalletConnect' }).click();
    const failure = page.getByRole('dialog', { name: 'Connection failed' });
    await expect(failure.getByRole('alert')).toContainText('Connection failed to provider', { timeout: 20_000 });

    relay.state.down = false;
    await failure.getByRole('button', { name: 'Try again' }).click();
    const link = page.getByRole('dialog', { name: 'Scan with your wallet' }).getByLabel('Pairing link');
    await expect(link).toHaveValue(/^wc:/, { timeout: 15_000 });
    await wallet.pair(await link.inputValue());
    await expect(page.getByRole('button', { name: `Account ${wallet.address}` })).toBeVisible({ timeout: 15_000 });
  } finally {
    await wallet.close();
  }
});

test('should reconnect by itself when the relay drops mid-session, and swap with the paired wallet', async ({
  stack,
  page,
  manifest,
}) => {
  test.setTimeout(90_000);
  const relay = await routeRelay(page);
  const wallet = await startHeadlessWallet({
    relayUrl: stack.relayUrl,
    manifest,
    mnemonic: TEST_MNEMONIC,
    addressIndex: 2,
  });
  try {
    await page.goto('/swap');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: 'WalletConnect' }).click();
    const link = page.getByRole('dialog', { name: 'Scan with your wallet' }).getByLabel('Pairing link');
    await expect(link).toHaveValue(/^wc:/, { timeout: 15_000 });
    await wallet.pair(await link.inputValue());
    const account = page.getByRole('button', { name: `Account ${wallet.address}` });
    await expect(account).toBeVisible({ timeout: 15_000 });

    await relay.drop();
    await expect.poll(() => relay.state.sockets.length, { timeout: 20_000 }).toBeGreaterThan(0); // reconnected
    await expect(account).toBeVisible();

    await pickToken(page, 'buy', 'USDC');
    await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
    await quotedAmount(page, 'Amount to buy');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('dialog', { name: 'Review swap' }).getByRole('button', { name: 'Confirm swap' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Swapped 1 ETH for USDC' })).toBeVisible({
      timeout: 30_000,
    });
    expect(wallet.answered.map((answer) => answer.method)).toContain('eth_sendTransaction');
    // the session and the activity outlive a reload
    await page.reload();
    await expect(account).toBeVisible({ timeout: 15_000 });
    expect((await readActivity(page)).filter((row) => row.type === 'swap').map((row) => row.status)).toEqual([
      'success',
    ]);
  } finally {
    await wallet.close();
  }
});
