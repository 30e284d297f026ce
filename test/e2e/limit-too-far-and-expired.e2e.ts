// Limit price rules and expiry (issue 14, spec §5, §8): a limit price more than twice the market's is blocked with
// "Limit price too far from market"; a token that takes a fee on every transfer (RFX) cannot be in a limit order (issue
// 35); an order whose expiry passes (devnet time moved) shows Expired in the panel.
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { rpc } from './harness/rpc.ts';
import { orderRow, pickLimitToken, placeLimitOrder } from './limit-journey-helpers.ts';
import { devnetChain } from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

test('should block a limit price too far from market', async ({ page, injectedWallet }) => {
  await page.goto('/limit');
  await expectConnected(page, injectedWallet);
  // it opens selling the native coin (as WETH) for USDC, the price quoted as people quote it: USDC per WETH (issue 34)
  await expect(page.getByRole('button', { name: 'Sell token: WETH' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy token: USDC' })).toBeVisible();
  // the token buttons carry the network's badge at the logo's corner (issue 34)
  await expect(
    page.getByRole('button', { name: 'Sell token: WETH' }).getByRole('img', { name: 'Devnet' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Sell amount' }).fill('1');
  const price = page.getByRole('textbox', { name: 'Limit price (USDC per WETH)' });
  await expect(price).not.toHaveValue('', { timeout: 15_000 });
  expect(Number(await price.inputValue())).toBeGreaterThan(100);

  // picking USDC to sell turns the pair around
  await pickLimitToken(page, 'Sell token', 'USDC');
  await expect(page.getByRole('button', { name: 'Buy token: WETH' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sell amount' }).fill('10');
  await expect(price).toBeHidden();
  const inverse = page.getByRole('textbox', { name: /^Limit price/ });
  await expect(inverse).not.toHaveValue('', { timeout: 15_000 });
  const market = Number(await inverse.inputValue());
  await inverse.fill(String(market * 3));
  await expect(page.getByRole('alert')).toHaveText('Limit price too far from market');
  await expect(page.getByRole('button', { name: 'Review limit order' })).toBeDisabled();
  await page.getByRole('group', { name: 'Quick prices' }).getByRole('button', { name: '+5%' }).click();
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Review limit order' })).toBeEnabled();

  // buying a fee-on-transfer token: the filler could not deliver the exact amount, so the form says so and stops here
  await pickLimitToken(page, 'Buy token', 'RFX');
  await expect(page.getByRole('alert')).toHaveText(
    'RFX takes a fee on every transfer, so a limit order cannot promise its exact amount. Swap it instead.',
  );
  await expect(page.getByRole('button', { name: 'Review limit order' })).toBeDisabled();
});

test('should show an order expired once its expiry passed on chain', async ({ page, manifest, injectedWallet }) => {
  test.setTimeout(120_000);
  const { chain } = devnetChain(manifest);
  await page.goto('/limit');
  await expectConnected(page, injectedWallet);
  await placeLimitOrder(page, {
    sell: 'USDC',
    buy: 'WETH',
    amount: '41',
    quick: '+10%',
    expiry: '1 day',
    buyDecimals: 18,
  });
  const row = orderRow(page, '41', 'USDC');
  await expect(row).toContainText('Open');
  await rpc(chain.rpcUrl, 'evm_increaseTime', [2 * 86_400]);
  await rpc(chain.rpcUrl, 'evm_mine', []);
  await expect(row).toContainText('Expired', { timeout: 30_000 });
  await expect(row.getByRole('checkbox')).toBeDisabled();
  await expect(row).toContainText('Expired: there is nothing to cancel');
});
