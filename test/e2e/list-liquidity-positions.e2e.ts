// spec §2 /positions (issue 13): the connected wallet's v2, v3 and v4 positions on both devnet chains, from the
// indexer, with their status; filters by status and version; closed positions in their own view; a phone's width.
import { createPublicClient, erc721Abi, http } from 'viem';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { installInjectedWallet } from './harness/injectedWallet.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

test.describe('before a wallet is connected', () => {
  // this journey begins disconnected: it connects through the modal as a person does
  test.use({ startConnected: false });
  test('should ask for a wallet, then list every open position with its status and filter by version and status', async ({
    page,
    manifest,
  }) => {
    // the seeded LP: v2, v3 and v4 positions on both chains, none closed
    const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[2]!);
    await page.goto('/positions');
    await expect(page.getByRole('heading', { level: 1, name: 'Your positions' })).toBeVisible();
    // the prompt is a button that opens the wallet dialog (issue 34)
    await page.getByRole('button', { name: 'Connect a wallet to see your liquidity positions.' }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: /Devnet Wallet/ })
      .click();
    await expect(page.getByRole('button', { name: `Account ${lp.address}` })).toBeVisible();

    const list = page.getByRole('list', { name: 'Positions' });
    const rows = list.getByRole('listitem');
    await expect(rows.first()).toBeVisible({ timeout: 15_000 });
    // the chain as judge: one v3 row for each NonfungiblePositionManager NFT the LP holds on either chain
    let v3Nfts = 0n;
    for (const chain of Object.values(manifest.chains)) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) });
      v3Nfts += await client.readContract({
        address: chain.contracts.NonfungiblePositionManager,
        abi: erc721Abi,
        functionName: 'balanceOf',
        args: [lp.address],
      });
    }
    await page.getByRole('combobox', { name: 'Protocol version' }).selectOption('v3');
    await expect(rows).toHaveCount(Number(v3Nfts));
    await expect(rows.filter({ hasText: 'Devnet L2' }).first()).toBeVisible();
    await expect(rows.filter({ hasNotText: /v3/ })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('Out of range');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNotText: 'Out of range' })).toHaveCount(0);
    await expect(rows.filter({ hasText: / per / }).first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Protocol version' }).selectOption('All versions');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Open');
    await expect(rows.filter({ hasText: /v2/ }).first()).toBeVisible();
    await expect(rows.filter({ hasText: /v2/ }).first()).toContainText('Full range');
    await expect(rows.filter({ hasText: /v4/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /closed position/ })).toHaveCount(0);
  });
});

test('should keep closed positions out of the open list and show them in the closed view', async ({
  page,
  manifest,
}) => {
  // this LP removed all liquidity from two positions during the seeded history; their NFTs stay
  const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[4]!);
  await page.goto('/positions');
  await expectConnected(page, lp);
  const rows = page.getByRole('list', { name: 'Positions' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  await expect(rows.filter({ hasText: 'Closed' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show closed positions (2)' }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('CLOSED');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasNotText: 'Closed' })).toHaveCount(0);
});

test.describe('on a 360x740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('should list the positions without scrolling sideways', async ({ page, manifest }) => {
    const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[2]!);
    await page.goto('/positions');
    await expectConnected(page, lp);
    await expect(page.getByRole('list', { name: 'Positions' }).getByRole('listitem').first()).toBeVisible({
      timeout: 15_000,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
