// The account drawer's Limits view (issue 14, spec §2): the order placed on /limit is listed with its status; when the
// order service does not answer, the orders last listed come from IndexedDB with "Data may be outdated".
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { placeLimitOrder } from './limit-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

test('should list the limit order in the drawer, and from the cache with "Data may be outdated" when the service is down', async ({
  page,
  injectedWallet,
}) => {
  test.setTimeout(90_000);
  await page.goto('/limit');
  await expectConnected(page, injectedWallet);
  await placeLimitOrder(page, {
    sell: 'USDC',
    buy: 'WETH',
    amount: '51',
    quick: '+10%',
    expiry: '1 month',
    buyDecimals: 18,
  });

  const openDrawer = async () => {
    await page.getByRole('button', { name: /^Account 0x/ }).click();
    const drawer = page.getByRole('dialog', { name: /^0x/ });
    await drawer.getByRole('button', { name: 'Limits' }).click();
    return drawer;
  };
  let drawer = await openDrawer();
  const row = () => drawer.getByRole('listitem', { name: /^Limit order: sell 51 USDC for / });
  await expect(row()).toContainText('Open');
  await expect(drawer.getByText('Data may be outdated')).toBeHidden();

  // the order service stops answering: the drawer lists what it cached
  await page.route('**/api/orders/**', (route) => route.abort());
  await page.reload();
  drawer = await openDrawer();
  await expect(drawer.getByText('Data may be outdated')).toBeVisible({ timeout: 15_000 });
  await expect(row()).toContainText('Open');
});
