// LP rewards on a staked v3 position (issue 13), as its owner would: see the UNI it earned, claim it (the position
// stays staked), then withdraw the position from the rewards program and manage it again. The chain is the judge.
import { type Address, createPublicClient, erc20Abi, http, parseAbi } from 'viem';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { REWARDS_LP } from '../../devnet/deployStaker.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { installInjectedWallet } from './harness/injectedWallet.ts';
import { advanceChainTime, amountOf } from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

const npmAbi = parseAbi(['function ownerOf(uint256 tokenId) view returns (address)']);

test('should show the rewards a staked position earned, claim them into the wallet, withdraw the position and stake it again', async ({
  page,
  manifest,
}) => {
  const chain = manifest.chains['31337']!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const uni = chain.tokens.find((t) => t.symbol === 'UNI')!;
  const uniBalance = (owner: Address) =>
    client.readContract({ address: uni.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  // a day in range earns a visible share of the program's UNI
  await advanceChainTime(chain.rpcUrl, 86_400);

  const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[REWARDS_LP]!);
  await page.goto('/swap');
  await expectConnected(page, lp);
  await page.goto('/positions');
  await page.getByRole('combobox', { name: 'Protocol version' }).selectOption('v3');
  await page
    .getByRole('link', { name: 'Open WETH/USDC v3 position' })
    .filter({ hasText: 'Devnet ·' })
    .first()
    .click({ timeout: 15_000 });
  const tokenId = BigInt(page.url().split('/').pop()!);

  const rewards = page.getByRole('group', { name: 'Rewards' });
  await expect(rewards).toContainText('Staked in a rewards program running until');
  const earned = rewards.getByRole('list', { name: 'Rewards earned' }).getByRole('listitem').filter({ hasText: 'UNI' });
  await expect(earned.locator('strong')).toHaveText(/[1-9]/);
  const shown = amountOf((await earned.locator('strong').textContent())!);
  // the staker holds the NFT: fees and liquidity wait for a withdrawal
  await expect(page.getByRole('button', { name: 'Collect fees' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove liquidity' })).toHaveCount(0);

  const before = await uniBalance(lp.address);
  await rewards.getByRole('button', { name: 'Claim rewards' }).click();
  const claim = page.getByRole('dialog', { name: 'Claim rewards' });
  await claim.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(claim.getByRole('status')).toHaveText('Rewards claimed', { timeout: 15_000 });
  const paid = Number(await uniBalance(lp.address)) - Number(before);
  // what arrived is what the page showed, and a few seconds more of earning
  expect(paid / 10 ** uni.decimals).toBeGreaterThanOrEqual(shown * 0.999);
  expect(paid / 10 ** uni.decimals).toBeLessThan(shown * 1.01 + 0.01);
  await claim.getByRole('button', { name: 'Done' }).click();

  await rewards.getByRole('button', { name: 'Withdraw from rewards' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw from rewards' });
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(withdraw.getByRole('status')).toHaveText('Position withdrawn', { timeout: 15_000 });
  expect(
    await client.readContract({
      address: chain.contracts.NonfungiblePositionManager,
      abi: npmAbi,
      functionName: 'ownerOf',
      args: [tokenId],
    }),
  ).toBe(lp.address);
  await withdraw.getByRole('button', { name: 'Done' }).click();
  // back in the wallet: the program is on offer again and the position can be managed
  await expect(page.getByRole('button', { name: 'Remove liquidity' })).toBeVisible({ timeout: 15_000 });
  await rewards.getByRole('button', { name: 'Stake to earn rewards' }).click();
  const stake = page.getByRole('dialog', { name: 'Stake to earn rewards' });
  await stake.getByRole('button', { name: 'Stake', exact: true }).click();
  await expect(stake.getByRole('status')).toHaveText('Position staked', { timeout: 15_000 });
  expect(
    await client.readContract({
      address: chain.contracts.NonfungiblePositionManager,
      abi: npmAbi,
      functionName: 'ownerOf',
      args: [tokenId],
    }),
  ).toBe(chain.contracts.UniswapV3Staker);
});
