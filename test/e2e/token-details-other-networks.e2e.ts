// spec §3 token details, "Balances on other networks": with the wallet connected, a token's page lists what the
// wallet holds of the same token on the other devnet chain, and that amount is the chain's own balanceOf.
import { type Address, createPublicClient, erc20Abi, formatUnits, http } from 'viem';
import type { ChainDeployment } from '../../contract/deployment.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

async function balance(chain: ChainDeployment, owner: Address, symbol: string): Promise<number> {
  const token = chain.tokens.find((t) => t.symbol === symbol)!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const raw = await client.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
  return Number(formatUnits(raw, token.decimals));
}

const amount = (value: number) => new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 }).format(value);

test('should list the balance on the other devnet chain, equal to its balanceOf, when the wallet is connected', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  test.setTimeout(60_000);
  const l1 = manifest.chains['31337']!;
  const l2 = manifest.chains['31338']!;
  const onL1 = await balance(l1, injectedWallet.address, 'USDC');
  const onL2 = await balance(l2, injectedWallet.address, 'USDC');
  expect(onL1).toBeGreaterThan(0);
  expect(onL2).toBeGreaterThan(0);

  await page.goto('/swap');
  await expectConnected(page, injectedWallet);

  const cases = [
    { slug: 'devnet', token: l1.tokens.find((t) => t.symbol === 'USDC')!.address, other: 'Devnet L2', expected: onL2 },
    { slug: 'devnet-l2', token: l2.tokens.find((t) => t.symbol === 'USDC')!.address, other: 'Devnet', expected: onL1 },
  ];
  for (const { slug, token, other, expected } of cases) {
    await page.goto(`/explore/tokens/${slug}/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: /USDC/ })).toBeVisible();
    const section = page.getByRole('heading', { level: 2, name: 'Balances on other networks' }).locator('..');
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await expect(section.getByRole('listitem')).toContainText(`${other}: ${amount(expected)} USDC`);
  }
});
