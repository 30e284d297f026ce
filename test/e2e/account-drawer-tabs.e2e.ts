// The account drawer's tabs and frame (issue 4, spec §2): NFTs and positions read from the chain, activity from the
// activity store, the remembered tab, Escape, copy address, and the panel's sizes.
import { type Page } from '@playwright/test';
import { createPublicClient, http, parseEther } from 'viem';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { seriousViolations } from './harness/axe.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { installInjectedWallet, type InjectedWallet } from './harness/injectedWallet.ts';
import { rpc } from './harness/rpc.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

async function openDrawer(page: Page, wallet: InjectedWallet) {
  await page.getByRole('button', { name: `Account ${wallet.address}` }).click();
  const drawer = page.getByRole('dialog', { name: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}` });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** After a reload the recent wallet reconnects by itself (the connection's eager reconnect, spec §2). */
async function ensureConnected(page: Page, wallet: InjectedWallet) {
  await expect(page.getByRole('button', { name: `Account ${wallet.address}` })).toBeVisible();
}

test('should list the NFTs the account owns on both chains in the NFTs tab', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  const drawer = await openDrawer(page, injectedWallet);
  await drawer.getByRole('tab', { name: 'NFTs' }).click();
  const nfts = drawer.getByRole('list', { name: 'NFTs' });
  const owned = Object.values(manifest.chains).flatMap((chain) =>
    chain.nftCollections.flatMap((c) =>
      c.items
        .filter((i) => i.owner.toLowerCase() === injectedWallet.address.toLowerCase())
        .map((i) => `${c.name} #${i.tokenId}, ${chain.name}`),
    ),
  );
  expect(owned.length).toBeGreaterThan(0);
  await expect(nfts.getByRole('listitem')).toHaveCount(owned.length, { timeout: 15_000 });
  for (const item of owned) await expect(nfts.getByRole('button', { name: item, exact: true })).toBeVisible();
});

test('should list an LP account’s positions in the Pools tab and remember the tab across a reload', async ({
  page,
  manifest,
}) => {
  const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[1]!);
  await page.goto('/swap');
  await expectConnected(page, lp);
  let drawer = await openDrawer(page, lp);
  await drawer.getByRole('tab', { name: 'Pools' }).click();
  const pools = drawer.getByRole('list', { name: 'Pools' });
  await expect(
    pools
      .getByRole('listitem')
      .filter({ hasText: /v2 · 0\.3%/ })
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(pools.getByRole('listitem').filter({ hasText: /v3 · / }).first()).toBeVisible();
  await expect(pools.getByRole('listitem').filter({ hasText: /v4 · / }).first()).toBeVisible();
  await expect(pools.getByRole('listitem').filter({ hasText: 'In range' }).first()).toBeVisible();

  await page.reload();
  await ensureConnected(page, lp);
  drawer = await openDrawer(page, lp);
  await expect(drawer.getByRole('tab', { name: 'Pools' })).toHaveAttribute('aria-selected', 'true');
});

/** Writes a row into one of the app's IndexedDB tables (src/data/database.ts) the way its screens do. */
async function putRow(page: Page, table: 'activity' | 'wallets', row: Record<string, unknown>) {
  await page.evaluate(
    ({ table, row }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sluice');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(table, 'readwrite');
          tx.objectStore(table).put(row);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { table, row },
  );
}

/** An activity row as the swap and send screens write it (src/data/activity.ts). */
const putActivity = (page: Page, row: Record<string, unknown>) => putRow(page, 'activity', row);
/** A wallet row as the wallet screens store it (src/data/database.ts WalletRow). */
const putWallet = (page: Page, row: Record<string, unknown>) => putRow(page, 'wallets', row);

test('should count a pending transaction on the navbar button, mark Activity with a dot, list it once settled, and list the other wallets', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const chain = manifest.chains['31337']!;
  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  // a real transaction from the connected wallet, left pending: the chain stops mining until the test says so
  await rpc(chain.rpcUrl, 'evm_setAutomine', [false]);
  try {
    const hash = (await page.evaluate(
      ([from, value]) =>
        (window as unknown as { ethereum: { request: (a: object) => Promise<string> } }).ethereum.request({
          method: 'eth_sendTransaction',
          params: [{ from, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value }],
        }),
      [injectedWallet.address, `0x${parseEther('0.5').toString(16)}`] as const,
    )) as `0x${string}`;
    const row = {
      id: `31337:${hash.toLowerCase()}`,
      chainId: 31337,
      hash,
      account: injectedWallet.address.toLowerCase(),
      type: 'send',
      status: 'pending',
      addedAt: Date.now(),
      input: {
        token: '0x0000000000000000000000000000000000000000',
        symbol: 'ETH',
        decimals: 18,
        amount: parseEther('0.5').toString(),
      },
      counterparty: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      unseen: true,
    };
    await putActivity(page, row);
    // and a wallet the wallet screens stored (src/data/database.ts WalletRow), listed in Other wallets below: the same
    // reload reads both
    await putWallet(page, {
      address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      kind: 'viewOnly',
      nickname: 'Savings',
      addedAt: Date.now(),
    });
    await page.reload();
    await ensureConnected(page, injectedWallet);
    const button = page.getByRole('button', { name: `Account ${injectedWallet.address}` });
    await expect(button).toContainText('1 pending');
    let drawer = await openDrawer(page, injectedWallet);
    await drawer.getByRole('tab', { name: 'Tokens' }).click();
    await expect(drawer.getByRole('img', { name: 'New activity' })).toBeVisible();

    // the block is mined: the app's activity tracker reads the receipt and settles the row by itself
    await page.keyboard.press('Escape');
    await rpc(chain.rpcUrl, 'evm_mine', []);
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    expect((await client.getTransactionReceipt({ hash })).status).toBe('success');
    await expect(button).not.toContainText('pending', { timeout: 15_000 });
    drawer = await openDrawer(page, injectedWallet);
    await expect(drawer.getByRole('img', { name: 'New activity' })).toBeVisible();
    await drawer.getByRole('tab', { name: 'Activity' }).click();
    const activity = drawer.getByRole('list', { name: 'Activity' });
    await expect(activity.getByRole('listitem').first()).toContainText('Sent');
    await expect(activity.getByRole('listitem').first()).toContainText('Confirmed');
    await expect(activity.getByRole('listitem').first()).toContainText('0.5 ETH');
    // viewed: the dot is gone when the person goes back to another tab
    await drawer.getByRole('tab', { name: 'Tokens' }).click();
    await expect(drawer.getByRole('img', { name: 'New activity' })).toHaveCount(0);

    // the wallets the app knows, in Other wallets, and back to the account
    await drawer.getByRole('button', { name: 'Other wallets' }).click();
    const wallets = drawer.getByRole('list', { name: 'Other wallets' });
    await expect(wallets.getByRole('listitem').filter({ hasText: 'Savings' })).toContainText('0x7099…79c8');
    await expect(wallets.getByRole('listitem').filter({ hasText: 'Savings' })).toContainText('View only');
    await drawer.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(drawer.getByRole('tablist', { name: 'Portfolio' })).toBeVisible();
  } finally {
    await rpc(chain.rpcUrl, 'evm_setAutomine', [true]);
  }
});

// One visit for the drawer's frame (a context and a cold load cost some 2 s each on CI): its sizes, Escape, the reset
// once closed, and copying the address.
test('should be a 390 or 320 px side panel or a full-screen sheet by width, close on Escape, reset once closed, and close after copying the address, which lands on the clipboard', async ({
  page,
  context,
  injectedWallet,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // the reset waits for the closing animation (spec §9: 250 ms): the test moves the page's clock past it
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/swap');
  await expectConnected(page, injectedWallet);

  // a 390 or 320 px side panel, a full-screen sheet at small widths
  let drawer = await openDrawer(page, injectedWallet);
  expect((await drawer.boundingBox())!.width).toBe(390);
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect.poll(async () => (await drawer.boundingBox())!.width).toBe(320);
  const box = (await drawer.boundingBox())!;
  expect(1000 - (box.x + box.width)).toBe(8);
  await page.setViewportSize({ width: 400, height: 800 });
  await expect.poll(async () => (await drawer.boundingBox())!.width).toBe(400);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Escape closes it and gives the focus back to the account button
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: `Account ${injectedWallet.address}` })).toBeFocused();

  // closed, it resets to the default view
  await page.clock.fastForward(300);
  drawer = await openDrawer(page, injectedWallet);
  await drawer.getByRole('button', { name: 'Settings' }).click();
  await expect(drawer.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.clock.fastForward(300);
  drawer = await openDrawer(page, injectedWallet);
  await expect(drawer.getByRole('tablist', { name: 'Portfolio' })).toBeVisible();

  // copying the address closes it too, and the address is on the clipboard
  await drawer.getByRole('button', { name: `Copy address ${injectedWallet.address}` }).click();
  await expect(drawer.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  await expect(drawer).toBeHidden();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(injectedWallet.address);
});

test.describe('accessibility of the drawer', () => {
  // reduced motion: the balance digits are at rest at once, so contrast is measured as a person sees them
  test.use({ reducedMotion: 'reduce' });
  test('should have no serious accessibility violations in the open drawer and its settings in the light and the dark theme', async ({
    page,
    injectedWallet,
  }) => {
    const scan = () => seriousViolations(page, { include: '[role="dialog"]' });
    await page.goto('/swap?theme=light');
    await expectConnected(page, injectedWallet);
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        // the theme changes where a person changes it, in the header's settings (one visit for both themes)
        await page.getByRole('button', { name: 'Settings', exact: true }).click();
        await page.getByRole('radio', { name: 'Dark' }).click();
        await page.keyboard.press('Escape');
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const drawer = await openDrawer(page, injectedWallet);
      await expect(drawer.getByRole('list', { name: 'Tokens' }).getByRole('listitem').first()).toBeVisible({
        timeout: 15_000,
      });
      expect(await scan(), `the drawer, ${theme}`).toEqual([]);
      await drawer.getByRole('button', { name: 'Settings' }).click();
      await drawer.getByRole('button', { name: 'Portfolio balance' }).click();
      expect(await scan(), `the drawer's settings, ${theme}`).toEqual([]);
      // back home before closing: a drawer reopened within its 250 ms reset would still show these settings
      await drawer.getByRole('button', { name: 'Back', exact: true }).click();
      await drawer.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(drawer.getByRole('list', { name: 'Tokens' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
  });
});
