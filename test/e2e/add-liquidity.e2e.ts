// Add liquidity to an open position (issue 13) from its page, as its owner would: a v3 WETH/USDC position paid in ETH
// and USDC, and a v4 ETH/USDC position through a Permit2 permit. The chain is the judge: the position's liquidity
// grows and the USDC that left the wallet is what the form showed (at most, for v4's exact-liquidity increase).
import type { Page } from '@playwright/test';
import { createPublicClient, http, parseAbi, parseUnits } from 'viem';
import type { DeploymentManifest } from '../../contract/deployment.ts';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { installInjectedWallet } from './harness/injectedWallet.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

const LP = DEV_ACCOUNTS[2]!;
const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)']);
const npmAbi = parseAbi([
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
]);
const posmAbi = parseAbi(['function getPositionLiquidity(uint256 tokenId) view returns (uint128 liquidity)']);

async function openPosition(page: Page, manifest: DeploymentManifest, version: 'v3' | 'v4', pair: string) {
  const wallet = await installInjectedWallet(page, manifest, LP);
  await page.goto('/swap');
  await expectConnected(page, wallet);
  await page.goto('/positions');
  await page.getByRole('combobox', { name: 'Protocol version' }).selectOption(version);
  await page
    .getByRole('link', { name: `Open ${pair} ${version} position` })
    .filter({ hasText: 'Devnet ·' })
    .first()
    .click({ timeout: 15_000 });
  return BigInt(page.url().split('/').pop()!);
}

function reads(manifest: DeploymentManifest) {
  const chain = manifest.chains['31337']!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const usdc = chain.tokens.find((t) => t.symbol === 'USDC')!.address;
  return {
    usdc: () => client.readContract({ address: usdc, abi: erc20, functionName: 'balanceOf', args: [LP] }),
    v3Liquidity: async (id: bigint) =>
      (
        await client.readContract({
          address: chain.contracts.NonfungiblePositionManager,
          abi: npmAbi,
          functionName: 'positions',
          args: [id],
        })
      )[7],
    v4Liquidity: (id: bigint) =>
      client.readContract({
        address: chain.contracts.PositionManager,
        abi: posmAbi,
        functionName: 'getPositionLiquidity',
        args: [id],
      }),
  };
}

async function addThroughDialog(page: Page, symbol: string, amount: string, other: string) {
  await page.getByRole('button', { name: 'Add liquidity' }).click();
  const form = page.getByRole('dialog', { name: 'Add liquidity' });
  await form.getByRole('textbox', { name: `${symbol} amount` }).fill(amount);
  const otherInput = form.getByRole('textbox', { name: `${other} amount` });
  await expect(otherInput).not.toHaveValue('');
  const shown = await otherInput.inputValue();
  await form.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Add liquidity' });
  await review.getByRole('button', { name: 'Add liquidity' }).click();
  await expect(review.getByRole('status')).toHaveText('Liquidity added', { timeout: 30_000 });
  await review.getByRole('button', { name: 'Done' }).click();
  return shown;
}

test('should add ETH and USDC to a v3 WETH/USDC position, its liquidity growing on chain', async ({
  page,
  manifest,
}) => {
  const chain = reads(manifest);
  const tokenId = await openPosition(page, manifest, 'v3', 'WETH/USDC');
  const before = { liquidity: await chain.v3Liquidity(tokenId), usdc: await chain.usdc() };
  const shown = await addThroughDialog(page, 'ETH', '0.5', 'USDC');
  expect(await chain.v3Liquidity(tokenId)).toBeGreaterThan(before.liquidity);
  expect(before.usdc - (await chain.usdc())).toBe(parseUnits(shown, 6));
});

test('should add to a v4 ETH/USDC position through a Permit2 permit', async ({ page, manifest }) => {
  const chain = reads(manifest);
  const tokenId = await openPosition(page, manifest, 'v4', 'ETH/USDC');
  const before = { liquidity: await chain.v4Liquidity(tokenId), usdc: await chain.usdc() };
  await page.getByRole('button', { name: 'Add liquidity' }).click();
  const form = page.getByRole('dialog', { name: 'Add liquidity' });
  // a range out of the price takes one side only: type the side it takes
  const usdcInput = form.getByRole('textbox', { name: 'USDC amount' });
  const symbol = (await usdcInput.isEnabled()) ? 'USDC' : 'ETH';
  await form.getByRole('button', { name: 'Close' }).click();
  await addThroughDialog(page, symbol, symbol === 'USDC' ? '1000' : '0.3', symbol === 'USDC' ? 'ETH' : 'USDC');
  expect(await chain.v4Liquidity(tokenId)).toBeGreaterThan(before.liquidity);
  if (symbol === 'USDC') expect(before.usdc - (await chain.usdc())).toBeLessThanOrEqual(parseUnits('1000', 6));
});
