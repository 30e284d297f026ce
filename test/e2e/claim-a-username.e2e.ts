// The username journey (issue 32; spec §1 "username claim and profile", §5, §8): a wallet claims a username in its
// settings (availability said as it is typed, the proof signed through the review), another wallet finds it in search
// and sends ETH to it (the chain is the judge), the name is changed twice and the form refuses a third change, and the
// other wallet cannot claim the name left behind. Rules, limits and refusals are checked in src/account/username/ and
// server/usernameClaims.hostile.test.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { TEST_MNEMONIC } from './harness/embeddedWallet.ts';
import { installInjectedWallet } from './harness/injectedWallet.ts';
import { devnetChain } from './swap-journey-helpers.ts';

test.use({ startConnected: true });

/**
 * The claimer: a devnet account no other journey claims with (the sender is the harness's account 0). A username's
 * two changes are spent for good, and the username service is not reverted with the chain, so a retried attempt
 * claims with the next account.
 */
const CLAIMER_INDICES = [8, 9] as const;
const claimerKeyOf = (retry: number) =>
  mnemonicToAccount(TEST_MNEMONIC, { addressIndex: CLAIMER_INDICES[Math.min(retry, CLAIMER_INDICES.length - 1)] });

/** An attempt after the retries ran out finds the claimer still holding a name: the service deletes it first. */
async function forgetClaimerUsername(request: APIRequestContext, claimerKey: ReturnType<typeof claimerKeyOf>) {
  const address = claimerKey.address;
  if ((await request.get(`/api/usernames/lookup?address=${address}`)).status() === 404) return;
  const challenge = await (
    await request.post('/api/usernames/challenge', { data: { address, action: 'delete' } })
  ).json();
  const signature = await claimerKey.signMessage({ message: challenge.message });
  const deleted = await request.post('/api/usernames/delete', {
    data: { address, challengeId: challenge.challengeId, signature },
  });
  expect(deleted.status()).toBe(204);
}

async function openUsernameSettings(page: Page) {
  await page.getByRole('button', { name: /^Account 0x/ }).click();
  const drawer = page.getByRole('dialog', { name: /^0x/ });
  await drawer.getByRole('button', { name: 'Settings' }).click();
  await drawer.getByRole('button', { name: 'Username' }).click();
  return drawer;
}

/** Types a name until the service says it is available, then confirms the review of the signed proof. */
async function signUsernameWrite(
  page: Page,
  form: ReturnType<Page['getByRole']>,
  field: string,
  name: string,
  action: string,
  title: string,
) {
  await form.getByRole('textbox', { name: field }).fill(name);
  await expect(form.getByText(`${name} is available`)).toBeVisible();
  await form.getByRole('button', { name: action }).click();
  const review = page.getByRole('dialog', { name: title });
  // the proof the wallet signs, shown plainly before the prompt
  await expect(review.getByRole('region', { name: 'Message to sign' })).toContainText(
    action === 'Claim username' ? 'Claim a username for this wallet.' : 'Change this wallet’s username.',
  );
  await review.getByRole('button', { name: action }).click();
  await expect(review).toBeHidden({ timeout: 15_000 });
}

test('should claim a username, be found and paid by it, change it twice and keep the old names from anyone', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  // four signatures and a send on a two-core machine shared with the other journeys
  test.setTimeout(90_000);
  const { balance } = devnetChain(manifest);
  const claimerKey = claimerKeyOf(test.info().retry);
  const claimer = claimerKey.address;
  expect(DEV_ACCOUNTS).toContain(claimer);
  await forgetClaimerUsername(page.request, claimerKey);
  // names of this attempt alone: a changed or deleted name is retired for good
  const stamp = Date.now().toString(36).slice(-6);
  const [first, second, third] = ['a', 'b', 'c'].map((tag) => `claim${stamp}${tag}`);

  // the claimer's page: the same remembered wallet, holding the claimer's account
  const claimerPage = await page.context().newPage();
  // a phone's width: the username view, its claim form and its profile fit it, and every click below fails if its
  // control lies under another
  await claimerPage.setViewportSize({ width: 360, height: 740 });
  const claimerWallet = await installInjectedWallet(claimerPage, manifest, claimer);
  await claimerPage.goto('/swap');
  await expectConnected(claimerPage, claimerWallet);
  const settings = await openUsernameSettings(claimerPage);
  // spec §5: the rules said as one types
  await settings.getByRole('textbox', { name: 'Username' }).fill('Ab');
  await expect(settings.getByText('Use only lowercase letters and numbers')).toBeVisible();
  await signUsernameWrite(claimerPage, settings, 'Username', first!, 'Claim username', `Claim ${first}`);
  await expect(settings.getByText(`${first} is yours`)).toBeVisible();
  await expect(settings.getByText('Changes left: 2')).toBeVisible();
  // the claimed name's view (identity, change, profile, delete) scrolls up and down only
  await expect(
    settings.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Save profile' }),
  ).toBeVisible();
  expect(await claimerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // the other wallet finds the name in search, with its avatar, and sends to it
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/explore');
  await expectConnected(page, injectedWallet);
  await page.keyboard.press('/');
  const search = page.getByRole('dialog', { name: 'Search' });
  await search.getByRole('searchbox', { name: 'Search tokens, pools and wallets' }).fill(first!);
  const found = search.getByRole('region', { name: 'Wallets' }).getByRole('button', { name: new RegExp(`^${first}`) });
  await expect(found).toBeVisible();
  await page.goto('/send');
  await expectConnected(page, injectedWallet);
  const before = await balance('ETH', claimer);
  await page.getByRole('textbox', { name: 'Amount to send' }).fill('0.25');
  const inEth = page.getByRole('button', { name: 'Enter the amount in ETH' });
  if (await inEth.isVisible()) {
    await inEth.click();
    await page.getByRole('textbox', { name: 'Amount to send' }).fill('0.25');
  }
  await page.getByRole('textbox', { name: 'Recipient' }).fill(first!);
  await page.getByRole('button', { name: `${first} ${claimer}` }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const bump = page.getByRole('dialog', { name: 'New address' });
  const review = page.getByRole('dialog', { name: 'Review send' });
  await expect(bump.or(review)).toBeVisible();
  if (await bump.isVisible()) await bump.getByRole('button', { name: 'Continue' }).click();
  await expect(review.getByText(first!, { exact: true })).toBeVisible();
  await review.getByRole('button', { name: 'Confirm send' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Sent 0.25 ETH to ${first}` })).toBeVisible({
    timeout: 20_000,
  });
  expect((await balance('ETH', claimer)) - before).toBe(parseEther('0.25'));

  // two changes, then the form refuses a third
  await signUsernameWrite(claimerPage, settings, 'New username', second!, 'Change username', `Change to ${second}`);
  await expect(settings.getByText('Changes left: 1')).toBeVisible();
  await signUsernameWrite(claimerPage, settings, 'New username', third!, 'Change username', `Change to ${third}`);
  await expect(settings.getByText('Changes left: 0')).toBeVisible();
  await expect(settings.getByRole('alert')).toHaveText('You have already changed your username twice');
  await expect(settings.getByRole('textbox', { name: 'New username' })).toHaveCount(0);
  // the drawer's header shows the name the wallet holds now
  await settings.getByRole('button', { name: 'Back' }).click();
  await settings.getByRole('button', { name: 'Back' }).click();
  await expect(settings.getByText(third!, { exact: true })).toBeVisible();

  // the other wallet cannot have the name left behind
  const mine = await openUsernameSettings(page);
  const taken = mine.getByRole('textbox', { name: 'Username' });
  await taken.fill(first!);
  // the field's description is what the person reads under it (a failure prints what it said instead)
  await expect(taken).toHaveAccessibleDescription('This username is not available');
  await expect(mine.getByRole('button', { name: 'Claim username' })).toBeDisabled();
});
