// The send journeys (issue 15; spec §2 "Send modal", §4, §5, §6): a person sends ETH and a 6-decimal token, meets the
// speed bumps in the spec's order, sends Max, is told when gas cannot be paid, and cannot send from a view-only wallet.
// The chain is the judge: exact amounts arrive and the network cost is the receipt's.
import type { Page } from '@playwright/test';
import { type Address, formatUnits, parseEther, parseUnits } from 'viem';
import { DEVNET_USERNAMES } from '../../devnet/sandboxAccess.ts';
import { connectDevnetWallet, expect, expectConnected, test, watchWallet } from './harness/fixtures.ts';
import { rpc } from './harness/rpc.ts';
import { simulatedChanges } from './harness/transactionReview.ts';
import { devnetChain, pickToken, settledActivity } from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

const FRESH = '0x1111111111111111111111111111111111111111' as Address;
const FRIEND = '0x2222222222222222222222222222222222222222' as Address;
/**
 * A recipient only the Max journey pays, so it is new whatever the indexer still holds of the journeys before it
 * (their sends to FRIEND are reverted on chain, but the indexer can count them until it sees the revert as a reorg).
 */
const MAX_RECIPIENT = '0x5555555555555555555555555555555555555555' as Address;

/** Types the amount in the token (toggling out of fiat input first when the field is in fiat). */
/**
 * Types an amount of the token. The form starts in dollars once the token's price is known: typed then, the figure is
 * dollars, so switch to the token (its button is there whenever the field is in dollars) and type it again. Typed
 * before the price arrived, it stays in the token (the form keeps the unit the figure was typed in).
 */
async function typeTokenAmount(page: Page, symbol: string, amount: string) {
  const field = page.getByRole('textbox', { name: 'Amount to send' });
  await field.fill(amount);
  const toToken = page.getByRole('button', { name: `Enter the amount in ${symbol}` });
  if (await toToken.isVisible()) {
    await toToken.click();
    await field.fill(amount);
  }
}

async function typeRecipient(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Recipient' }).fill(text);
}

/**
 * Clicks Send, continues past the bumps named (in the order expected), and confirms the review; returns what the
 * review's simulation said would move, read before the wallet was asked (issue 28).
 */
async function sendThrough(page: Page, bumps: ('Is this a wallet address?' | 'New address')[]) {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  for (const bump of bumps) {
    const dialog = page.getByRole('dialog', { name: bump });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
  }
  const review = page.getByRole('dialog', { name: 'Review send' });
  await expect(review).toBeVisible();
  const simulated = await simulatedChanges(review);
  await review.getByRole('button', { name: 'Confirm send' }).click();
  return simulated;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
});

test.describe('before a wallet is connected', () => {
  // this journey begins disconnected: it connects through the modal as a person does
  test.use({ startConnected: false });
  test('should send ETH to a new address through the new-recipient bump, exactly, paying the receipt’s network cost', async ({
    page,
    manifest,
    injectedWallet,
  }) => {
    const { balance, client } = devnetChain(manifest);
    const me = injectedWallet.address;
    await page.goto('/send');
    await expect(page.getByRole('heading', { level: 1, name: 'Send' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect wallet', exact: true }).last()).toBeEnabled();
    await connectDevnetWallet(page, injectedWallet);
    const [mineBefore, theirsBefore] = [await balance('ETH', me), await balance('ETH', FRESH)];

    // the button's label follows the spec's order
    await expect(page.getByRole('button', { name: 'Enter an amount' })).toBeDisabled();
    await typeRecipient(page, '0x1234');
    await expect(page.getByRole('button', { name: 'Invalid wallet address' })).toBeDisabled();
    await expect(page.getByRole('alert').filter({ hasText: 'No wallet found' })).toBeVisible();
    await typeRecipient(page, '');
    await typeTokenAmount(page, 'ETH', '0.5');
    await expect(page.getByRole('button', { name: 'Select recipient' })).toBeDisabled();
    // whitespace anywhere is stripped
    await typeRecipient(page, ` ${FRESH.slice(0, 20)} ${FRESH.slice(20)} `);
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();

    // cancel dismisses the bump and keeps what was typed
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const bump = page.getByRole('dialog', { name: 'New address' });
    await bump.getByRole('button', { name: 'Cancel' }).click();
    await expect(bump).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Amount to send' })).toHaveValue('0.5');

    // back from the review returns to the form
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('dialog', { name: 'New address' }).getByRole('button', { name: 'Continue' }).click();
    const review = page.getByRole('dialog', { name: 'Review send' });
    await expect(review.getByText(FRESH)).toBeVisible();
    await review.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(review).toBeHidden();

    await sendThrough(page, ['New address']);
    await expect(page.getByRole('status').filter({ hasText: 'Sent 0.5 ETH to 0x1111…1111' })).toBeVisible({
      timeout: 20_000,
    });
    // success resets the form: an empty amount in fiat, no recipient
    await expect(page.getByRole('textbox', { name: 'Amount to send' })).toHaveValue('');
    await expect(page.getByRole('button', { name: /^Enter the amount in ETH/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Recipient' })).toHaveValue('');

    const row = await settledActivity(page, 'send');
    const receipt = await client.getTransactionReceipt({ hash: row.hash as `0x${string}` });
    const networkCost = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(row.networkCostWei).toBe(networkCost.toString());
    expect(row).toMatchObject({ input: { symbol: 'ETH', amount: parseEther('0.5').toString() } });
    expect((await balance('ETH', FRESH)) - theirsBefore).toBe(parseEther('0.5'));
    expect(mineBefore - (await balance('ETH', me))).toBe(parseEther('0.5') + networkCost);
  });
});

test('should send a 6-decimal token exactly, then offer the recipient among recent ones without a bump', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { balance } = devnetChain(manifest);
  const me = injectedWallet.address;
  const before = await balance('USDC', FRIEND);
  // the account drawer opens the send form
  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await page.getByRole('button', { name: `Account ${me}` }).click();
  await page
    .getByRole('dialog', { name: /^0xf39F/ })
    .getByRole('link', { name: 'Send', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Send' })).toBeVisible();
  await pickToken(page, 'send', 'USDC');
  await typeTokenAmount(page, 'USDC', '12.345678');
  // a seventh decimal is not an amount USDC can hold
  await page.getByRole('textbox', { name: 'Amount to send' }).fill('12.3456789');
  await expect(page.getByRole('button', { name: 'Enter an amount' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Amount to send' }).fill('12.345678');
  await typeRecipient(page, FRIEND);
  await expect(page.getByText('You have not sent tokens to this address before')).toBeVisible();
  const simulated = await sendThrough(page, ['New address']);
  await expect(page.getByRole('status').filter({ hasText: 'Sent 12.345678 USDC' })).toBeVisible({ timeout: 20_000 });
  expect((await balance('USDC', FRIEND)) - before).toBe(parseUnits('12.345678', 6));
  // the review said, before the wallet was asked, exactly what left
  expect(simulated).toEqual(new Map([['USDC', -parseUnits('12.345678', 6)]]));

  // the recipient is now a recent one, and no longer new
  await typeTokenAmount(page, 'USDC', '1');
  await page.getByRole('textbox', { name: 'Recipient' }).focus();
  await page.getByRole('group', { name: 'Recent recipients' }).getByRole('button', { name: FRIEND }).click();
  await expect(page.getByRole('button', { name: `Recipient: ${FRIEND}` })).toBeVisible();
  // the transfers made to the recipient before (spec §6, shown when connected): the send this device saw land counts at
  // once, before the indexer, which follows the chain a few blocks behind, has indexed it
  await expect(page.getByText('You have sent tokens to this address once before')).toBeVisible();
  await sendThrough(page, []);
  await expect(page.getByRole('status').filter({ hasText: 'Sent 1 USDC' })).toBeVisible({ timeout: 20_000 });
  expect((await balance('USDC', FRIEND)) - before).toBe(parseUnits('13.345678', 6));
  expect(await balance('USDC', me)).toBeGreaterThan(0n);
});

test('should send to an ENS name, showing the name and the address it resolves to', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { balance } = devnetChain(manifest);
  const me = injectedWallet.address;
  const carol = manifest.chains['31337']!.names!.find((n) => n.name === 'carol.eth')!.address;
  const before = await balance('ETH', carol);
  await page.goto('/send');
  await expectConnected(page, injectedWallet);
  await typeTokenAmount(page, 'ETH', '0.25');
  await typeRecipient(page, 'nobody.eth');
  await expect(page.getByRole('alert').filter({ hasText: 'No wallet found' })).toBeVisible();
  await typeRecipient(page, ' Carol.eth ');
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeEnabled();
  // picking the found recipient in the flyout keeps the name, as a chip
  await page.getByRole('button', { name: `carol.eth ${carol}` }).click();
  await expect(page.getByRole('textbox', { name: 'Recipient' })).toBeHidden();
  await expect(page.getByText('carol.eth', { exact: true })).toBeVisible();

  // whether the account sent to carol before is the chain's history, as the indexer counts it
  const prior = (await (
    await page.request.get(`/api/data/portfolio/transfers/count?chainId=31337&from=${me}&to=${carol}`)
  ).json()) as { count: number };
  await send.click();
  if (prior.count === 0)
    await page.getByRole('dialog', { name: 'New address' }).getByRole('button', { name: 'Continue' }).click();
  const review = page.getByRole('dialog', { name: 'Review send' });
  await expect(review.getByText('carol.eth', { exact: true })).toBeVisible();
  await expect(review.getByText(carol)).toBeVisible();
  await review.getByRole('button', { name: 'Confirm send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent 0.25 ETH to carol.eth' })).toBeVisible({
    timeout: 20_000,
  });
  expect((await balance('ETH', carol)) - before).toBe(parseEther('0.25'));
});

test('should warn of a smart contract first and a new address second, then send to it', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { balance } = devnetChain(manifest);
  const permit2 = manifest.chains['31337']!.contracts.Permit2;
  const before = await balance('USDC', permit2);
  await page.goto('/send');
  await expectConnected(page, injectedWallet);
  await pickToken(page, 'send', 'USDC');
  await typeTokenAmount(page, 'USDC', '2');
  await typeRecipient(page, permit2);
  await sendThrough(page, ['Is this a wallet address?', 'New address']);
  await expect(page.getByRole('status').filter({ hasText: 'Sent 2 USDC' })).toBeVisible({ timeout: 20_000 });
  expect((await balance('USDC', permit2)) - before).toBe(parseUnits('2', 6));
});

test('should block a token contract as recipient and warn about sending to oneself', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  await page.goto('/send');
  await expectConnected(page, injectedWallet);
  await typeTokenAmount(page, 'ETH', '0.1');
  await typeRecipient(page, manifest.chains['31337']!.tokens.find((t) => t.symbol === 'USDC')!.address);
  await expect(page.getByRole('alert').filter({ hasText: 'token contract' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await typeRecipient(page, injectedWallet.address);
  await expect(page.getByRole('note').filter({ hasText: 'This is your own address.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
});

test('should send the whole balance of a token with Max', async ({ page, manifest, injectedWallet }) => {
  const { balance } = devnetChain(manifest);
  const me = injectedWallet.address;
  const held = await balance('USDC', me);
  await page.goto('/send');
  await expectConnected(page, injectedWallet);
  await pickToken(page, 'send', 'USDC');
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount to send' })).toHaveValue(formatUnits(held, 6));
  await expect(page.getByRole('button', { name: 'Max' })).toBeHidden();
  await typeRecipient(page, MAX_RECIPIENT);
  await sendThrough(page, ['New address']);
  await expect(page.getByRole('status').filter({ hasText: /^Sent .* USDC/ })).toBeVisible({ timeout: 20_000 });
  expect(await balance('USDC', me)).toBe(0n);
});

test('should say the network cost cannot be paid when ETH is too low, and not send', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { chain } = devnetChain(manifest);
  await rpc(chain.rpcUrl, 'anvil_setBalance', [injectedWallet.address, '0xe8d4a51000']); // 0.000001 ETH
  await page.goto('/send');
  await expectConnected(page, injectedWallet);
  await pickToken(page, 'send', 'USDC');
  await typeTokenAmount(page, 'USDC', '1');
  await typeRecipient(page, FRIEND);
  await expect(page.getByRole('alert').filter({ hasText: 'Insufficient funds to cover network cost' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  // more than the balance is its own message
  await page.getByRole('textbox', { name: 'Amount to send' }).fill('999999999');
  await expect(page.getByRole('alert').filter({ hasText: 'Insufficient USDC balance' })).toBeVisible();
});

test.describe('watching a wallet, with no wallet connected', () => {
  // a remembered wallet would reconnect over the watched one: this journey begins disconnected
  test.use({ startConnected: false });
  test('should refuse to send from a view-only wallet', async ({ page }) => {
    const watched = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    await page.goto('/send');
    await watchWallet(page, watched);
    await expect(page.getByRole('button', { name: `Account ${watched}` })).toBeVisible();
    await typeTokenAmount(page, 'ETH', '1');
    await typeRecipient(page, FRIEND);
    await expect(page.getByRole('button', { name: 'A view-only wallet cannot send' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Max' })).toHaveCount(0);
  });
});

test('should send to a username the username service knows, and find nobody for an unknown one', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { balance } = devnetChain(manifest);
  const dave = DEVNET_USERNAMES.find((u) => u.username === 'dave')!.address;
  const before = await balance('ETH', dave);
  await page.goto('/send');
  await expectConnected(page, injectedWallet);
  await typeTokenAmount(page, 'ETH', '0.1');
  await typeRecipient(page, 'nobody42');
  await expect(page.getByRole('alert').filter({ hasText: 'No wallet found' })).toBeVisible();
  await typeRecipient(page, 'dave');
  await page.getByRole('button', { name: `dave ${dave}` }).click();
  await expect(page.getByText('dave', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const bump = page.getByRole('dialog', { name: 'New address' });
  const review = page.getByRole('dialog', { name: 'Review send' });
  await expect(bump.or(review)).toBeVisible();
  if (await bump.isVisible()) await bump.getByRole('button', { name: 'Continue' }).click();
  await expect(review.getByText('dave', { exact: true })).toBeVisible();
  await expect(review.getByText(dave)).toBeVisible();
  await review.getByRole('button', { name: 'Confirm send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent 0.1 ETH to dave' })).toBeVisible({ timeout: 20_000 });
  expect((await balance('ETH', dave)) - before).toBe(parseEther('0.1'));
});
