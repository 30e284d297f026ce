// WalletConnect v2 through the local relay: the app shows the pairing URI as a QR code and a copyable link, a wallet
// (a headless sign-client here) pairs and approves, and the swap's transaction comes back signed by that wallet.
import { createPublicClient, erc20Abi, http, recoverTransactionAddress, verifyTypedData, type Hex } from 'viem';
import { expect, test } from './harness/fixtures.ts';
import { expectNoSecretsLeaked, recordOutgoing } from './harness/secretScan.ts';
import { startHeadlessWallet } from './harness/walletConnectWallet.ts';
import { pickToken, quotedAmount } from './swap-journey-helpers.ts';

const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

test('should pair a WalletConnect wallet from the QR code link and swap with its signature', async ({
  stack,
  page,
  manifest,
}) => {
  test.setTimeout(60_000);
  const recorder = recordOutgoing(page);
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
    const dialog = page.getByRole('dialog', { name: 'Scan with your wallet' });
    await expect(dialog.getByRole('img', { name: 'WalletConnect pairing QR code' })).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('img', { name: 'WalletConnect pairing QR code' })).toHaveAttribute('width', '230');
    const uri = await dialog.getByLabel('Pairing link').inputValue();
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await dialog.getByRole('button', { name: 'Copy link' }).isVisible();

    await wallet.pair(uri);
    await expect(page.getByRole('button', { name: `Account ${wallet.address}` })).toBeVisible({ timeout: 15_000 });

    // a swap: the app asks the paired wallet to send; the signed transaction is the wallet's, as viem recovers it
    const chain = manifest.chains['31337']!;
    const usdc = chain.tokens.find((t) => t.symbol === 'USDC')!;
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const usdcBefore = await client.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [wallet.address],
    });
    await expect(page.getByRole('button', { name: 'Token to sell: ETH' })).toBeVisible();
    await pickToken(page, 'buy', 'USDC');
    await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
    await quotedAmount(page, 'Amount to buy');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('dialog', { name: 'Review swap' }).getByRole('button', { name: 'Confirm swap' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Swapped 1 ETH for USDC' })).toBeVisible({
      timeout: 20_000,
    });

    const signed = wallet.answered.find((a) => a.method === 'eth_signTransaction')!;
    expect(await recoverTransactionAddress({ serializedTransaction: signed.result as `0x02${string}` })).toBe(
      wallet.address,
    );
    const sent = wallet.answered.find((a) => a.method === 'eth_sendTransaction')!;
    const receipt = await client.getTransactionReceipt({ hash: sent.result as Hex });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase());
    const usdcAfter = await client.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [wallet.address],
    });
    expect(usdcAfter).toBeGreaterThan(usdcBefore);
    // selling a token: Permit2's typed data, signed by the paired wallet and verified here with viem
    await pickToken(page, 'sell', 'USDC');
    await pickToken(page, 'buy', 'ETH');
    await page.getByRole('textbox', { name: 'Amount to sell' }).fill('100');
    await quotedAmount(page, 'Amount to buy');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('dialog', { name: 'Review swap' }).getByRole('button', { name: 'Confirm swap' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Swapped 100 USDC for ETH' })).toBeVisible({
      timeout: 30_000,
    });
    const permit = wallet.answered.find((a) => a.method === 'eth_signTypedData_v4')!;
    expect(permit).toBeDefined();
    const typedData = JSON.parse(permit.params[1] as string) as Parameters<typeof verifyTypedData>[0];
    expect(await verifyTypedData({ ...typedData, address: wallet.address, signature: permit.result as Hex })).toBe(
      true,
    );
    expect((typedData.domain as { name: string }).name).toBe('Permit2');

    // eager reconnect: the session sign-client keeps comes back on a new page load, without pairing again (on
    // /explore, whose header keeps the wallet's network control: a trade form has its own picker)
    await page.goto('/explore');
    await expect(page.getByRole('button', { name: `Account ${wallet.address}` })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner').getByLabel('Wallet network')).toHaveValue(String(chain.chainId));
    await expectNoSecretsLeaked(page, recorder, [TEST_MNEMONIC]);
  } finally {
    await wallet.close();
  }
});

test('should show the failure modal and log the failed connection when the wallet declines the session', async ({
  stack,
  page,
  manifest,
}) => {
  const events: unknown[] = [];
  await page.route('**/api/analytics', async (route) => {
    events.push(...(JSON.parse(route.request().postData() ?? '{}') as { events: unknown[] }).events);
    await route.fulfill({ status: 200, body: '{}' });
  });
  const wallet = await startHeadlessWallet({
    relayUrl: stack.relayUrl,
    manifest,
    mnemonic: TEST_MNEMONIC,
    addressIndex: 2,
    rejectSessions: true,
  });
  try {
    await page.goto('/swap');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: 'WalletConnect' }).click();
    const link = page.getByRole('dialog', { name: 'Scan with your wallet' }).getByLabel('Pairing link');
    await expect(link).toHaveValue(/^wc:/, { timeout: 15_000 });
    await wallet.pair(await link.inputValue());
    const failure = page.getByRole('dialog', { name: 'Connection failed' });
    await expect(failure.getByRole('alert')).toContainText('You declined the connection in your wallet.', {
      timeout: 15_000,
    });
    await expect
      .poll(() => events)
      .toContainEqual({
        event: 'wallet_connected',
        properties: {
          result: 'failed',
          wallet_name: 'WalletConnect',
          wallet_type: 'walletconnect',
          page: '/swap',
          error: 'Transaction rejected',
        },
      });
    // Close resets to the list
    await failure.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: 'WalletConnect' }),
    ).toContainText('WalletConnect');
  } finally {
    await wallet.close();
  }
});
