// Issue 36, spec §1 "1-click swaps": with the embedded wallet (the test phrase), a new position's approval, Permit2
// approve and mint go as one EIP-5792 batch, one type-4 transaction that also upgrades the account (EIP-7702); then a
// first swap of a token that needs an approval goes as one batch too: the review names one wallet prompt, and approval,
// Permit2 approve and swap land in one transaction. Disabling the smart wallet on Devnet in the settings clears the
// account's code, and the next swap goes as steps. A 1-click swap that fails offers "Retry as a standard swap", which walks the same
// swap as steps.
import type { Locator, Page } from '@playwright/test';
import {
  type Address,
  type Hex,
  type TransactionReceipt,
  concat,
  encodeFunctionData,
  erc20Abi,
  parseAbi,
  parseUnits,
  toEventSelector,
} from 'viem';
import { importTestMnemonic, testAccount, unlockInReview } from './harness/embeddedWallet.ts';
import { expect, test } from './harness/fixtures.ts';
import { rpc } from './harness/rpc.ts';
import { simulatedChanges } from './harness/transactionReview.ts';
import { amountOf, devnetChain, readActivity, reviewFigure, settledActivity } from './swap-journey-helpers.ts';

const me = testAccount.address;
/** Devnet account 1 (unlocked on anvil): holds the USDC while the chain moves under an open review. */
const ELSEWHERE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address;

test.beforeEach(async ({ page }) => {
  // the installed app is the phone wallet: these journeys run at a phone's width
  await page.setViewportSize({ width: 390, height: 844 });
});

/** The swap screen between two tokens with 1-click swaps gated on, the embedded wallet imported from the test phrase. */
async function openSwap(page: Page, input: Address, output: Address) {
  await page.goto(`/swap?featureFlagOverride=BatchedSwaps&inputCurrency=${input}&outputCurrency=${output}`);
  await importTestMnemonic(page);
  await expect(page.getByRole('button', { name: `Account ${me}` })).toBeVisible({ timeout: 15_000 });
}

/** Types the amount sold and opens the review. */
async function review(page: Page, amount: string): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill(amount);
  await page.getByRole('button', { name: 'Review' }).click();
  return page.getByRole('dialog', { name: 'Review swap' });
}

const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
/** ERC-20 Approval, Permit2's Approval and ERC-721 Transfer, by their topic. */
const APPROVAL_TOPIC = toEventSelector('Approval(address,address,uint256)');
const PERMIT2_APPROVAL_TOPIC = toEventSelector('Approval(address,address,address,uint160,uint48)');
const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)');
const positionManagerAbi = parseAbi([
  'function nextTokenId() view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
]);

/** Each log of a receipt as `emitter:topic0`. */
const topicsOf = (receipt: TransactionReceipt) =>
  receipt.logs.map((log) => `${log.address.toLowerCase()}:${log.topics[0]}`);

const transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] });

test('should create a position and swap each in one transaction with one wallet prompt, then go as steps once the smart wallet is disabled', async ({
  page,
  manifest,
}) => {
  const { chain, client, token, balance } = devnetChain(manifest);
  const delegate = chain.delegation!.latest;
  const [usdc, uni, usdt] = [token('USDC').address, token('UNI').address, token('USDT').address];
  const positionManager = chain.contracts.PositionManager!;
  expect(await client.getCode({ address: me })).toBeUndefined();
  const nonceBefore = await client.getTransactionCount({ address: me });

  // 1-click for liquidity: a new v4 ETH/USDT position, USDT's approval to Permit2, Permit2's approve for the
  // PositionManager and the mint in one batch, which also upgrades the account
  await page.goto(`/positions/create/v4?featureFlagOverride=BatchedSwaps&currencyA=ETH&currencyB=${usdt}`);
  await importTestMnemonic(page);
  await expect(page.getByRole('button', { name: `Account ${me}` })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('radio', { name: /^0\.3% fee/ }).check({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'USDT amount' }).fill('500');
  await expect(page.getByRole('textbox', { name: 'ETH amount' })).not.toHaveValue('');
  const position = await client.readContract({
    address: positionManager,
    abi: positionManagerAbi,
    functionName: 'nextTokenId',
  });
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const deposit = page.getByRole('dialog', { name: 'Add liquidity' });
  await expect(deposit.getByText('1 wallet prompt: these steps go in one transaction')).toBeVisible({
    timeout: 15_000,
  });
  await expect(deposit.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    /^Approve USDT/,
    /^Sign the permit/,
    /^Create position/,
  ]);
  await deposit.getByRole('button', { name: 'Create position' }).click();
  await expect(deposit.getByRole('status')).toHaveText('Liquidity added', { timeout: 30_000 });

  // one transaction: its nonce, plus the authorization's (executor 'self': the transaction's nonce + 1), and the
  // account now runs the delegate's code; the position is the account's
  expect(await client.getTransactionCount({ address: me })).toBe(nonceBefore + 2);
  expect((await client.getCode({ address: me }))?.toLowerCase()).toBe(concat(['0xef0100', delegate]).toLowerCase());
  expect(
    await client.readContract({
      address: positionManager,
      abi: positionManagerAbi,
      functionName: 'ownerOf',
      args: [position],
    }),
  ).toBe(me);
  // approval, Permit2 approve and the mint in its one receipt
  const mint = await client.getTransactionReceipt({ hash: (await settledActivity(page, 'mint')).hash as Hex });
  expect(mint.to?.toLowerCase()).toBe(me.toLowerCase());
  expect(topicsOf(mint)).toEqual(
    expect.arrayContaining([
      `${usdt.toLowerCase()}:${APPROVAL_TOPIC}`,
      `${PERMIT2.toLowerCase()}:${PERMIT2_APPROVAL_TOPIC}`,
      `${positionManager.toLowerCase()}:${TRANSFER_TOPIC}`,
    ]),
  );

  // a first swap of USDC (the page loaded afresh: the wallet asks to unlock in the review) goes as one batch on the
  // delegated account
  const [usdcBefore, uniBefore] = [await balance('USDC', me), await balance('UNI', me)];
  await page.goto(`/swap?featureFlagOverride=BatchedSwaps&inputCurrency=${usdc}&outputCurrency=${uni}`);
  const dialog = await review(page, '100');
  // one prompt for the three steps: the review names them inside the one batch
  await expect(dialog.getByText('1 wallet prompt: these steps go in one transaction')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    /^Approve USDC/,
    /^Sign the permit/,
    /^Confirm swap/,
  ]);
  const simulated = await simulatedChanges(dialog);
  const minimum = parseUnits(String(amountOf(await reviewFigure(dialog, 'Minimum received'))), 18);
  await dialog.getByRole('button', { name: 'Confirm swap' }).click();
  await unlockInReview(dialog);
  await expect(page.getByRole('status').filter({ hasText: /^Swapped [\d,.]+ USDC for UNI$/ })).toBeVisible({
    timeout: 20_000,
  });

  // one transaction, from the account to itself, with approval, Permit2 approve and the swap in its one receipt; one
  // activity row for each flow, no approval rows
  expect(await client.getTransactionCount({ address: me })).toBe(nonceBefore + 3);
  const swap = await settledActivity(page, 'swap');
  const receipt = await client.getTransactionReceipt({ hash: swap.hash as Hex });
  expect(receipt.from.toLowerCase()).toBe(me.toLowerCase());
  expect(receipt.to?.toLowerCase()).toBe(me.toLowerCase());
  expect(topicsOf(receipt)).toEqual(
    expect.arrayContaining([
      `${usdc.toLowerCase()}:${APPROVAL_TOPIC}`,
      `${PERMIT2.toLowerCase()}:${PERMIT2_APPROVAL_TOPIC}`,
    ]),
  );
  expect((await readActivity(page)).map((row) => row.type).sort()).toEqual(['mint', 'swap']);
  // the chain moved what the review simulated: the USDC to the wei, the UNI at least the minimum
  const spent = usdcBefore - (await balance('USDC', me));
  const received = (await balance('UNI', me)) - uniBefore;
  expect(spent).toBe(100_000_000n);
  expect(simulated.get('USDC')).toBe(-spent);
  expect(received).toBeGreaterThanOrEqual(minimum);
  expect(received).toBe(simulated.get('UNI'));

  // the smart-wallet settings: Devnet active; disable it on chain through a review
  await page.getByRole('button', { name: `Account ${me}` }).click();
  const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
  await drawer.getByRole('button', { name: 'Settings' }).click();
  await drawer.getByRole('button', { name: 'Smart wallet' }).click();
  const devnet = drawer.getByRole('listitem', { name: 'Devnet', exact: true });
  await expect(devnet).toContainText('Active', { timeout: 15_000 });
  await devnet.getByRole('button', { name: 'Disable on Devnet' }).click();
  const removal = page.getByRole('dialog', { name: 'Disable smart wallet on Devnet' });
  await removal.getByRole('button', { name: 'Disable smart wallet' }).click();
  await expect(drawer.getByRole('status').filter({ hasText: 'Smart wallet disabled on Devnet.' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await client.getCode({ address: me })).toBeUndefined();
  await expect(devnet).toContainText('Inactive', { timeout: 15_000 });
  expect(await settledActivity(page, 'removeDelegation')).toMatchObject({ status: 'success' });
  await drawer.getByRole('button', { name: 'Close account' }).click();

  // the next swap (UNI, not yet approved) goes as steps: no batch, no upgrade
  await page.getByRole('button', { name: 'Switch sell and buy' }).click();
  const steps = await review(page, '1');
  await expect(steps.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    /^Approve UNI/,
    /^Sign the permit/,
    /^Confirm swap/,
  ]);
  await expect(steps.getByText('1 wallet prompt: these steps go in one transaction')).toBeHidden();
  await steps.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Swapped [\d,.]+ UNI for USDC$/ })).toBeVisible({
    timeout: 20_000,
  });
  expect(await client.getCode({ address: me })).toBeUndefined();
});

test('should offer "Retry as a standard swap" when a 1-click swap fails, and land it as steps', async ({
  page,
  manifest,
}) => {
  const { chain, client, token, balance } = devnetChain(manifest);
  const [usdc, uni] = [token('USDC').address, token('UNI').address];
  await openSwap(page, usdc, uni);
  const dialog = await review(page, '100');
  await expect(dialog.getByText('1 wallet prompt: these steps go in one transaction')).toBeVisible({ timeout: 15_000 });
  const uniBefore = await balance('UNI', me);

  // the wallet's USDC leaves it while the review is open: the batch is expected to fail, nothing is sent
  const held = await balance('USDC', me);
  await rpc(chain.rpcUrl, 'eth_sendTransaction', [{ from: me, to: usdc, data: transfer(ELSEWHERE, held) }]);
  await dialog.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your swap is expected to fail.', { timeout: 15_000 });
  expect(await client.getCode({ address: me })).toBeUndefined();

  // it comes back; the trader retries as a standard swap: the same swap, walked as steps
  await rpc(chain.rpcUrl, 'eth_sendTransaction', [{ from: ELSEWHERE, to: usdc, data: transfer(me, held) }]);
  await dialog.getByRole('button', { name: 'Retry as a standard swap' }).click();
  await expect(dialog.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    /^Approve USDC/,
    /^Sign the permit/,
    /^Confirm swap/,
  ]);
  await expect(dialog.getByText('1 wallet prompt: these steps go in one transaction')).toBeHidden();
  await dialog.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Swapped [\d,.]+ USDC for UNI$/ })).toBeVisible({
    timeout: 20_000,
  });
  expect((await balance('UNI', me)) > uniBefore).toBe(true);
  // as steps: no upgrade, and an approval row besides the swap's
  expect(await client.getCode({ address: me })).toBeUndefined();
  expect((await readActivity(page)).map((row) => row.type).sort()).toEqual(['approve', 'swap']);
});
