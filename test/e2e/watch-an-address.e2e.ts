// spec §5 watched addresses and §6 view-only wallets: bad addresses get the spec's messages; a watched address
// connects view-only, and the swap, buy and sell screens refuse it, saying why on their buttons.
import { createPublicClient, http, parseEther } from 'viem';
import { expect, test } from './harness/fixtures.ts';
import { expectNoSecretsLeaked, recordOutgoing } from './harness/secretScan.ts';
import { pickToken } from './swap-journey-helpers.ts';

const WATCHED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

test('should watch an address view-only and refuse to sign a swap with it', async ({ page, manifest }) => {
  const recorder = recordOutgoing(page);
  const chain = manifest.chains['31337']!;
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: 'Watch a wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch a wallet' });
  const field = dialog.getByLabel('Wallet address');

  for (const [typed, message] of [
    ['vitalik.eth', 'Address not found'],
    ['0x123', 'Address not found'],
    [`${WATCHED}00`, 'Address not found'],
    ['<script>alert(1)</script>', 'Address not found'],
    [chain.contracts.WETH9, 'This address is a smart contract'],
  ] as const) {
    await field.fill(typed);
    await dialog.getByRole('button', { name: 'Watch' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await expect(field).toHaveValue(typed);
  }
  await field.fill(` ${WATCHED} `);
  await dialog.getByRole('button', { name: 'Watch' }).click();
  await expect(page.getByRole('button', { name: `Account ${WATCHED}` })).toBeVisible();
  await expect(page.getByText('View only', { exact: true })).toBeVisible();

  // a swap needs a signature: the swap button says why and stays disabled; nothing reaches the chain
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const nonceBefore = await client.getTransactionCount({ address: WATCHED });
  await pickToken(page, 'buy', 'USDC');
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await expect(page.getByRole('button', { name: 'View-only wallets cannot swap' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Review' })).toHaveCount(0);
  expect(await client.getTransactionCount({ address: WATCHED })).toBe(nonceBefore);
  expect(await client.getBalance({ address: WATCHED })).toBeGreaterThan(parseEther('1'));

  // reload: the watched address reconnects, still view-only
  await page.reload();
  await expect(page.getByRole('button', { name: `Account ${WATCHED}` })).toBeVisible();
  await expect(page.getByText('View only', { exact: true })).toBeVisible();

  // spec §6: nor can it buy or sell; the main button says why, and no provider's tab opens
  for (const [path, amount, refusal] of [
    ['/buy', 'Amount to pay', 'View-only wallets cannot buy'],
    ['/sell', 'Amount to sell', 'View-only wallets cannot sell'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: `Account ${WATCHED}` })).toBeVisible();
    await page.getByRole('textbox', { name: amount }).fill('150');
    await expect(page.getByRole('button', { name: refusal })).toBeDisabled();
  }
  expect(page.context().pages()).toHaveLength(1);
  await expectNoSecretsLeaked(page, recorder, []);
});
