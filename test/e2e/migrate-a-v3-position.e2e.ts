// Migrate a v3 position to v4 (issue 13) from its page, as its owner would: into the existing native ETH/USDC pool, and
// into a DAI/USDC pool the migration creates; a declined permit signature moves nothing. The chain is the judge: the v3
// NFT is burned and the owner holds the new v4 position.
import { type Address, createPublicClient, http, parseAbi } from 'viem';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { installInjectedWallet } from './harness/injectedWallet.ts';
import type { Page } from '@playwright/test';
import type { DeploymentManifest } from '../../contract/deployment.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

const npmAbi = parseAbi(['function ownerOf(uint256 tokenId) view returns (address)']);
const posmAbi = parseAbi([
  'function nextTokenId() view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function getPositionLiquidity(uint256 tokenId) view returns (uint128 liquidity)',
]);

async function openMigration(page: Page, manifest: DeploymentManifest, pair: string) {
  const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[2]!);
  await page.goto('/swap');
  await expectConnected(page, lp);
  await page.goto('/positions');
  await page.getByRole('combobox', { name: 'Protocol version' }).selectOption('v3');
  await page
    .getByRole('link', { name: `Open ${pair} v3 position` })
    .filter({ hasText: 'Devnet ·' })
    .first()
    .click({ timeout: 15_000 });
  const tokenId = BigInt(page.url().split('/').pop()!);
  await page.getByRole('link', { name: 'Migrate to v4' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Migrate ${pair} to v4`);
  return { lp, tokenId };
}

function chainReads(manifest: DeploymentManifest) {
  const chain = manifest.chains['31337']!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const v4 = chain.contracts.PositionManager;
  return {
    v3Owner: (tokenId: bigint) =>
      client
        .readContract({
          address: chain.contracts.NonfungiblePositionManager,
          abi: npmAbi,
          functionName: 'ownerOf',
          args: [tokenId],
        })
        .catch(() => undefined),
    newestV4: async () => {
      const id = (await client.readContract({ address: v4, abi: posmAbi, functionName: 'nextTokenId' })) - 1n;
      const [owner, liquidity] = await Promise.all([
        client.readContract({ address: v4, abi: posmAbi, functionName: 'ownerOf', args: [id] }),
        client.readContract({ address: v4, abi: posmAbi, functionName: 'getPositionLiquidity', args: [id] }),
      ]);
      return { id, owner: owner as Address, liquidity };
    },
  };
}

test('should migrate a WETH/USDC v3 position into the native ETH/USDC v4 pool, the v3 NFT burned and the v4 one owned', async ({
  page,
  manifest,
}) => {
  const { lp, tokenId } = await openMigration(page, manifest, 'WETH/USDC');
  const reads = chainReads(manifest);
  const before = await reads.newestV4();
  await page.getByRole('radio', { name: '0.05%' }).check();
  await expect(page.getByRole('checkbox', { name: 'Use ETH instead of WETH' })).toBeChecked();
  await expect(page.getByRole('note')).toHaveText(/^v4 pool price: /);
  const deposit = page.getByRole('group', { name: 'Deposited into v4' });
  await expect(deposit.getByRole('listitem').filter({ hasText: 'ETH' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Returned to your wallet' })).toBeVisible();

  await page.getByRole('button', { name: 'Review migration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Migrate to v4' });
  await dialog.getByRole('button', { name: 'Migrate', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Liquidity migrated to v4', { timeout: 20_000 });

  expect(await reads.v3Owner(tokenId)).toBeUndefined();
  const after = await reads.newestV4();
  expect(after.id).toBe(before.id + 1n);
  expect(after.owner).toBe(lp.address);
  expect(after.liquidity).toBeGreaterThan(0n);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/positions$/);
});

test('should create the DAI/USDC v4 pool in the migration, after a declined signature moved nothing', async ({
  page,
  manifest,
}) => {
  const { lp, tokenId } = await openMigration(page, manifest, 'DAI/USDC');
  const reads = chainReads(manifest);
  await expect(page.getByRole('note')).toHaveText(/^This v4 pool doesn't exist yet/);
  await page.getByRole('button', { name: 'Review migration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Migrate to v4' });

  await page.evaluate(() => {
    (window as unknown as { __sluiceDevnetDeclineNext: boolean }).__sluiceDevnetDeclineNext = true;
  });
  await dialog.getByRole('button', { name: 'Migrate', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Transaction rejected');
  expect(await reads.v3Owner(tokenId)).toBe(lp.address);

  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Liquidity migrated to v4', { timeout: 20_000 });
  expect(await reads.v3Owner(tokenId)).toBeUndefined();
  const v4 = await reads.newestV4();
  expect(v4.owner).toBe(lp.address);
  expect(v4.liquidity).toBeGreaterThan(0n);
});

test.describe('on a 360x740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('should show the migration without scrolling sideways', async ({ page, manifest }) => {
    await openMigration(page, manifest, 'WETH/USDC');
    await expect(page.getByRole('group', { name: 'Deposited into v4' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
