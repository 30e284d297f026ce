// Migrate a v2 pair share to v4 (issue 13) as its owner would: withdraw it with the pair's permit, then deposit what
// came out into the native ETH/USDC v4 pool, the rest staying in the wallet. The chain is the judge: the v2 LP balance
// is gone and the owner holds the new v4 position.
import { createPublicClient, http, parseAbi } from 'viem';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { installInjectedWallet } from './harness/injectedWallet.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

const LP = DEV_ACCOUNTS[2]!;
const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)']);
const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)']);
const posmAbi = parseAbi([
  'function nextTokenId() view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function getPositionLiquidity(uint256 tokenId) view returns (uint128 liquidity)',
]);

test('should move a WETH/USDC v2 share into the ETH/USDC v4 pool in two steps', async ({ page, manifest }) => {
  const chain = manifest.chains['31337']!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const usdc = chain.tokens.find((t) => t.symbol === 'USDC')!.address;
  const pair = await client.readContract({
    address: chain.contracts.UniswapV2Factory,
    abi: factoryAbi,
    functionName: 'getPair',
    args: [chain.contracts.WETH9, usdc],
  });
  expect(
    await client.readContract({ address: pair, abi: erc20, functionName: 'balanceOf', args: [LP] }),
  ).toBeGreaterThan(0n);
  const next = await client.readContract({
    address: chain.contracts.PositionManager,
    abi: posmAbi,
    functionName: 'nextTokenId',
  });

  const wallet = await installInjectedWallet(page, manifest, LP);
  await page.goto('/swap');
  await expectConnected(page, wallet);
  await page.goto(`/migrate/v2/${pair}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Migrate (WETH\/USDC|USDC\/WETH) to v4$/);
  await page.getByRole('radio', { name: '0.05%' }).check();
  await expect(page.getByRole('checkbox', { name: 'Use ETH instead of WETH' })).toBeChecked();
  await expect(page.getByRole('note')).toHaveText('The v4 pool exists: your deposit goes in at its price.');

  await page.getByRole('button', { name: '1. Withdraw from v2' }).click();
  const withdraw = page.getByRole('dialog', { name: '1. Withdraw from v2' });
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw.getByRole('status')).toHaveText('Liquidity removed', { timeout: 30_000 });
  await withdraw.getByRole('button', { name: 'Done' }).click();
  expect(await client.readContract({ address: pair, abi: erc20, functionName: 'balanceOf', args: [LP] })).toBe(0n);
  await expect(page.getByRole('group', { name: 'Withdrawn from v2 (in your wallet)' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Returned to your wallet' })).toBeVisible();

  await page.getByRole('button', { name: '2. Deposit into v4' }).click();
  const deposit = page.getByRole('dialog', { name: '2. Deposit into v4' });
  await deposit.getByRole('button', { name: 'Create position' }).click();
  await expect(deposit.getByRole('status')).toHaveText('Liquidity migrated to v4', { timeout: 30_000 });
  expect(
    await client.readContract({
      address: chain.contracts.PositionManager,
      abi: posmAbi,
      functionName: 'ownerOf',
      args: [next],
    }),
  ).toBe(LP);
  expect(
    await client.readContract({
      address: chain.contracts.PositionManager,
      abi: posmAbi,
      functionName: 'getPositionLiquidity',
      args: [next],
    }),
  ).toBeGreaterThan(0n);
});

test('should list the wallet’s v2 pairs to migrate', async ({ page, manifest }) => {
  const wallet = await installInjectedWallet(page, manifest, LP);
  await page.goto('/swap');
  await expectConnected(page, wallet);
  await page.goto('/migrate/v2');
  await expect(page.getByRole('link', { name: /^Migrate [A-Z]+\/[A-Z]+$/ }).first()).toBeVisible({ timeout: 15_000 });
});
