// Issue 30: the Sluice extension loaded unpacked, one profile through its steps in order. Onboarding by creating a
// phrase (the app's password policy, the phrase confirmed; the new account's extension-only buttons, without Pools and
// Limits), the lock and a wrong password ("Wrong password"), forgot password (the test phrase imported with the app's
// checks under a new password), the auto-lock time and the services URL (a bad one refused); unlock with a passkey made
// in the services app's pop-up window (`/auth/passkey/extension`); a plain dapp that finds Sluice at its first script
// (EIP-6963) and is answered there, hears 4100 before connecting, connects and has a message signed through the
// approval popup (4001 when rejected; the signature checked with viem) and a transaction reviewed there with the
// signing pipeline's simulation and landed on the devnet; the Sluice web app that finds the extension among its
// wallets, connects it through the same popup and opens its drawer as the dropdown under the button; the side panel
// (the served app framed in the extension, opened by the popup's Activity button on the drawer's Activity, its compact
// frame at 390 px) swapping through the approval review; the lockout after repeated wrong passwords (spec §8), which
// outlives a reload; the locked-out wallet imported again with a one-time code that the web app holding it sends; and
// Pools offered once the account holds a position (Limits, with an open limit order, in extensionButtons.test.ts).
import {
  type Hex,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { permitSingleTypedData } from '../../contract/permit2.ts';
import { mnemonicToAccount } from 'viem/accounts';
import type { Page } from '@playwright/test';
import { loadExtension, type LoadedExtension } from './harness/extension.ts';
import { collidingControls, horizontalOverflow } from './harness/layoutChecks.ts';
import { serveTestDapp, type TestDapp } from './harness/testDapp.ts';
// the fixtures' test: each test's chain changes are reverted after it (chainSnapshot), as in every journey
import { expect, test, waitForApp } from './harness/fixtures.ts';
import { simulatedChanges } from './harness/transactionReview.ts';
import { devnetChain, pickToken, quotedAmount } from './swap-journey-helpers.ts';
import { shortenAddress } from '../../src/lib/shortenAddress.ts';
import { FREE_ATTEMPTS } from '../../src/lib/wallet/unlockLockout.ts';
import { importTestMnemonic } from './harness/embeddedWallet.ts';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';

const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'another horse battery staple';
const SLUICE_RDNS = 'app.sluice.extension';
const account = mnemonicToAccount(TEST_MNEMONIC);
const positionNftAbi = parseAbi([
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function transferFrom(address from, address to, uint256 tokenId)',
]);
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

type Answer = { result?: unknown; code?: number };
declare global {
  interface Window {
    atFirstScript: string[];
    ask: (rdns: string, request: { method: string; params?: unknown[] }) => Promise<Answer>;
    pending?: Promise<Answer>;
    firstAnswer: Promise<Answer>;
  }
}

test.describe.configure({ mode: 'serial' });

let extension: LoadedExtension;
let popup: Page;
let dapp: TestDapp;
test.beforeAll(async ({ stack }) => {
  [extension, dapp] = await Promise.all([loadExtension(), serveTestDapp()]);
  // this worker's stack (E2E_WORKERS may start more than one): its services server names its devnet's RPCs
  await extension.useServices(stack.baseUrl);
  popup = await extension.openPopup();
});
test.afterAll(async () => {
  await extension.close();
  await dapp.close();
});

// each seal or unlock derives a key with 600,000 PBKDF2 rounds in the service worker: slow on a busy machine
test.setTimeout(60_000);

/** Confirms the shown phrase by picking the asked words (the app's create flow). */
async function confirmWords(page: Page, words: string[]) {
  for (let i = 0; i < 3; i++) {
    const prompt = await page.getByText(/^Select word #\d+$/).textContent();
    const position = Number(prompt!.replace(/\D/g, '')) - 1;
    await page.getByRole('group').getByRole('button', { name: words[position]!, exact: true }).first().click();
  }
}

test('should create a wallet in the extension, refuse a wrong password, import another when the password is forgotten, and refuse a bad services URL', async ({
  stack,
}) => {
  // onboarding by creating a phrase: a password under the app's policy, the phrase shown, its words confirmed
  await popup.getByRole('button', { name: 'Create a wallet' }).click();
  await expect(popup.getByRole('heading', { name: 'Create a wallet' })).toBeVisible();
  await popup.getByLabel('Password', { exact: true }).fill('password1');
  await popup.getByLabel('Confirm password').fill('password1');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(popup.getByRole('alert')).toHaveText('This password is too weak');
  await popup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await popup.getByLabel('Confirm password').fill(PASSWORD);
  await popup.getByRole('button', { name: 'Continue' }).click();
  const phrase = popup.getByRole('list', { name: 'Recovery phrase' });
  await expect(phrase.getByRole('listitem')).toHaveCount(12);
  const words = (await phrase.locator('li span').allTextContents()).map((word) => word.trim());
  await popup.getByRole('button', { name: 'I wrote it down' }).click();
  await confirmWords(popup, words);
  await expect(popup.getByRole('heading', { name: 'Sluice wallet' })).toBeVisible({ timeout: 20_000 });
  await expect(popup.getByText(shortenAddress(mnemonicToAccount(words.join(' ')).address))).toBeVisible();

  // the extension-only buttons (spec §2), each opening the side panel: a new account holds no position and no open
  // limit order (the indexer and the order service say so), so neither Pools nor Limits
  const sidebarButtons = popup.getByRole('navigation', { name: 'Open in the sidebar' });
  await expect(sidebarButtons).toHaveAttribute('aria-busy', 'false');
  await expect(sidebarButtons.getByRole('button')).toHaveText(['Open sidebar', 'Activity']);

  // locked: a reopened popup asks for the password, and a wrong one is refused
  await popup.getByRole('button', { name: 'Lock' }).click();
  await popup.reload();
  const unlockForm = popup.getByRole('form', { name: 'Unlock your wallet' });
  await unlockForm.getByLabel('Password').fill('not my password at all');
  await unlockForm.getByRole('button', { name: 'Unlock' }).click();
  await expect(unlockForm.getByRole('alert')).toHaveText('Wrong password', { timeout: 15_000 });

  // forgot password: a phrase imported again (checked as the app checks it) under a new password replaces the wallet
  await popup.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(popup.getByRole('heading', { name: 'Add an existing wallet' })).toBeVisible();
  await popup.getByLabel('Recovery phrase').fill('test test test test test test test test test test test');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(popup.getByRole('alert')).toHaveText('Invalid recovery phrase');
  await popup.getByLabel('Recovery phrase').fill(TEST_MNEMONIC);
  await popup.getByRole('button', { name: 'Continue' }).click();
  await popup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await popup.getByLabel('Confirm password').fill(PASSWORD);
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(popup.getByRole('heading', { name: 'Sluice wallet' })).toBeVisible({ timeout: 20_000 });
  await expect(popup.getByText(shortenAddress(account.address))).toBeVisible();

  // the idle time before the wallet locks itself, as the app's drawer sets it: kept by the service worker, which
  // schedules the lock that far ahead
  const autoLock = popup.getByRole('combobox', { name: /^Auto-lock/ });
  await expect(autoLock).toHaveValue('15');
  await autoLock.selectOption({ label: '5 minutes' });
  await popup.reload();
  await expect(autoLock).toHaveValue('5');
  const lockInMinutes = await extension.autoLockInMinutes();
  expect(lockInMinutes).toBeGreaterThan(4);
  expect(lockInMinutes).toBeLessThanOrEqual(5);
  await autoLock.selectOption({ label: 'Never' });
  await expect(autoLock).toHaveValue('never');
  expect(await extension.autoLockInMinutes()).toBeUndefined();

  // the services URL: not an http(s) origin, or a server that does not answer, is refused and the one before kept
  const services = popup.getByRole('form', { name: 'Services server' });
  const servicesUrl = services.getByLabel('Services URL');
  await expect(servicesUrl).toHaveValue(stack.baseUrl);
  await servicesUrl.fill('ftp://127.0.0.1:8787');
  await services.getByRole('button', { name: 'Save' }).click();
  await expect(services.getByRole('alert')).toHaveText(
    'Enter an address that starts with http:// or https://, with nothing after the port.',
  );
  await servicesUrl.fill('http://127.0.0.1:9');
  await services.getByRole('button', { name: 'Save' }).click();
  await expect(services.getByRole('alert')).toHaveText('Connection failed to provider');
  await popup.reload();
  await expect(servicesUrl).toHaveValue(stack.baseUrl);
  await servicesUrl.fill(`${stack.baseUrl}/`);
  await services.getByRole('button', { name: 'Save' }).click();
  await expect(services.getByRole('status')).toHaveText('Saved. The networks now come from this server.');
  await expect(popup.getByRole('button', { name: 'Open sidebar' })).toBeVisible();
});

/** The extension's passkey pop-up: its window opens blank, then goes to the services app's page. */
async function passkeyWindow(servicesUrl: string): Promise<Page> {
  const page = await extension.context.waitForEvent('page');
  await page.waitForURL((url) => url.href.startsWith(`${servicesUrl}/auth/passkey/extension?`));
  return page;
}

test("should turn on unlock with a passkey made in the services app's pop-up window, and offer it on the lock screen", async ({
  stack,
}) => {
  // WebAuthn refuses 127.0.0.1: the services app is reached as localhost, the origin its passkey belongs to
  const localServices = stack.baseUrl.replace('127.0.0.1', 'localhost');
  const services = popup.getByRole('form', { name: 'Services server' });
  await services.getByLabel('Services URL').fill(localServices);
  await services.getByRole('button', { name: 'Save' }).click();
  await expect(services.getByRole('status')).toHaveText('Saved. The networks now come from this server.');

  // "Add a passkey" opens the pop-up page in a window of its own; the platform authenticator there makes the passkey
  const setting = popup.getByRole('region', { name: 'Unlock with passkey' });
  const opened = passkeyWindow(localServices);
  await setting.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(setting.getByText('Continue in the passkey window.')).toBeVisible();
  const window = await opened;
  const cdp = await extension.context.newCDPSession(window);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      hasPrf: true,
    },
  });
  const search = new URL(window.url()).searchParams;
  expect(search.get('mode')).toBe('register');
  expect(search.get('nonce')).toMatch(/^[\w-]{43}$/);
  await expect(window.getByRole('heading', { name: 'Passkey log-in' })).toBeVisible();
  const closed = window.waitForEvent('close');
  const added = new Promise<{ credential: { credentialId: string; rpId?: string } }>((resolve) =>
    cdp.once('WebAuthn.credentialAdded' as never, resolve as never),
  );
  await window.getByRole('button', { name: 'Create passkey' }).click();
  // the extension took the PRF output: its window closes, the vault has a second seal, the setting says so
  const { credential } = await added;
  expect(credential.rpId).toBe('localhost');
  await closed;
  await expect(setting.getByText('A passkey unlocks this wallet. Your password still works.')).toBeVisible();

  // locked, the lock screen offers the passkey above the password: its pop-up opens for that passkey alone
  await popup.getByRole('button', { name: 'Lock', exact: true }).click();
  const unlockWindow = passkeyWindow(localServices);
  await popup.getByRole('button', { name: 'Unlock with passkey' }).click();
  const unlockPage = await unlockWindow;
  const unlockSearch = new URL(unlockPage.url()).searchParams;
  expect(unlockSearch.get('mode')).toBe('unlock');
  // CDP names the credential in base64, the page's address in base64url
  expect(unlockSearch.get('credential')).toBe(Buffer.from(credential.credentialId, 'base64').toString('base64url'));
  expect(unlockSearch.get('nonce')).not.toBe(search.get('nonce'));
  await expect(unlockPage.getByRole('button', { name: 'Unlock with passkey' })).toBeVisible();
  await unlockPage.close();

  // the password stays the fallback; the services URL goes back to the stack's own for the steps after
  const unlockForm = popup.getByRole('form', { name: 'Unlock your wallet' });
  await unlockForm.getByLabel('Password').fill(PASSWORD);
  await unlockForm.getByRole('button', { name: 'Unlock' }).click();
  await setting.getByRole('button', { name: 'Turn off passkey unlock' }).click();
  await expect(setting.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
  await services.getByLabel('Services URL').fill(stack.baseUrl);
  await services.getByRole('button', { name: 'Save' }).click();
  await expect(services.getByRole('status')).toHaveText('Saved. The networks now come from this server.');
});

test('should let a plain dapp find Sluice at its first script, connect, sign and send through the approval popup', async ({
  manifest,
}) => {
  const page = await extension.context.newPage();
  await page.goto(dapp.url);
  // discovered by EIP-6963 in the page's first inline script, without window.ethereum
  expect(await page.evaluate(() => window.atFirstScript)).toEqual([SLUICE_RDNS]);
  expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
  // and a request sent in that first script is answered (the bridge listened before it)
  expect(await page.evaluate(() => window.firstAnswer)).toEqual({ result: '0x7a69' });
  const ask = (method: string, params?: unknown[]) =>
    page.evaluate(([m, p]) => window.ask('app.sluice.extension', { method: m as string, params: p as unknown[] }), [
      method,
      params,
    ] as const);
  /** Sends a request that opens the approval popup, and returns the popup with the request's answer to come. */
  const askThroughPopup = async (method: string, params?: unknown[]) => {
    const opened = extension.context.waitForEvent('page');
    await page.evaluate(
      ([m, p]) =>
        void (window.pending = window.ask('app.sluice.extension', { method: m as string, params: p as unknown[] })),
      [method, params] as const,
    );
    const approval = await opened;
    return { approval, answer: () => page.evaluate(() => window.pending!) };
  };
  const message = 'Sign in to Test dapp\nNonce: 42';
  const personalSign = ['0x' + Buffer.from(message, 'utf8').toString('hex'), account.address];

  // before connecting: no account, and signing is refused with 4100
  expect(await ask('eth_accounts')).toEqual({ result: [] });
  expect(await ask('eth_chainId')).toEqual({ result: '0x7a69' });
  expect((await ask('personal_sign', personalSign)).code).toBe(4100);

  // connect through the approval popup
  const connect = await askThroughPopup('eth_requestAccounts');
  await expect(connect.approval.getByRole('heading', { name: 'Connection request' })).toBeVisible();
  await expect(connect.approval.getByText(`${new URL(dapp.url).origin} wants to connect to your wallet`)).toBeVisible();
  await connect.approval.getByRole('button', { name: 'Approve' }).click();
  expect(await connect.answer()).toEqual({ result: [account.address] });
  // EIP-3085 for a chain the wallet knows: it switches there (the dapp hears the chain id); one it does not is 4902
  expect(await ask('wallet_addEthereumChain', [{ chainId: '0x7a6a', chainName: 'Devnet L2', rpcUrls: [] }])).toEqual({
    result: null,
  });
  expect(await ask('eth_chainId')).toEqual({ result: '0x7a6a' });
  expect((await ask('wallet_addEthereumChain', [{ chainId: '0x89', rpcUrls: ['https://rpc.example'] }])).code).toBe(
    4902,
  );
  expect(await ask('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toEqual({ result: null });

  // a rejected signature is 4001
  const rejected = await askThroughPopup('personal_sign', personalSign);
  await expect(rejected.approval.getByRole('heading', { name: 'Signature request' })).toBeVisible();
  await rejected.approval.getByRole('button', { name: 'Reject' }).click();
  expect((await rejected.answer()).code).toBe(4001);

  // an approved one is the account's signature of what the popup showed
  const signed = await askThroughPopup('personal_sign', personalSign);
  await expect(signed.approval.getByRole('region', { name: 'Message to sign' })).toContainText(message);
  await signed.approval.getByRole('button', { name: 'Sign' }).click();
  const { result: signature } = await signed.answer();
  expect(await verifyMessage({ address: account.address, message, signature: signature as Hex })).toBe(true);

  // typed data: a Permit2 permit for 100 USDC, said in words by the pipeline's review, signed by the account
  const usdc = manifest.chains['31337']!.tokens.find((token) => token.symbol === 'USDC')!.address;
  const permit = permitSingleTypedData(31337, {
    details: { token: usdc, amount: parseUnits('100', 6), expiration: 4102444800, nonce: 0 },
    spender: RECIPIENT,
    sigDeadline: 4102444800n,
  });
  const permitted = await askThroughPopup('eth_signTypedData_v4', [
    account.address,
    JSON.stringify(permit, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
  ]);
  const allows = permitted.approval.getByRole('region', { name: 'What this signature allows' });
  await expect(allows).toContainText('100 USDC', { timeout: 15_000 });
  await expect(allows).toContainText(RECIPIENT.slice(0, 6));
  await permitted.approval.getByRole('button', { name: 'Sign', exact: true }).click();
  const { result: permitSignature } = await permitted.answer();
  expect(await verifyTypedData({ address: account.address, ...permit, signature: permitSignature as Hex })).toBe(true);

  // a transaction (0.1 ETH wrapped): the popup reviews it with the signing pipeline, whose simulated changes are what
  // the chain then moved, and the dapp hears the hash
  const devnet = manifest.chains['31337']!;
  const chain = createPublicClient({ transport: http(devnet.rpcUrl) });
  const weth = devnet.contracts.WETH9!;
  const wethOf = () =>
    chain.readContract({ address: weth, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] });
  const wethBefore = await wethOf();
  const deposit = [
    { from: account.address, to: weth, value: `0x${parseEther('0.1').toString(16)}`, data: '0xd0e30db0' },
  ];
  const rejectedSend = await askThroughPopup('eth_sendTransaction', deposit);
  await rejectedSend.approval.getByRole('button', { name: 'Reject' }).click();
  expect((await rejectedSend.answer()).code).toBe(4001);
  const sent = await askThroughPopup('eth_sendTransaction', deposit);
  await expect(sent.approval.getByRole('heading', { name: 'Transaction request' })).toBeVisible();
  const changes = await simulatedChanges(sent.approval.locator('main'));
  expect(changes.get('ETH')).toBe(-parseEther('0.1'));
  expect(changes.get('WETH')).toBe(parseEther('0.1'));
  await expect(sent.approval.getByRole('region', { name: 'What this will do' })).toContainText('Network cost');
  await sent.approval.getByRole('button', { name: 'Confirm', exact: true }).click();
  const { result: hash } = await sent.answer();
  expect((await chain.waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success');
  expect((await wethOf()) - wethBefore).toBe(parseEther('0.1'));

  // EIP-5792: the dapp sees the wallet can batch on Devnet, sends a wrap and a transfer reviewed in one popup, hears
  // the batch's id, and the batch's status is the chain's
  expect(await ask('wallet_getCapabilities', [account.address, ['0x7a69']])).toEqual({
    result: { '0x7a69': { atomic: { status: 'ready' } } },
  });
  const wethBeforeBatch = await wethOf();
  const batch = await askThroughPopup('wallet_sendCalls', [
    {
      version: '2.0.0',
      id: 'extension-batch-1',
      from: account.address,
      chainId: '0x7a69',
      atomicRequired: true,
      calls: [
        { to: weth, value: `0x${parseEther('0.2').toString(16)}`, data: '0xd0e30db0' },
        {
          to: weth,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, parseEther('0.05')] }),
        },
      ],
    },
  ]);
  const batchChanges = await simulatedChanges(batch.approval.locator('main'));
  expect(batchChanges.get('ETH')).toBe(-parseEther('0.2'));
  expect(batchChanges.get('WETH')).toBe(parseEther('0.15'));
  await batch.approval.getByRole('button', { name: 'Confirm', exact: true }).click();
  expect(await batch.answer()).toEqual({ result: { id: 'extension-batch-1' } });
  await expect
    .poll(
      async () => ((await ask('wallet_getCallsStatus', ['extension-batch-1'])).result as { status?: number })?.status,
      {
        timeout: 15_000,
      },
    )
    .toBe(200);
  expect((await wethOf()) - wethBeforeBatch).toBe(parseEther('0.15'));
  expect((await ask('wallet_getCallsStatus', ['no-such-batch'])).code).toBe(5730);

  // the popup lists the site; once disconnected there, the site sees no account and hears 4100 again
  const origin = new URL(dapp.url).origin;
  await popup.reload();
  const sites = popup.getByRole('list', { name: 'Connected apps' });
  await expect(sites).toContainText(origin);
  await sites.getByRole('button', { name: `Disconnect ${origin}` }).click();
  await expect(sites).toBeHidden();
  expect(await ask('eth_accounts')).toEqual({ result: [] });
  expect((await ask('personal_sign', personalSign)).code).toBe(4100);
  await page.close();
});

test('should let the Sluice web app discover the extension and connect it through the approval popup', async ({
  stack,
}) => {
  const { baseUrl } = stack;
  const page = await extension.context.newPage();
  await page.goto(`${baseUrl}/swap`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  const sluice = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: /^Sluice Detected/ });
  await expect(sluice).toBeVisible();
  const opened = extension.context.waitForEvent('page');
  await sluice.click();
  const approval = await opened;
  await expect(approval.getByText(`${new URL(baseUrl).origin} wants to connect to your wallet`)).toBeVisible();
  await approval.getByRole('button', { name: 'Approve' }).click();
  const accountButton = page.getByRole('button', { name: `Account ${account.address}` });
  await expect(accountButton).toHaveText(shortenAddress(account.address));

  // connected through the extension, the drawer is the 368 px dropdown 8 px under the button and 8 px from the
  // window's edge (spec §2), without the extension's own buttons (§6: those live in the extension only)
  await accountButton.click();
  const drawer = page.getByRole('dialog', { name: shortenAddress(account.address) });
  await expect(drawer).toBeVisible();
  const [buttonBox, drawerBox] = [await accountButton.boundingBox(), await drawer.boundingBox()];
  expect(drawerBox!.width).toBe(368);
  expect(drawerBox!.y).toBeCloseTo(buttonBox!.y + buttonBox!.height + 8, 0);
  expect(drawerBox!.x + drawerBox!.width).toBeCloseTo(page.viewportSize()!.width - 8, 0);
  await expect(drawer.getByRole('button', { name: 'Open sidebar' })).toHaveCount(0);
  // at a phone's width it is the full-screen sheet, as for any wallet
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(390);
  expect((await drawer.boundingBox())!.y).toBe(0);
  await page.close();
});

test('should swap in the side panel, the served app framed in the extension, through the approval review', async ({
  manifest,
}) => {
  // the popup's Activity button gives the side panel its page (and opens it where Chrome lets a tab do so, closing the
  // popup); Playwright cannot reach Chrome's side panel itself, so that page loads in a tab, 390 px wide
  await popup
    .getByRole('navigation', { name: 'Open in the sidebar' })
    .getByRole('button', { name: 'Activity' })
    .click();
  await expect.poll(() => extension.sidePanelPath()).toBe('extension/sidepanel/index.html?screen=activity');
  if (!popup.isClosed()) await popup.close();
  popup = await extension.openPopup();
  const panel = await extension.openSidePanel({ width: 390, height: 844 });
  const frame = panel.getByTitle('Sluice');
  await expect(frame).toBeVisible();
  const app = (await (await frame.elementHandle())!.contentFrame())!;
  await app.waitForURL(/\/swap\?embedded=sidepanel&drawer=activity$/);
  await app.waitForFunction(() => !document.querySelector('[data-prerendered]'), undefined, { timeout: 20_000 });

  // the framed app keeps the served app's storage: it reconnects the extension wallet it remembers, through the
  // provider that reaches the frame (the site is connected: no popup), and opens its drawer on Activity
  const drawer = app.getByRole('dialog', { name: shortenAddress(account.address) });
  await expect(drawer.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
  await drawer.getByRole('button', { name: 'Close account' }).click();
  await expect(drawer).toBeHidden();

  // the compact frame of the side panel: no company menu, site tabs or "Get the app", and at the panel's width
  // nothing reaches past its edge or lies on another control
  await expect(app.getByRole('button', { name: `Account ${account.address}` })).toBeVisible();
  await expect(app.getByRole('navigation', { name: 'Primary' })).toHaveCount(0);
  await expect(app.getByRole('button', { name: /^(Get the app|Sign up)$/ })).toHaveCount(0);
  const { overflow, culprits } = await horizontalOverflow(app);
  expect(overflow, `the side panel overflows by ${overflow} px: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
  expect(await collidingControls(app)).toEqual([]);
  // and at the narrowest and widest panels a person drags it to
  for (const width of [360, 430]) {
    await panel.setViewportSize({ width, height: 844 });
    await expect.poll(() => app.evaluate(() => window.innerWidth)).toBe(width);
    const at = await horizontalOverflow(app);
    expect(at.overflow, `at ${width} px the side panel overflows: ${at.culprits.join(', ')}`).toBeLessThanOrEqual(0);
    expect(await collidingControls(app), `at ${width} px`).toEqual([]);
  }

  const { balance } = devnetChain(manifest);
  const [ethBefore, usdcBefore] = [await balance('ETH', account.address), await balance('USDC', account.address)];
  await pickToken(app, 'buy', 'USDC');
  await app.getByRole('textbox', { name: 'Amount to sell' }).fill('0.1');
  const quoted = await quotedAmount(app, 'Amount to buy');
  await app.getByRole('button', { name: 'Review' }).click();
  const opened = extension.context.waitForEvent('page');
  await app.getByRole('dialog', { name: 'Review swap' }).getByRole('button', { name: 'Confirm swap' }).click();

  // the one review: the extension's approval window simulates what the chain will move, and signs
  const approval = await opened;
  await expect(approval.getByRole('heading', { name: 'Transaction request' })).toBeVisible();
  const changes = await simulatedChanges(approval.locator('main'));
  expect(changes.get('ETH')).toBe(-parseEther('0.1'));
  await approval.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(app.getByRole('status').filter({ hasText: 'Swapped 0.1 ETH for USDC' })).toBeVisible({
    timeout: 20_000,
  });
  const received = (await balance('USDC', account.address)) - usdcBefore;
  expect(received).toBe(changes.get('USDC'));
  expect(Number(received) / 1e6).toBeCloseTo(quoted, 0);
  expect(ethBefore - (await balance('ETH', account.address))).toBeGreaterThan(parseEther('0.1'));
  await panel.close();
});

test('should lock out the unlock after repeated wrong passwords, across a reload', async () => {
  const unlockForm = popup.getByRole('form', { name: 'Unlock your wallet' });
  await popup.getByRole('button', { name: 'Lock' }).click();
  await expect(unlockForm).toBeVisible();
  for (let attempt = 1; attempt <= FREE_ATTEMPTS; attempt++) {
    await unlockForm.getByLabel('Password').fill(`wrong guess number ${attempt}`);
    await unlockForm.getByRole('button', { name: 'Unlock' }).click();
    await expect(unlockForm.getByRole('alert')).toHaveText(
      attempt < FREE_ATTEMPTS ? 'Wrong password' : 'Too many attempts. Try again in 1 min.',
      { timeout: 15_000 },
    );
    await expect(unlockForm.getByRole('button', { name: 'Unlock' })).toBeEnabled();
  }
  await popup.reload();
  await unlockForm.getByLabel('Password').fill(PASSWORD);
  await unlockForm.getByRole('button', { name: 'Unlock' }).click();
  await expect(unlockForm.getByRole('alert')).toHaveText('Too many attempts. Try again in 1 min.');
  await expect(popup.getByRole('heading', { name: 'Sluice wallet' })).toBeHidden();
});

test('should recover the locked-out wallet with a one-time code from the web app that holds it, and offer Pools once it holds a position', async ({
  page,
  manifest,
}) => {
  // forgot password, by code: the popup shows the new device's code (the relay on its services server)
  await popup.getByRole('button', { name: 'Forgot password?' }).click();
  await popup.getByRole('button', { name: 'Import with a code' }).click();
  await expect(popup.getByRole('heading', { name: 'Import with a code' })).toBeVisible();
  const shownCode = popup.getByRole('status', { name: 'One-time code' });
  await expect(shownCode).toHaveText(/^[A-Z0-9]{6}$/);
  // at the popup's own width, the QR code, the code and its countdown fit and do not overlap
  await popup.setViewportSize({ width: 360, height: 600 });
  expect((await horizontalOverflow(popup)).culprits).toEqual([]);
  expect(await collidingControls(popup)).toEqual([]);

  // the web app holding the test phrase sends it to that code, as a person's other device would
  await page.goto('/swap');
  await importTestMnemonic(page);
  await page.getByRole('button', { name: 'Manage wallet' }).click();
  const sending = page
    .getByRole('dialog', { name: 'Sluice wallet' })
    .getByRole('region', { name: 'Send to another device' });
  await sending.getByRole('button', { name: 'Send to another device' }).click();
  await sending.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await sending.getByRole('button', { name: 'Continue' }).click();
  await sending.getByLabel('Code from the new device').fill((await shownCode.textContent())!);
  await sending.getByRole('button', { name: 'Send wallet' }).click();
  await expect(sending.getByRole('status')).toHaveText(
    'Your wallet was sent. Choose a password on the new device to finish.',
  );

  // the extension keeps it under a new password: the same account, and the lockout is over
  await expect(popup.getByText('Your wallet has arrived. Choose a password for this device.')).toBeVisible();
  await popup.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await popup.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(popup.getByRole('heading', { name: 'Sluice wallet' })).toBeVisible({ timeout: 20_000 });
  await expect(popup.getByText(shortenAddress(account.address))).toBeVisible();

  // the extension-only Pools button comes with a position (spec §2): devnet account 1 passes this account its first
  // v3 position, and once the indexer has it the reopened home offers Pools beside Open sidebar and Activity
  const chain = manifest.chains['31337']!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const lp = DEV_ACCOUNTS[1]!;
  const positionManager = { address: chain.contracts.NonfungiblePositionManager, abi: positionNftAbi } as const;
  const tokenId = await client.readContract({
    ...positionManager,
    functionName: 'tokenOfOwnerByIndex',
    args: [lp, 0n],
  });
  const hash = await createWalletClient({ account: lp, transport: http(chain.rpcUrl) }).writeContract({
    ...positionManager,
    functionName: 'transferFrom',
    args: [lp, account.address, tokenId],
    chain: null,
  });
  await client.waitForTransactionReceipt({ hash });
  const sidebarButtons = popup.getByRole('navigation', { name: 'Open in the sidebar' });
  await expect(async () => {
    await popup.reload();
    await expect(sidebarButtons).toHaveAttribute('aria-busy', 'false');
    await expect(sidebarButtons.getByRole('button')).toHaveText(['Open sidebar', 'Activity', 'Pools'], {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
});
