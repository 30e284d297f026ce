// The bridge journeys (issue 31; spec §1 bridge warnings, §4 review, §8): a person picks ETH on Devnet L2 as the output
// of the swap form, which makes the trade a bridge through Across's SpokePool; the deposit goes through the one review,
// the services server's relayer fills it on Devnet L2 and activity says so. With the relayer out of inventory the
// deposit waits, and once Devnet L2's clock passes its fill deadline it is refunded on Devnet (as WETH, as Across pays).
// The chains are the judges: the deposit's and the fill's receipts, the balances on both chains.
import type { Page } from '@playwright/test';
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseEventLogs,
} from 'viem';
import { spokePoolAbi } from '../../contract/abis/spokePool.ts';
import type { SuggestedFeesResponse } from '../../contract/bridgeWire.ts';
import type { DeploymentManifest } from '../../contract/deployment.ts';
import { devnetSandbox } from '../../devnet/sandboxAccess.ts';
import { RELAYER_ACCOUNT } from '../../contract/sandboxAgents.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { rpc } from './harness/rpc.ts';
import { simulatedChanges } from './harness/transactionReview.ts';
import { advanceChainTime, readActivity } from './swap-journey-helpers.ts';

test.use({ startConnected: true, viewport: { width: 390, height: 844 } });

const AMOUNT = parseEther('0.5');

function chains(manifest: DeploymentManifest) {
  const [devnet, l2] = [manifest.chains['31337']!, manifest.chains['31338']!];
  const clientOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) });
  return { devnet, l2, devnetClient: clientOf(devnet.rpcUrl), l2Client: clientOf(l2.rpcUrl) };
}

/** Every bridge quote the API answered the page with, latest last. */
function recordQuotes(page: Page): SuggestedFeesResponse[] {
  const answered: SuggestedFeesResponse[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/bridge/suggested-fees') || !response.ok()) return;
    answered.push((await response.json()) as SuggestedFeesResponse);
  });
  return answered;
}

/** The swap form with ETH on Devnet L2 picked as the output (the selector's network filter) and 0.5 ETH typed. */
async function reviewBridge(page: Page, wallet: { address: Address; chainId: () => number }) {
  await page.goto('/swap');
  await expectConnected(page, wallet);
  await expect(page.getByRole('button', { name: 'Token to sell: ETH' })).toBeVisible();
  await page.getByRole('button', { name: /^Token to buy/ }).click();
  const selector = page.getByRole('dialog', { name: 'Select a token' });
  await selector.getByRole('combobox', { name: 'Network' }).selectOption({ label: 'Devnet L2' });
  await selector
    .getByRole('list', { name: 'Tokens' })
    .getByRole('button', { name: /^ETH\b/ })
    .click();
  await expect(page.getByRole('button', { name: 'Token to buy: ETH' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('0.5');
  await expect(page.getByText(/^Arrives on Devnet L2 in about 2 seconds · fee 0\.0004/)).toBeVisible({
    timeout: 10_000,
  });
  await expect(page).toHaveURL(/outputChain=/);
  // a bridge quotes what arrives for the amount sent: the output is the quote, not a field (issue 31)
  const output = page.getByRole('textbox', { name: 'Amount to buy' });
  await expect(output).not.toBeEditable();
  await expect(output).toHaveAccessibleDescription(/^A bridge quotes what arrives for the amount sent/);
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review bridge' });
  const warnings = review.getByRole('list', { name: 'Warnings' });
  await expect(warnings).toContainText('Your ETH arrives on Devnet L2, a different network from this one.');
  await expect(warnings).toContainText(/refunded on Devnet \(ETH comes back as WETH\)/);
  expect(await simulatedChanges(review)).toEqual(new Map([['ETH', -AMOUNT]]));
  return review;
}

/** Issue 31: the screen as it stands fits phones 360 to 430 px wide (nothing reaches past the right edge). */
async function expectFitsPhones(page: Page) {
  for (const width of [360, 430, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px wide`).toBeLessThanOrEqual(0);
  }
}

/** The newest bridge row of the app's activity store, once it exists. */
async function bridgeRow(page: Page) {
  await expect.poll(async () => (await readActivity(page)).some((row) => row.type === 'bridge')).toBe(true);
  return (await readActivity(page)).find((row) => row.type === 'bridge')! as Awaited<
    ReturnType<typeof readActivity>
  >[number] & { bridge?: { outcome?: string; outcomeHash?: Hex } };
}

async function openActivity(page: Page, me: Address) {
  await page.getByRole('button', { name: `Account ${me}` }).click();
  const drawer = page.getByRole('dialog', { name: /^0xf39F/ });
  await drawer.getByRole('tab', { name: 'Activity' }).click();
  return drawer.getByRole('list', { name: 'Activity' }).getByRole('listitem').first();
}

test('should bridge 0.5 ETH from Devnet to Devnet L2 and receive it less the quoted fee there', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { l2Client, devnetClient } = chains(manifest);
  const me = injectedWallet.address;
  const before = await l2Client.getBalance({ address: me });
  const quotes = recordQuotes(page);
  const review = await reviewBridge(page, injectedWallet);
  await expectFitsPhones(page);
  await review.getByRole('button', { name: 'Bridge' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent 0.5 ETH to Devnet L2' })).toBeVisible({
    timeout: 15_000,
  });
  // the deposit priced by the quote taken again before signing (the latest)
  const fee = BigInt(quotes.at(-1)!.totalRelayFee.total);
  await expect.poll(() => l2Client.getBalance({ address: me }), { timeout: 15_000 }).toBe(before + AMOUNT - fee);

  const first = await openActivity(page, me);
  await expect(first).toContainText('Bridged');
  await expect(first).toContainText('Filled on Devnet L2', { timeout: 15_000 });
  const row = await bridgeRow(page);
  expect((await devnetClient.getTransactionReceipt({ hash: row.hash as Hex })).status).toBe('success');
  expect((await l2Client.getTransactionReceipt({ hash: row.bridge!.outcomeHash! })).status).toBe('success');
});

test('should refund on Devnet a deposit the relayer cannot fill once its fill deadline passed on Devnet L2', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { devnet, l2, devnetClient, l2Client } = chains(manifest);
  const me = injectedWallet.address;
  const weth = devnet.tokens.find((t) => t.symbol === 'WETH')!.address;
  const wethOf = (owner: Address) =>
    devnetClient.readContract({ address: weth, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  const wethBefore = await wethOf(me);
  const review = await reviewBridge(page, injectedWallet);

  // the deposit waits unmined while the relayer's WETH on Devnet L2 goes elsewhere: it cannot fill
  await rpc(devnet.rpcUrl, 'evm_setAutomine', [false]);
  await review.getByRole('button', { name: 'Bridge' }).click();
  const { hash } = await bridgeRow(page);
  const l2Weth = l2.tokens.find((t) => t.symbol === 'WETH')!.address;
  const stock = await l2Client.readContract({
    address: l2Weth,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [RELAYER_ACCOUNT],
  });
  await devnetSandbox.sendAs(l2, RELAYER_ACCOUNT, {
    to: l2Weth,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: ['0x000000000000000000000000000000000000dEaD', stock],
    }),
  });
  await rpc(devnet.rpcUrl, 'evm_mine', []);
  await rpc(devnet.rpcUrl, 'evm_setAutomine', [true]);
  await expect(page.getByRole('status').filter({ hasText: 'Sent 0.5 ETH to Devnet L2' })).toBeVisible({
    timeout: 15_000,
  });
  const first = await openActivity(page, me);
  await expect(first).toContainText('Waiting for the fill on Devnet L2');

  // Devnet L2's clock passes the deposit's fill deadline (no sleeping): the dataworker refunds it on Devnet
  const [deposit] = parseEventLogs({
    abi: spokePoolAbi,
    eventName: 'FundsDeposited',
    logs: (await devnetClient.getTransactionReceipt({ hash: hash as Hex })).logs,
  });
  const l2Now = (await l2Client.getBlock()).timestamp;
  await advanceChainTime(l2.rpcUrl, Number(BigInt(deposit!.args.fillDeadline) - l2Now + 1n));
  await expect(first).toContainText('Refunded', { timeout: 15_000 });
  expect((await wethOf(me)) - wethBefore).toBe(AMOUNT);
});
