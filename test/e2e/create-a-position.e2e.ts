// Create liquidity positions (issue 13) as a person would, from a fresh wallet funded on the devnet: a v3 position in
// range paid in ETH and USDC, a single-sided v3 one above the price, a v4 position with native ETH through a Permit2
// permit, a v4 pool that does not exist yet at a typed initial price, and a v2 deposit. The chain is the judge: the
// position exists, its owner is the wallet, the tokens that left it are exactly the amounts the form showed, and what
// the review simulated before the wallet was asked (issue 28) is what the chain then moved.
import type { Locator, Page } from '@playwright/test';
import { type Address, createPublicClient, createWalletClient, http, parseAbi, parseUnits, zeroAddress } from 'viem';
import type { DeploymentManifest } from '../../contract/deployment.ts';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { installInjectedWallet } from './harness/injectedWallet.ts';
import { simulatedChanges } from './harness/transactionReview.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

const erc20 = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function mint(address to, uint256 amount)',
  'function transfer(address to, uint256 amount) returns (bool)',
]);
const npmAbi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
]);
const posmAbi = parseAbi([
  'function nextTokenId() view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function getPositionLiquidity(uint256 tokenId) view returns (uint128 liquidity)',
]);
const v2FactoryAbi = parseAbi(['function getPair(address, address) view returns (address)']);

/** A wallet no seeding touched: no approvals, no positions. */
const NEWCOMER = DEV_ACCOUNTS[7]!;

function devnet(manifest: DeploymentManifest) {
  const chain = manifest.chains['31337']!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!.address;
  const balance = (address: Address) =>
    address === zeroAddress
      ? client.getBalance({ address: NEWCOMER })
      : client.readContract({ address, abi: erc20, functionName: 'balanceOf', args: [NEWCOMER] });
  return { chain, client, token, balance };
}

/** Mints test tokens to the newcomer (the devnet's tokens let anyone mint; anvil signs for its dev accounts). */
async function fund(manifest: DeploymentManifest, symbol: string, amount: bigint) {
  const { chain, client, token } = devnet(manifest);
  const wallet = createWalletClient({ account: NEWCOMER, transport: http(chain.rpcUrl) });
  const hash = await wallet.writeContract({
    address: token(symbol),
    abi: erc20,
    functionName: 'mint',
    args: [NEWCOMER, amount],
    chain: null,
  });
  await client.waitForTransactionReceipt({ hash });
}

/** Opens the form at `path` with the newcomer's wallet, which the app reconnects on load (one load, not two). */
async function open(page: Page, manifest: DeploymentManifest, path: string) {
  const wallet = await installInjectedWallet(page, manifest, NEWCOMER);
  await page.goto(path);
  await expectConnected(page, wallet);
  await expect(page.getByRole('heading', { level: 1, name: 'New position' })).toBeVisible();
}

/** The amount the form computed for a side, as its input shows it. */
async function shown(page: Page, symbol: string): Promise<string> {
  const input = page.getByRole('textbox', { name: `${symbol} amount` });
  await expect(input).not.toHaveValue('');
  return input.inputValue();
}

async function openReview(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  return page.getByRole('dialog', { name: 'Add liquidity' });
}

/** Confirms the open review and waits for the deposit to land. */
async function confirmIn(dialog: Locator, submit: string) {
  await dialog.getByRole('button', { name: submit }).click();
  await expect(dialog.getByRole('status')).toHaveText('Liquidity added', { timeout: 30_000 });
  return dialog;
}

const confirm = async (page: Page, submit: string) => confirmIn(await openReview(page), submit);

/** The network cost of the newcomer's transactions mined after `block`: ETH a simulation of the calls never moves. */
async function networkCostSince(manifest: DeploymentManifest, block: bigint) {
  const { client } = devnet(manifest);
  const latest = await client.getBlockNumber();
  let cost = 0n;
  for (let number = block + 1n; number <= latest; number++) {
    const { transactions } = await client.getBlock({ blockNumber: number, includeTransactions: true });
    for (const transaction of transactions.filter((tx) => tx.from.toLowerCase() === NEWCOMER.toLowerCase())) {
      const receipt = await client.getTransactionReceipt({ hash: transaction.hash });
      cost += receipt.gasUsed * receipt.effectiveGasPrice;
    }
  }
  return cost;
}

async function newestV3(manifest: DeploymentManifest) {
  const { chain, client } = devnet(manifest);
  const npm = chain.contracts.NonfungiblePositionManager;
  const count = await client.readContract({ address: npm, abi: npmAbi, functionName: 'balanceOf', args: [NEWCOMER] });
  if (count === 0n) return undefined;
  const id = await client.readContract({
    address: npm,
    abi: npmAbi,
    functionName: 'tokenOfOwnerByIndex',
    args: [NEWCOMER, count - 1n],
  });
  const position = await client.readContract({ address: npm, abi: npmAbi, functionName: 'positions', args: [id] });
  return { id, fee: position[4], liquidity: position[7] };
}

test('should create a v3 ETH/USDC position in range, taking exactly the USDC the form showed', async ({
  page,
  manifest,
}) => {
  const { token, balance } = devnet(manifest);
  await fund(manifest, 'USDC', parseUnits('10000', 6));
  await open(page, manifest, `/positions/create/v3?currencyA=ETH&currencyB=${token('USDC')}`);
  await page.getByRole('radio', { name: /^0\.3% fee/ }).check();
  await expect(page.getByRole('heading', { name: 'Set price range' })).toBeVisible();
  await page.getByRole('radio', { name: 'Common' }).check();
  await page.getByRole('textbox', { name: 'ETH amount' }).fill('1');
  const usdc = await shown(page, 'USDC');
  const before = await balance(token('USDC'));
  const dialog = await confirm(page, 'Create position');
  await expect(dialog.getByRole('link', { name: 'View position' })).toBeVisible();

  const position = await newestV3(manifest);
  expect(position?.fee).toBe(3000);
  expect(position?.liquidity).toBeGreaterThan(0n);
  expect(before - (await balance(token('USDC')))).toBe(parseUnits(usdc, 6));
});

test('should create a single-sided v3 position above the price with ETH only', async ({ page, manifest }) => {
  const { token, balance } = devnet(manifest);
  await open(page, manifest, `/positions/create/v3?currencyA=ETH&currencyB=${token('USDC')}&feeTier=3000`);
  const current = Number(
    (await page.getByText(/^Current price: /).textContent())!.replace(/^Current price: /, '').replace(/[^\d.]/g, ''),
  );
  await page.getByRole('radio', { name: 'Custom' }).check();
  await page.getByRole('textbox', { name: 'Min price' }).fill(String(Math.round(current * 1.2)));
  await page.getByRole('textbox', { name: 'Max price' }).fill(String(Math.round(current * 1.6)));
  await expect(page.getByRole('textbox', { name: 'USDC amount' })).toBeDisabled();
  await expect(page.getByText('no USDC is needed')).toBeVisible();
  await page.getByRole('textbox', { name: 'ETH amount' }).fill('0.5');
  const usdcBefore = await balance(token('USDC'));
  await confirm(page, 'Create position');

  const position = await newestV3(manifest);
  expect(position?.liquidity).toBeGreaterThan(0n);
  expect(await balance(token('USDC'))).toBe(usdcBefore);
});

test('should show a typed price on the tick grid once its field is left, and say what is wrong with a range', async ({
  page,
  manifest,
}) => {
  const { token } = devnet(manifest);
  await open(page, manifest, `/positions/create/v3?currencyA=ETH&currencyB=${token('USDC')}&feeTier=3000`);
  await page.getByRole('radio', { name: 'Custom' }).check();
  const min = page.getByRole('textbox', { name: 'Min price' });
  await min.fill('5000');
  // leaving the field shows the price the position will use: the tick grid's, within one spacing (60) of the typed
  // one (issue 34)
  await page.getByRole('textbox', { name: 'Max price' }).fill('4000');
  await expect(min).toHaveAccessibleDescription('Rounded to the nearest valid price');
  const snapped = Number(await min.inputValue());
  expect(snapped).not.toBe(5000);
  expect(Math.abs(Math.log(snapped / 5000))).toBeLessThan(60 * Math.log(1.0001));
  await expect(page.getByRole('alert')).toHaveText('Min price must be lower than max price');
  await expect(page.getByRole('button', { name: 'Min price must be lower than max price' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Max price' }).fill('abc');
  await expect(page.getByRole('alert')).toHaveText('Invalid price input');
  await expect(min).toHaveValue(String(snapped));
});

test('should create a v4 position with native ETH, approving USDC to Permit2 and signing the permit', async ({
  page,
  manifest,
}) => {
  const { chain, client, token, balance } = devnet(manifest);
  await fund(manifest, 'USDC', parseUnits('5000', 6));
  await open(page, manifest, `/positions/create/v4?currencyA=ETH&currencyB=${token('USDC')}`);
  // each tier says its share of the pair's TVL, or that its pool does not exist
  await expect(page.getByRole('radio', { name: /^0\.05% fee \d+% of TVL$/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('radio', { name: '1% fee Not created', exact: true })).toBeVisible();
  await page.getByRole('radio', { name: /^0\.05% fee/ }).check();
  await expect(page.getByRole('heading', { name: 'Set price range' })).toBeVisible();
  await page.getByRole('textbox', { name: 'USDC amount' }).fill('2000');
  await shown(page, 'ETH');
  const before = await balance(token('USDC'));
  const ethBefore = await balance(zeroAddress);
  const blockBefore = await client.getBlockNumber();
  const next = await client.readContract({
    address: chain.contracts.PositionManager,
    abi: posmAbi,
    functionName: 'nextTokenId',
  });
  const dialog = await openReview(page);
  // before the wallet is asked, the review shows what the approval, the permit and the mint move (issue 28): the mint
  // simulated unsigned, with the Permit2 allowance the permit will grant
  const simulated = await simulatedChanges(dialog);
  await confirmIn(dialog, 'Create position');
  expect(
    await client.readContract({
      address: chain.contracts.PositionManager,
      abi: posmAbi,
      functionName: 'ownerOf',
      args: [next],
    }),
  ).toBe(NEWCOMER);
  expect(
    await client.readContract({
      address: chain.contracts.PositionManager,
      abi: posmAbi,
      functionName: 'getPositionLiquidity',
      args: [next],
    }),
  ).toBeGreaterThan(0n);
  // the pool takes at most what was typed (the liquidity is rounded down from it)
  const spent = before - (await balance(token('USDC')));
  expect(spent).toBeGreaterThan(parseUnits('1999', 6));
  expect(spent).toBeLessThanOrEqual(parseUnits('2000', 6));
  // the simulation moved what the chain moved: the USDC to the wei, and the ETH the call sent less what the
  // PositionManager swept back (the chain's ETH change without the network cost of the approval and the mint)
  expect(simulated.get('USDC')).toBe(-spent);
  const ethMoved = (await balance(zeroAddress)) - ethBefore + (await networkCostSince(manifest, blockBefore));
  expect(ethMoved).toBeLessThan(0n);
  expect(simulated.get('ETH')).toBe(ethMoved);
});

test('should create a new v4 pool at a typed initial price, confirming a price far from the market', async ({
  page,
  manifest,
}) => {
  const { chain, client, token } = devnet(manifest);
  await fund(manifest, 'DAI', parseUnits('100000', 18));
  await open(page, manifest, `/positions/create/v4?currencyA=ETH&currencyB=${token('DAI')}&feeTier=10000`);
  await expect(page.getByRole('heading', { name: 'Set initial price' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Initial price/ }).fill('100');
  const far = page.getByRole('checkbox', { name: /far from the market price/ });
  await expect(far).toBeVisible();
  await page.getByRole('textbox', { name: 'ETH amount' }).fill('0.1');
  await expect(page.getByRole('button', { name: 'Confirm the initial price' })).toBeDisabled();
  await far.check();
  const next = await client.readContract({
    address: chain.contracts.PositionManager,
    abi: posmAbi,
    functionName: 'nextTokenId',
  });
  await confirm(page, 'Create pool and position');
  expect(
    await client.readContract({
      address: chain.contracts.PositionManager,
      abi: posmAbi,
      functionName: 'getPositionLiquidity',
      args: [next],
    }),
  ).toBeGreaterThan(0n);
});

test('should add to a v2 pair through Router02 and find the pair again', async ({ page, manifest }) => {
  const { chain, client, token, balance } = devnet(manifest);
  await fund(manifest, 'USDC', parseUnits('10000', 6));
  await open(page, manifest, `/positions/create/v2?currencyA=ETH&currencyB=${token('USDC')}`);
  await expect(page.getByText(/^Pool found: /)).toBeVisible();
  await page.getByRole('textbox', { name: 'ETH amount' }).fill('0.5');
  const usdc = await shown(page, 'USDC');
  const before = await balance(token('USDC'));
  await confirm(page, 'Create position');
  const pair = await client.readContract({
    address: chain.contracts.UniswapV2Factory,
    abi: v2FactoryAbi,
    functionName: 'getPair',
    args: [chain.contracts.WETH9, token('USDC')],
  });
  expect(await balance(pair)).toBeGreaterThan(0n);
  const spent = before - (await balance(token('USDC')));
  expect(spent).toBeLessThanOrEqual(parseUnits(usdc, 6));
  expect(spent).toBeGreaterThan((parseUnits(usdc, 6) * 995n) / 1000n);
  await page.getByRole('button', { name: 'Done' }).click();
  // finding the pair again offers the wallet's position in it
  await expect(page.getByRole('link', { name: 'Your ETH/USDC position' })).toBeVisible({ timeout: 15_000 });
});

test('should keep the form when the wallet declines the approval, and move nothing', async ({ page, manifest }) => {
  const { token, balance } = devnet(manifest);
  await fund(manifest, 'USDC', parseUnits('10000', 6));
  await open(page, manifest, `/positions/create/v3?currencyA=ETH&currencyB=${token('USDC')}&feeTier=3000`);
  await page.getByRole('textbox', { name: 'ETH amount' }).fill('1');
  await shown(page, 'USDC');
  const before = await balance(token('USDC'));
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add liquidity' });
  await page.evaluate(
    () => ((window as unknown as { __sluiceDevnetDeclineNext: boolean }).__sluiceDevnetDeclineNext = true),
  );
  await dialog.getByRole('button', { name: 'Create position' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Transaction rejected');
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('textbox', { name: 'ETH amount' })).toHaveValue('1');
  expect(await balance(token('USDC'))).toBe(before);
  expect(await newestV3(manifest)).toBeUndefined();
});

test('should say the mint failed, keep the review and move nothing when the chain would revert it', async ({
  page,
  manifest,
}) => {
  const { chain, client, token, balance } = devnet(manifest);
  await open(page, manifest, `/positions/create/v3?currencyA=ETH&currencyB=${token('USDC')}&feeTier=3000`);
  await page.getByRole('textbox', { name: 'ETH amount' }).fill('1');
  await shown(page, 'USDC');
  const dialog = await openReview(page);
  // the review simulated the mint with the USDC still there
  await expect(dialog.getByRole('button', { name: 'Create position' })).toBeEnabled({ timeout: 15_000 });
  // between the review and the confirmation the wallet's USDC leaves it: the mint cannot pull what it needs
  const wallet = createWalletClient({ account: NEWCOMER, transport: http(chain.rpcUrl) });
  const all = await balance(token('USDC'));
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: token('USDC'),
      abi: erc20,
      functionName: 'transfer',
      args: [DEV_ACCOUNTS[9]!, all],
      chain: null,
    }),
  });
  // Confirm simulates again, at the latest block: the revert blocks the request before the wallet is asked, with the
  // decoded reason after the catalogue's words (the position manager's "STF": its transfer of the USDC failed)
  await dialog.getByRole('button', { name: 'Create position' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Unknown error. (reason: STF)', { timeout: 20_000 });
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled();
  expect(await newestV3(manifest)).toBeUndefined();
  expect(await balance(token('USDC'))).toBe(0n);
});

test.describe('on a 360x740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('should pick the second token by typing its symbol in the token selector, and lay out the whole form without scrolling sideways', async ({
    page,
    manifest,
  }) => {
    await open(page, manifest, '/positions/create/v3?currencyA=ETH&feeTier=3000');
    // issue 34: the app's one token selector (a bottom sheet on a phone), searched by symbol, the held tokens first
    await page.getByRole('button', { name: 'Second token: Select a token' }).click();
    const selector = page.getByRole('dialog', { name: 'Select a token' });
    await selector.getByRole('searchbox', { name: 'Search name, symbol or address' }).fill('usd');
    const tokens = selector.getByRole('list', { name: 'Tokens' });
    await expect(tokens.getByRole('button', { name: /^USDC\b/ })).toBeVisible();
    await expect(tokens.getByRole('button', { name: /^USDT\b/ })).toBeVisible();
    await expect(tokens.getByRole('button', { name: /^WETH\b/ })).toHaveCount(0);
    await tokens.getByRole('button', { name: /^USDC\b/ }).click();
    await expect(selector).toBeHidden();
    await expect(page.getByRole('button', { name: 'Second token: USDC' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'First token: ETH' })).toBeVisible();
    await page.getByRole('textbox', { name: 'ETH amount' }).fill('1');
    await shown(page, 'USDC');
    const overflow = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      culprits: [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`),
    }));
    expect(overflow.scrollWidth, overflow.culprits.join(', ')).toBeLessThanOrEqual(360);
  });
});

test('should open the hooked v4 pool from its page with the hook filled in, and create a position in it', async ({
  page,
  manifest,
}) => {
  const { chain, client } = devnet(manifest);
  const hooked = chain.pools.find((p) => p.version === 'v4' && p.hooks !== zeroAddress)!;
  if (hooked.version !== 'v4') throw new Error('a hooked v4 pool is seeded');
  await fund(manifest, 'UNI', parseUnits('1000', 18));
  await fund(manifest, 'USDC', parseUnits('10000', 6));
  const wallet = await installInjectedWallet(page, manifest, NEWCOMER);
  await page.goto(`/explore/pools/devnet/${hooked.poolId}`);
  await expectConnected(page, wallet);
  await page.getByRole('link', { name: 'Add liquidity' }).click();
  await expect(page).toHaveURL(/\/positions\/create\/v4\?/);
  await expect(page.getByRole('textbox', { name: 'Hook address (optional)' })).toHaveValue(hooked.hooks.toLowerCase());
  await expect(page.getByRole('radio', { name: /^0\.3% fee/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Set price range' })).toBeVisible();
  await page.getByRole('textbox', { name: 'UNI amount' }).fill('10');
  await shown(page, 'USDC');
  const next = await client.readContract({
    address: chain.contracts.PositionManager,
    abi: posmAbi,
    functionName: 'nextTokenId',
  });
  await confirm(page, 'Create position');
  expect(
    await client.readContract({
      address: chain.contracts.PositionManager,
      abi: posmAbi,
      functionName: 'getPositionLiquidity',
      args: [next],
    }),
  ).toBeGreaterThan(0n);
});
