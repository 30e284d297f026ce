// Issue 29: Sluice answers what a connected app asks, each request through the signing pipeline's review. A headless app
// (a real sign-client on the local relay) asks for a sign-in message, a Permit2 permit it then uses on chain from its
// own account, a transaction, and a batch of two calls (EIP-5792 wallet_sendCalls, answered with the batch's id and its
// status); the person reads each in words before signing, and the chain and the app are the judges. A rejected request reaches the app as WalletConnect's 5000; a reload keeps the session, a request then waits
// behind the unlock, and disconnecting ends the session on the app's side.
import type { Locator, Page } from '@playwright/test';
import {
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  stringToHex,
  toHex,
  verifyMessage,
  verifyTypedData,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { permit2Abi } from '../../contract/abis/permit2.ts';
import { PERMIT2_ADDRESS, permitSingleTypes } from '../../contract/permit2.ts';
import { PASSWORD, importTestMnemonic, testAccount } from './harness/embeddedWallet.ts';
import { expect, test } from './harness/fixtures.ts';
import { simulatedChanges } from './harness/transactionReview.ts';
import { type HeadlessDapp, startHeadlessDapp } from './harness/walletConnectDapp.ts';
import { devnetChain } from './swap-journey-helpers.ts';

/** The app's own account: devnet account 1, which sends the permit it was given. */
const appAccount = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const me = testAccount.address;

/** Imports the embedded wallet at a phone's width and opens "Connect an app" from the account drawer. */
async function openConnectApp(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/swap');
  await importTestMnemonic(page);
  const accountButton = page.getByRole('button', { name: `Account ${me}` });
  await expect(accountButton).toBeVisible({ timeout: 15_000 });
  await accountButton.click();
  await page.getByRole('dialog', { name: '0xf39F…2266' }).getByRole('button', { name: 'Connect an app' }).click();
  return page.getByRole('dialog', { name: 'Connect an app' });
}

/** Pastes the app's link, approves its proposal and closes the drawer. */
async function approveApp(page: Page, dialog: Locator, dapp: HeadlessDapp) {
  await dialog.getByRole('textbox', { name: 'WalletConnect link' }).fill(dapp.uri);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await approveProposal(page, dialog, dapp);
}

/** Approves the proposal on screen and closes the drawer once the app holds the session. */
async function approveProposal(page: Page, dialog: Locator, dapp: HeadlessDapp) {
  await dialog.getByRole('button', { name: 'Approve' }).click({ timeout: 15_000 });
  await expect(dialog.getByRole('status')).toHaveText('Connected to Headless Dapp', { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dapp.approval;
  await page.keyboard.press('Escape');
}

test('should sign a message, a Permit2 permit and a transaction an app asks for, each reviewed in words', async ({
  page,
  stack,
  manifest,
}) => {
  test.setTimeout(90_000);
  const { chain, client, token, balance } = devnetChain(manifest);
  const usdc = token('USDC').address;
  const weth = chain.contracts.WETH9;
  const dapp = await startHeadlessDapp({
    relayUrl: stack.relayUrl,
    requiredChains: ['eip155:31337'],
    optionalChains: ['eip155:31338', 'eip155:1'],
  });
  try {
    const dialog = await openConnectApp(page);
    const link = dialog.getByRole('textbox', { name: 'WalletConnect link' });
    // what is not a v2 pairing link is refused at once (spec §8 "Connections"), and the text stays to be corrected
    await link.fill('wc:8a5e5bdc-a0e4-4702-ba63-8f1a5655744f@1?bridge=https%3A%2F%2Fbridge.walletconnect.org&key=41');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "WalletConnect v1 connections aren't supported. Ask the app for a WalletConnect v2 link.",
    );
    await link.fill('https://dapp.example/connect');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid QR code');
    await expect(link).toHaveValue('https://dapp.example/connect');
    // who asks, for which of Sluice's networks (not Ethereum mainnet), and what the app may and may not do
    await link.fill(dapp.uri);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    const proposal = dialog.getByRole('region', { name: 'Connection request' });
    await expect(proposal.getByRole('heading', { name: 'Headless Dapp' })).toBeVisible({ timeout: 15_000 });
    await expect(proposal).toContainText('https://dapp.example');
    await expect(proposal.getByRole('list', { name: 'Networks' }).getByRole('listitem')).toHaveText([
      'Devnet',
      'Devnet L2',
    ]);
    await expect(proposal.getByRole('list', { name: 'Permissions' }).getByRole('listitem')).toHaveText([
      'View your balance and activity',
      'Request approval for transactions',
      "Can't move funds without your permission",
    ]);
    await approveProposal(page, dialog, dapp);
    const session = await dapp.approval;
    expect(session.namespaces.eip155!.accounts.sort()).toEqual([`eip155:31337:${me}`, `eip155:31338:${me}`].sort());

    // a sign-in message: shown as the text it is, and the app checks the signature is the account's
    const message = 'Sign in to dapp.example\nNonce: 42';
    const signed = dapp.request<Hex>('personal_sign', [stringToHex(message), me]);
    let request = page.getByRole('dialog', { name: 'Signature request' });
    await expect(request.getByRole('heading', { name: 'Headless Dapp' })).toBeVisible({ timeout: 15_000 });
    await expect(request.getByRole('region', { name: 'Message to sign' })).toContainText('Nonce: 42');
    await request.getByRole('button', { name: 'Sign', exact: true }).click();
    expect(await verifyMessage({ address: me, message, signature: await signed })).toBe(true);
    await expect(request.getByRole('status')).toHaveText('Signed. The app has the signature.');
    await request.getByRole('button', { name: 'Close' }).click();

    // a Permit2 permit for 100 USDC to the app's account: said in words, then used on chain by the app
    const permit = {
      domain: { name: 'Permit2', chainId: 31337, verifyingContract: PERMIT2_ADDRESS },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        ...permitSingleTypes,
      },
      primaryType: 'PermitSingle',
      message: {
        details: { token: usdc, amount: parseUnits('100', 6).toString(), expiration: '4102444800', nonce: '0' },
        spender: appAccount.address,
        sigDeadline: '4102444800',
      },
    };
    const permitted = dapp.request<Hex>('eth_signTypedData_v4', [me, JSON.stringify(permit)]);
    request = page.getByRole('dialog', { name: 'Signature request' });
    const allows = request.getByRole('region', { name: 'What this signature allows' });
    await expect(allows).toContainText('100 USDC', { timeout: 15_000 });
    await expect(allows).toContainText(appAccount.address.slice(0, 6));
    await request.getByRole('button', { name: 'Sign', exact: true }).click();
    const permitSignature = await permitted;
    const { EIP712Domain: _, ...types } = permit.types;
    expect(
      await verifyTypedData({
        address: me,
        domain: permit.domain,
        types,
        primaryType: 'PermitSingle',
        message: {
          details: { token: usdc, amount: parseUnits('100', 6), expiration: 4102444800, nonce: 0 },
          spender: appAccount.address,
          sigDeadline: 4102444800n,
        },
        signature: permitSignature,
      }),
    ).toBe(true);
    const appWallet = createWalletClient({ account: appAccount, transport: http(chain.rpcUrl) });
    const permitHash = await appWallet.writeContract({
      chain: null,
      address: PERMIT2_ADDRESS,
      abi: parseAbi([
        'function permit(address owner, ((address token, uint160 amount, uint48 expiration, uint48 nonce) details, address spender, uint256 sigDeadline) permitSingle, bytes signature)',
      ]),
      functionName: 'permit',
      args: [
        me,
        {
          details: { token: usdc, amount: parseUnits('100', 6), expiration: 4102444800, nonce: 0 },
          spender: appAccount.address,
          sigDeadline: 4102444800n,
        },
        permitSignature,
      ],
    });
    expect((await client.waitForTransactionReceipt({ hash: permitHash })).status).toBe('success');
    const [allowed] = await client.readContract({
      address: PERMIT2_ADDRESS,
      abi: permit2Abi,
      functionName: 'allowance',
      args: [me, usdc, appAccount.address],
    });
    expect(allowed).toBe(parseUnits('100', 6));
    await request.getByRole('button', { name: 'Close' }).click();

    // a transaction: 0.1 ETH wrapped; the review's simulated changes are what the chain then moved
    const wethBefore = await balance('WETH', me);
    const sent = dapp.request<Hex>('eth_sendTransaction', [
      { from: me, to: weth, value: `0x${parseEther('0.1').toString(16)}`, data: '0xd0e30db0' },
    ]);
    request = page.getByRole('dialog', { name: 'Transaction request' });
    const changes = await simulatedChanges(request);
    expect(changes.get('ETH')).toBe(-parseEther('0.1'));
    expect(changes.get('WETH')).toBe(parseEther('0.1'));
    await request.getByRole('button', { name: 'Confirm', exact: true }).click();
    const hash = await sent;
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect((await balance('WETH', me)) - wethBefore).toBe(parseEther('0.1'));
    await expect(request.getByRole('status')).toHaveText('Transaction confirmed');
    await request.getByRole('button', { name: 'Close' }).click();

    // a batch (EIP-5792): the app sees the wallet can batch on Devnet, sends a wrap and a transfer as one, and hears the
    // batch's id; the review's simulated changes are the batch's, and its status is the chain's
    const capabilities = await dapp.request<Record<string, { atomic: { status: string } }>>('wallet_getCapabilities', [
      me,
      ['0x7a69'],
    ]);
    expect(capabilities).toEqual({ '0x7a69': { atomic: { status: 'ready' } } });
    const wethBeforeBatch = await balance('WETH', me);
    const batched = dapp.request<{ id: string }>('wallet_sendCalls', [
      {
        version: '2.0.0',
        id: 'dapp-batch-1',
        from: me,
        chainId: '0x7a69',
        atomicRequired: true,
        calls: [
          { to: weth, value: toHex(parseEther('0.2')), data: '0xd0e30db0' },
          {
            to: weth,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [appAccount.address, parseEther('0.05')],
            }),
          },
        ],
      },
    ]);
    request = page.getByRole('dialog', { name: 'Transaction request' });
    const batchChanges = await simulatedChanges(request);
    expect(batchChanges.get('ETH')).toBe(-parseEther('0.2'));
    expect(batchChanges.get('WETH')).toBe(parseEther('0.15'));
    await request.getByRole('button', { name: 'Confirm', exact: true }).click();
    expect(await batched).toEqual({ id: 'dapp-batch-1' });
    await expect(request.getByRole('status')).toHaveText('Transaction confirmed', { timeout: 15_000 });
    const status = await dapp.request<{ status: number; atomic: boolean }>('wallet_getCallsStatus', ['dapp-batch-1']);
    expect(status).toMatchObject({ status: 200, atomic: true });
    expect((await balance('WETH', me)) - wethBeforeBatch).toBe(parseEther('0.15'));
    // the first batch made the account a smart wallet in the same transaction
    expect(await client.getCode({ address: me })).toMatch(/^0xef0100/);
    await request.getByRole('button', { name: 'Close' }).click();

    // rejected: the app hears "User rejected"
    const declined = dapp.request('personal_sign', [stringToHex('Sign this too'), me]);
    declined.catch(() => undefined);
    request = page.getByRole('dialog', { name: 'Signature request' });
    await request.getByRole('button', { name: 'Reject' }).click();
    await expect(declined).rejects.toMatchObject({ code: 5000 });
    await expect(request).toBeHidden();

    // what the app had signed and sent is in the activity, named for the app
    await page.getByRole('button', { name: `Account ${me}` }).click();
    const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
    await drawer.getByRole('tab', { name: 'Activity' }).click();
    const activity = drawer.getByRole('list', { name: 'Activity' });
    await expect(activity.getByText('Swapped via dapp.example')).toHaveCount(2, { timeout: 15_000 });
    await expect(activity.getByText('Signed for dapp.example')).toHaveCount(2);
  } finally {
    await dapp.close();
  }
});

test('should keep the session across a reload, ask to unlock for a request, and end it on disconnect', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  const dapp = await startHeadlessDapp({ relayUrl: stack.relayUrl });
  try {
    await approveApp(page, await openConnectApp(page), dapp);
    await page.reload();

    // the session outlived the page: the app's request waits behind the unlock
    const signed = dapp.request<Hex>('personal_sign', [stringToHex('Still there?'), me]);
    const request = page.getByRole('dialog', { name: 'Signature request' });
    await expect(request.getByText('Unlock your wallet to review this request.')).toBeVisible({ timeout: 20_000 });
    await request.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await request.getByRole('button', { name: 'Unlock' }).click();
    await request.getByRole('button', { name: 'Sign', exact: true }).click();
    expect(await verifyMessage({ address: me, message: 'Still there?', signature: await signed })).toBe(true);
    await request.getByRole('button', { name: 'Close' }).click();

    // the reloaded wallet kept its account in the header (issue 32), unlocked now for the request; settings →
    // connected apps shows the app with its networks, and disconnecting ends the session on its side
    await expect(page.getByRole('button', { name: `Account ${me}` })).not.toHaveAccessibleDescription('Locked');
    await page.getByRole('button', { name: `Account ${me}` }).click();
    const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
    await drawer.getByRole('button', { name: 'Settings' }).click();
    await drawer.getByRole('button', { name: 'Connected apps' }).click();
    const app = drawer.getByRole('listitem', { name: 'Headless Dapp' });
    await expect(app).toContainText('https://dapp.example');
    await expect(app).toContainText('Networks: Devnet');
    await app.getByRole('button', { name: 'Disconnect Headless Dapp' }).click();
    await dapp.deleted;
    await expect(drawer.getByText(/No apps are connected/)).toBeVisible();
  } finally {
    await dapp.close();
  }
});
