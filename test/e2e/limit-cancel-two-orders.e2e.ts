// Cancel two limit orders in one transaction (issue 14, spec §4): the trader places two orders, selects both in the
// limits panel and cancels them; one Permit2 invalidateUnorderedNonces spends both nonces on chain.
import { type Address, parseAbi } from 'viem';
import { PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { nonceWordAndBit } from '../../contract/uniswapxNonces.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { placeLimitOrder, orderRow } from './limit-journey-helpers.ts';
import { devnetChain } from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

test('should cancel two open limit orders in one transaction, spending both Permit2 nonces', async ({
  stack,
  page,
  manifest,
  injectedWallet,
}) => {
  test.setTimeout(120_000);
  const { client } = devnetChain(manifest);
  const me = injectedWallet.address as Address;
  await page.goto('/limit');
  await expectConnected(page, injectedWallet);
  const common = { sell: 'USDC', buy: 'WETH', quick: '+10%', expiry: '1 week', buyDecimals: 18 };
  await placeLimitOrder(page, { ...common, amount: '31' });
  await placeLimitOrder(page, { ...common, amount: '32' });
  const first = orderRow(page, '31', 'USDC');
  const second = orderRow(page, '32', 'USDC');
  await expect(first).toContainText('Open');
  await expect(second).toContainText('Open');

  const cancel = page.getByRole('button', { name: /^Cancel selected orders/ });
  await expect(cancel).toBeDisabled();
  await first.getByRole('checkbox').check();
  await second.getByRole('checkbox').check();
  await expect(cancel).toHaveText('Cancel selected orders (2)');
  const blockBefore = await client.getBlockNumber({ cacheTime: 0 });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel limit orders' });
  await dialog.getByRole('button', { name: 'Cancel orders' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Orders cancelled', { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(first).toContainText('Cancelled', { timeout: 15_000 });
  await expect(second).toContainText('Cancelled');

  // the chain as judge: both nonces spent, by one transaction from the trader
  const response = await fetch(`${stack.baseUrl}/api/orders/limit-orders?swapper=${me}`);
  const { orders } = (await response.json()) as { orders: { nonce: string; input: { startAmount: string } }[] };
  const nonces = orders
    .filter((o) => ['31000000', '32000000'].includes(o.input.startAmount))
    .map((o) => BigInt(o.nonce));
  expect(nonces).toHaveLength(2);
  for (const nonce of nonces) {
    const { word, bit } = nonceWordAndBit(nonce);
    const bitmap = await client.readContract({
      address: PERMIT2_ADDRESS,
      abi: parseAbi(['function nonceBitmap(address, uint256) view returns (uint256)']),
      functionName: 'nonceBitmap',
      args: [me, word],
    });
    expect((bitmap >> bit) & 1n).toBe(1n);
  }
  let fromMe = 0;
  for (let n = blockBefore + 1n; n <= (await client.getBlockNumber({ cacheTime: 0 })); n++) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true });
    fromMe += block.transactions.filter(
      (tx) => tx.from.toLowerCase() === me.toLowerCase() && tx.to?.toLowerCase() === PERMIT2_ADDRESS.toLowerCase(),
    ).length;
  }
  expect(fromMe).toBe(1);
});
