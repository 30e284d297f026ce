// Issue 28: a pending transaction of the embedded wallet can be sped up (the same call, same nonce, higher fees) or
// cancelled (a zero-value send to oneself with the same nonce), through the one review of every request to sign; the
// notices follow it on the page and link to its activity row. The devnet stops mining automatically for these
// journeys, so a transaction stays pending until the journey mines a block; the chain then says which one was mined.
import type { Page } from '@playwright/test';
import { type Address, type Hex, createPublicClient, http, parseEther } from 'viem';
import { importTestMnemonic, testAccount as account } from './harness/embeddedWallet.ts';
import { expect, test } from './harness/fixtures.ts';
import { rpc } from './harness/rpc.ts';

type PoolContent = { pending: Record<string, Record<string, { hash: Hex; maxFeePerGas: Hex }>> };

/** The account's one transaction waiting in the devnet's pool. */
async function pendingTransaction(rpcUrl: string) {
  const content = await rpc<PoolContent>(rpcUrl, 'txpool_content', []);
  const mine = Object.entries(content.pending).find(([from]) => from.toLowerCase() === account.address.toLowerCase());
  const transactions = Object.values(mine?.[1] ?? {});
  expect(transactions).toHaveLength(1);
  return { hash: transactions[0]!.hash, maxFeePerGas: BigInt(transactions[0]!.maxFeePerGas) };
}

/**
 * Connects the embedded wallet from the send screen by importing the test phrase; returns the devnet's client and the
 * account's next nonce.
 */
async function importWallet(page: Page, rpcUrl: string) {
  await page.goto('/send');
  await importTestMnemonic(page);
  await expect(page.getByRole('button', { name: `Account ${account.address}` })).toBeVisible({ timeout: 15_000 });
  const client = createPublicClient({ transport: http(rpcUrl) });
  return { client, nonce: await client.getTransactionCount({ address: account.address }) };
}

/** Sends `amount` ETH to `recipient` and closes the review while the send is pending (mining is paused). */
async function sendAndLeavePending(page: Page, amount: string, recipient: Address) {
  const field = page.getByRole('textbox', { name: 'Amount to send' });
  await field.fill(amount);
  const toToken = page.getByRole('button', { name: 'Enter the amount in ETH' });
  if (await toToken.isVisible()) {
    await toToken.click();
    await field.fill(amount);
  }
  await page.getByRole('textbox', { name: 'Recipient' }).fill(recipient);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const bump = page.getByRole('dialog', { name: 'New address' });
  await bump.getByRole('button', { name: 'Continue' }).click();
  const review = page.getByRole('dialog', { name: 'Review send' });
  await review.getByRole('button', { name: 'Confirm send' }).click();
  await expect(review.getByRole('status').filter({ hasText: 'Sending…' })).toBeVisible({ timeout: 15_000 });
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Sending ${amount} ETH to` })).toBeVisible();
}

test.beforeEach(async ({ page, manifest }) => {
  // the installed app is the phone wallet: these journeys run at a phone's width
  await page.setViewportSize({ width: 390, height: 844 });
  await rpc(manifest.chains['31337']!.rpcUrl, 'evm_setAutomine', [false]);
});

test('should speed up a pending send: the faster transaction is mined with the same nonce, and the first never is', async ({
  page,
  manifest,
}) => {
  test.setTimeout(60_000);
  const { rpcUrl } = manifest.chains['31337']!;
  const recipient = '0x6666666666666666666666666666666666666666' as Address;
  const { client, nonce } = await importWallet(page, rpcUrl);
  await sendAndLeavePending(page, '0.5', recipient);
  const first = await pendingTransaction(rpcUrl);

  // the notice says it is pending, on the page the person is on, and leads to its row
  const notices = page.getByRole('region', { name: 'Transaction notices' });
  await expect(notices).toContainText('Transaction pending');
  await expect(notices).toContainText('Sending 0.5 ETH to 0x6666…6666');
  await notices.getByRole('button', { name: 'View in activity' }).click();
  const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
  const row = drawer.getByRole('list', { name: 'Activity' }).getByRole('listitem').first();
  await expect(row).toBeFocused();
  await expect(row).toContainText('Pending');

  await row.getByRole('button', { name: 'Speed up' }).click();
  const review = page.getByRole('dialog', { name: 'Speed up transaction' });
  // what the replacement does, simulated before the wallet signs it: the same 0.5 ETH leaves
  const leaves = review.getByRole('list', { name: 'Leaves your wallet' });
  await expect(leaves.locator('data')).toHaveAttribute('value', `-${parseEther('0.5')}`, { timeout: 15_000 });
  await review.getByRole('button', { name: 'Speed up' }).click();
  await expect(review.getByRole('status').filter({ hasText: 'Speeding up…' })).toBeVisible({ timeout: 15_000 });
  const faster = await pendingTransaction(rpcUrl);
  expect(faster.hash).not.toBe(first.hash);
  expect(faster.maxFeePerGas).toBeGreaterThan(first.maxFeePerGas);

  const before = await client.getBalance({ address: recipient });
  await rpc(rpcUrl, 'evm_mine', []);
  await expect(review).toBeHidden({ timeout: 15_000 });
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText('Sped up: replaced by a transaction with a higher fee');
  // the chain: the replacement was mined with the nonce, the first transaction never was, 0.5 ETH arrived once
  const receipt = await client.getTransactionReceipt({ hash: faster.hash });
  expect(receipt.status).toBe('success');
  await expect(client.getTransactionReceipt({ hash: first.hash })).rejects.toThrow();
  expect((await client.getTransaction({ hash: faster.hash })).nonce).toBe(nonce);
  expect((await client.getBalance({ address: recipient })) - before).toBe(parseEther('0.5'));
  await drawer.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('region', { name: 'Transaction notices' })).toContainText('Transaction confirmed');
});

test('should cancel a pending send so nothing arrives, and say "Cancel or replace failed" when the send was mined first', async ({
  page,
  manifest,
}) => {
  test.setTimeout(60_000);
  const { rpcUrl } = manifest.chains['31337']!;
  const recipient = '0x7777777777777777777777777777777777777777' as Address;
  const { client, nonce } = await importWallet(page, rpcUrl);
  await sendAndLeavePending(page, '0.5', recipient);
  const first = await pendingTransaction(rpcUrl);

  await page.getByRole('button', { name: `Account ${account.address}` }).click();
  const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
  await drawer.getByRole('tab', { name: 'Activity' }).click();
  const row = drawer.getByRole('list', { name: 'Activity' }).getByRole('listitem').first();
  await row.getByRole('button', { name: 'Cancel' }).click();
  const review = page.getByRole('dialog', { name: 'Cancel transaction' });
  await expect(review).toContainText('The network cost is not refunded.');
  await expect(review.getByRole('region', { name: 'What this will do' })).toContainText('Network cost', {
    timeout: 15_000,
  });
  await review.getByRole('button', { name: 'Cancel transaction' }).click();
  await expect(review.getByRole('status').filter({ hasText: 'Canceling…' })).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Canceling');
  const cancel = await pendingTransaction(rpcUrl);
  expect(cancel.hash).not.toBe(first.hash);

  await rpc(rpcUrl, 'evm_mine', []);
  await expect(review).toBeHidden({ timeout: 15_000 });
  await expect(row).toContainText('Canceled');
  // the chain: a zero-value send to oneself took the nonce; nothing reached the recipient
  const mined = await client.getTransaction({ hash: cancel.hash });
  expect(mined).toMatchObject({ nonce, value: 0n, to: account.address.toLowerCase() });
  await expect(client.getTransactionReceipt({ hash: first.hash })).rejects.toThrow();
  expect(await client.getBalance({ address: recipient })).toBe(0n);
  await drawer.getByRole('button', { name: 'Close' }).first().click();

  // a second send, mined while the cancel is being reviewed: the node refuses a cancel for a used nonce
  await sendAndLeavePending(page, '0.1', recipient);
  await page.getByRole('button', { name: `Account ${account.address}` }).click();
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(review.getByRole('region', { name: 'What this will do' })).toContainText('Network cost', {
    timeout: 15_000,
  });
  await rpc(rpcUrl, 'evm_mine', []);
  await review.getByRole('button', { name: 'Cancel transaction' }).click();
  await expect(review.getByRole('alert')).toHaveText('Cancel or replace failed');
  await expect(row).toContainText('Confirmed');
  expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.1'));
});
