// spec §5 recovery phrases: import the standard test mnemonic (after phrases that must be refused), see its balances on
// both chains as the chain holds them, and switch the wallet between Devnet and Devnet L2. Issue 32 "It remembers you":
// a reload, online and offline, shows the same account at once, locked, with its portfolio from the local store; a
// swap then asks for the password in its review and lands.
import { createPublicClient, erc20Abi, formatUnits, http, type Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { bytesToHex } from 'viem';
import { expect, test, waitForPersistedQuery, waitForServiceWorker } from './harness/fixtures.ts';
import { PASSWORD, TEST_MNEMONIC, unlockInReview } from './harness/embeddedWallet.ts';
import { rpc } from './harness/rpc.ts';
import { expectNoSecretsLeaked, recordOutgoing } from './harness/secretScan.ts';
import { pickToken, quotedAmount } from './swap-journey-helpers.ts';

/** What the drawer shows for an amount (its own formatting: six significant digits). */
const shown = (wei: bigint) =>
  new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 }).format(Number(formatUnits(wei, 18)));

// the app reopens offline through its service worker (blocked by default in the run, playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test('should import the test mnemonic, show its balances on both chains, remember it locked across reloads, switch chains and swap with it', async ({
  page,
  context,
  manifest,
}) => {
  // each unlock or seal derives a key with 600,000 PBKDF2 rounds, and the app reopens three times: slow on a busy machine
  test.setTimeout(120_000);
  const recorder = recordOutgoing(page);
  const account = mnemonicToAccount(TEST_MNEMONIC);
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: 'Add an existing wallet' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add an existing wallet' });
  const phrase = dialog.getByLabel('Recovery phrase');
  const submit = dialog.getByRole('button', { name: 'Continue' });

  // garbage a person might type or paste: each gets the spec's message and nothing is lost
  for (const [typed, message] of [
    ['hello sluice world', 'Invalid word: sluice'],
    ['test test test test test test test test test test test', 'Invalid recovery phrase'],
    ['test test test test test test test test test test test test', 'Invalid recovery phrase'],
    ['  ', 'Invalid recovery phrase'],
    ['test test test test test test test test test test test junk!', 'Invalid word: junk!'],
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'Invalid word: 0x70997970c51812dc3a010c7d01b50e0d17dc79c8'],
  ] as const) {
    await phrase.fill(typed);
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await expect(phrase).toHaveValue(typed);
  }
  await phrase.fill(` ${TEST_MNEMONIC.toUpperCase()}  `);
  await submit.click();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const accountButton = page.getByRole('button', { name: `Account ${account.address}` });
  await expect(accountButton).toBeVisible({ timeout: 15_000 });

  // balances from the chain, on both chains
  const chains = Object.values(manifest.chains).sort((a, b) => a.chainId - b.chainId);
  const balances = await Promise.all(
    chains.map(async (c) =>
      BigInt(await rpc<string>(c.rpcUrl, 'eth_getBalance', [account.address as Address, 'latest'])),
    ),
  );
  await expect(accountButton).not.toHaveAccessibleDescription('Locked');
  const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
  const tokens = drawer.getByRole('list', { name: 'Tokens' });
  const expectBalancesInDrawer = async () => {
    await accountButton.click();
    await expect(tokens.getByRole('listitem').filter({ hasText: /^ETH\s*Devnet(?! L2)/ })).toContainText(
      shown(balances[0]!),
    );
    await expect(tokens.getByRole('listitem').filter({ hasText: /^ETH\s*Devnet L2/ })).toContainText(
      shown(balances[1]!),
    );
  };
  await expectBalancesInDrawer();

  // the embedded wallet's management is reachable from the drawer's Other wallets view
  await drawer.getByRole('button', { name: 'Other wallets' }).click();
  const panel = drawer.getByRole('region', { name: 'Sluice wallet' });
  await expect(panel.getByRole('list', { name: 'Accounts' }).getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('list', { name: 'Accounts' })).toContainText('0xf39F…2266');
  await expect(panel.getByRole('button', { name: 'Lock' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Back', exact: true }).click();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // it remembers you: a reload shows the same account, locked, with its portfolio; offline too, from the local store
  await waitForPersistedQuery(page, ['portfolio', account.address.toLowerCase()]);
  await waitForServiceWorker(page);
  await page.reload();
  await expect(accountButton).toHaveAccessibleDescription('Locked');
  await expectBalancesInDrawer();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await expect(accountButton).toHaveAccessibleDescription('Locked');
  await expectBalancesInDrawer();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await context.setOffline(false);
  await page.reload();
  await expect(accountButton).toHaveAccessibleDescription('Locked');

  // switch chains: the embedded wallet's provider follows (from the header's control, which a trade form replaces
  // with its own picker: explore keeps it)
  await page.goto('/explore');
  const network = page.getByRole('banner').getByLabel('Wallet network');
  await expect(network).toHaveValue(String(chains[0]!.chainId));
  await network.selectOption({ label: 'Devnet L2' });
  await expect(network).toHaveValue(String(chains[1]!.chainId));
  await expect(page.getByText('Failed to switch networks')).toBeHidden();
  await network.selectOption({ label: 'Devnet' });
  await expect(network).toHaveValue(String(chains[0]!.chainId));
  await page.goto('/swap');

  // the swap screen uses the embedded wallet's provider unchanged: signed in the vault worker, sent to the chain
  const usdc = manifest.chains['31337']!.tokens.find((t) => t.symbol === 'USDC')!;
  const client = createPublicClient({ transport: http(chains[0]!.rpcUrl) });
  const usdcBalance = () =>
    client.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] });
  const usdcBefore = await usdcBalance();
  const nonceBefore = await client.getTransactionCount({ address: account.address });
  await expect(page.getByRole('button', { name: 'Token to sell: ETH' })).toBeVisible();
  await pickToken(page, 'buy', 'USDC');
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await quotedAmount(page, 'Amount to buy');
  await page.getByRole('button', { name: 'Review' }).click();
  // the locked wallet asks for its password in the review, then the swap goes on
  const review = page.getByRole('dialog', { name: 'Review swap' });
  await review.getByRole('button', { name: 'Confirm swap' }).click();
  await unlockInReview(review);
  await expect(page.getByRole('status').filter({ hasText: 'Swapped 1 ETH for USDC' })).toBeVisible({ timeout: 30_000 });
  await expect(accountButton).not.toHaveAccessibleDescription('Locked');
  expect(await usdcBalance()).toBeGreaterThan(usdcBefore);
  expect(await client.getTransactionCount({ address: account.address })).toBe(nonceBefore + 1);

  // selling a token needs Permit2's typed data: signed in the vault worker too
  await pickToken(page, 'sell', 'USDC');
  await pickToken(page, 'buy', 'ETH');
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('100');
  await quotedAmount(page, 'Amount to buy');
  const usdcBeforeSale = await usdcBalance();
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('dialog', { name: 'Review swap' }).getByRole('button', { name: 'Confirm swap' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Swapped 100 USDC for ETH' })).toBeVisible({
    timeout: 30_000,
  });
  expect(usdcBeforeSale - (await usdcBalance())).toBe(100_000_000n);

  await expectNoSecretsLeaked(page, recorder, [TEST_MNEMONIC, bytesToHex(account.getHdKey().privateKey!)]);
});
