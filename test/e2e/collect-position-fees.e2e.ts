// spec §4/§8 collect fees (issue 13): the owner of a v3 position collects its fees as WETH or as ETH; a declined
// request says "Transaction rejected" and moves nothing; the chain as judge of what arrived.
import { type Page } from '@playwright/test';
import { type Address, createPublicClient, erc20Abi, http, maxUint128, parseAbi } from 'viem';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import type { DeploymentManifest } from '../../contract/deployment.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { installInjectedWallet } from './harness/injectedWallet.ts';
import { simulatedChanges } from './harness/transactionReview.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

const collectAbi = parseAbi([
  'struct CollectParams { uint256 tokenId; address recipient; uint128 amount0Max; uint128 amount1Max; }',
  'function collect(CollectParams params) payable returns (uint256 amount0, uint256 amount1)',
]);

/** Opens the LP's first v3 WETH/USDC position on Devnet from the list; returns its token id and what collect pays. */
async function openWethUsdcPosition(page: Page, manifest: DeploymentManifest, owner: Address) {
  const chain = manifest.chains['31337']!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  await page.goto('/positions');
  await page.getByRole('combobox', { name: 'Protocol version' }).selectOption('v3');
  await page
    .getByRole('list', { name: 'Positions' })
    .getByRole('link', { name: 'Open WETH/USDC v3 position' })
    .filter({ hasText: 'Devnet ·' })
    .first()
    .click({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'WETH/USDC' })).toBeVisible();
  const tokenId = BigInt(page.url().split('/').pop()!);
  const fees = async () =>
    (
      await client.simulateContract({
        account: owner,
        address: chain.contracts.NonfungiblePositionManager,
        abi: collectAbi,
        functionName: 'collect',
        args: [{ tokenId, recipient: owner, amount0Max: maxUint128, amount1Max: maxUint128 }],
      })
    ).result;
  const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!.address;
  const balance = (symbol: string) =>
    client.readContract({ address: token(symbol), abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  return { tokenId, fees, balance, weth: token('WETH') };
}

test('should collect a v3 position’s fees as WETH and USDC, exactly what collect pays', async ({ page, manifest }) => {
  const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[2]!);
  await page.goto('/swap');
  await expectConnected(page, lp);
  const position = await openWethUsdcPosition(page, manifest, lp.address);
  const [feesA, feesB] = await position.fees();
  expect(feesA + feesB).toBeGreaterThan(0n);
  // token0 of the pool is the lower address
  const wethIsToken0 =
    BigInt(position.weth) < BigInt(manifest.chains['31337']!.tokens.find((t) => t.symbol === 'USDC')!.address);
  const [wethFees, usdcFees] = wethIsToken0 ? [feesA, feesB] : [feesB, feesA];
  const [wethBefore, usdcBefore] = [await position.balance('WETH'), await position.balance('USDC')];

  await page.getByRole('group', { name: 'Fees earned' }).getByRole('button', { name: 'Collect fees' }).click();
  const dialog = page.getByRole('dialog', { name: 'Collect fees' });
  await dialog.getByRole('checkbox', { name: 'Receive ETH instead of WETH' }).uncheck();
  // before the wallet is asked, the review shows what the simulated collect moves (issue 28)
  const simulated = await simulatedChanges(dialog);
  await dialog.getByRole('button', { name: 'Collect' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Fees collected', { timeout: 15_000 });
  expect((await position.balance('WETH')) - wethBefore).toBe(wethFees);
  expect((await position.balance('USDC')) - usdcBefore).toBe(usdcFees);
  expect(simulated).toEqual(
    new Map(
      [
        ['WETH', wethFees],
        ['USDC', usdcFees],
      ].filter(([, fee]) => fee !== 0n) as [string, bigint][],
    ),
  );

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('group', { name: 'Fees earned' }).getByText(/^0( · .*)?$/)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Collect fees' })).toHaveCount(0);
});

test('should say "Transaction rejected" and move nothing when the wallet declines, then collect as ETH', async ({
  page,
  manifest,
}) => {
  const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[2]!);
  await page.goto('/swap');
  await expectConnected(page, lp);
  const position = await openWethUsdcPosition(page, manifest, lp.address);
  const [wethBefore, usdcBefore] = [await position.balance('WETH'), await position.balance('USDC')];

  await page.getByRole('button', { name: 'Collect fees' }).click();
  const dialog = page.getByRole('dialog', { name: 'Collect fees' });
  await expect(dialog.getByRole('checkbox', { name: 'Receive ETH instead of WETH' })).toBeChecked();
  await expect(dialog.getByRole('list', { name: 'You receive' })).toContainText('ETH');
  await page.evaluate(
    () => ((window as unknown as { __sluiceDevnetDeclineNext: boolean }).__sluiceDevnetDeclineNext = true),
  );
  await dialog.getByRole('button', { name: 'Collect' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Transaction rejected');
  expect(await position.balance('USDC')).toBe(usdcBefore);
  expect((await position.fees())[0] + (await position.fees())[1]).toBeGreaterThan(0n);

  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Fees collected', { timeout: 15_000 });
  // unwrapped: no WETH arrived, the USDC did, and nothing is left to collect
  expect(await position.balance('WETH')).toBe(wethBefore);
  expect(await position.balance('USDC')).toBeGreaterThan(usdcBefore);
  expect(await position.fees()).toEqual([0n, 0n]);
});
