// Issue 30: the Sluice extension loaded unpacked, one profile through four steps in order. Onboarding by import (the
// app's phrase checks and password policy), the lock and a wrong password ("Wrong password") before the right one; a
// plain dapp that finds Sluice at its first script (EIP-6963), hears 4100 before connecting, connects and has a
// message signed through the approval popup (4001 when rejected; the signature checked with viem); the Sluice web app
// that finds the extension among its wallets and connects it through the same popup; and the lockout
// after repeated wrong passwords (spec §8), which outlives a reload.
import { type Hex, verifyMessage } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { expect, test, type Page } from '@playwright/test';
import { loadExtension, type LoadedExtension } from './harness/extension.ts';
import { serveTestDapp, type TestDapp } from './harness/testDapp.ts';
import { waitForApp } from './harness/fixtures.ts';
import { e2eStack } from './harness/ports.ts';
import { shortenAddress } from '../../src/lib/shortenAddress.ts';
import { FREE_ATTEMPTS } from '../../src/lib/wallet/unlockLockout.ts';

const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
const PASSWORD = 'correct horse battery staple';
const SLUICE_RDNS = 'app.sluice.extension';
const account = mnemonicToAccount(TEST_MNEMONIC);

type Answer = { result?: unknown; code?: number };
declare global {
  interface Window {
    atFirstScript: string[];
    ask: (rdns: string, request: { method: string; params?: unknown[] }) => Promise<Answer>;
    pending?: Promise<Answer>;
  }
}

test.describe.configure({ mode: 'serial' });

let extension: LoadedExtension;
let popup: Page;
let dapp: TestDapp;
test.beforeAll(async () => {
  [extension, dapp] = await Promise.all([loadExtension(), serveTestDapp()]);
  popup = await extension.openPopup();
});
test.afterAll(async () => {
  await extension.close();
  await dapp.close();
});

// each seal or unlock derives a key with 600,000 PBKDF2 rounds in the service worker: slow on a busy machine
test.setTimeout(60_000);

test('should import a wallet in the extension, lock it and refuse a wrong password', async () => {
  await expect(popup.getByRole('heading', { name: 'Add an existing wallet' })).toBeVisible();
  await popup.getByLabel('Recovery phrase').fill('test test test test test test test test test test test');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(popup.getByRole('alert')).toHaveText('Invalid recovery phrase');
  await popup.getByLabel('Recovery phrase').fill(TEST_MNEMONIC);
  await popup.getByRole('button', { name: 'Continue' }).click();
  // the app's password policy: a weak password is refused
  await popup.getByLabel('Password', { exact: true }).fill('password1');
  await popup.getByLabel('Confirm password').fill('password1');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(popup.getByRole('alert')).toHaveText('This password is too weak');
  await popup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await popup.getByLabel('Confirm password').fill(PASSWORD);
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(popup.getByRole('heading', { name: 'Sluice wallet' })).toBeVisible({ timeout: 20_000 });
  await expect(popup.getByText(shortenAddress(account.address))).toBeVisible();

  // locked: a reopened popup asks for the password
  await popup.getByRole('button', { name: 'Lock' }).click();
  await popup.reload();
  const unlockForm = popup.getByRole('form', { name: 'Unlock your wallet' });
  await expect(unlockForm).toBeVisible();
  await unlockForm.getByLabel('Password').fill('not my password at all');
  await unlockForm.getByRole('button', { name: 'Unlock' }).click();
  await expect(unlockForm.getByRole('alert')).toHaveText('Wrong password', { timeout: 15_000 });
  await unlockForm.getByLabel('Password').fill(PASSWORD);
  await unlockForm.getByRole('button', { name: 'Unlock' }).click();
  await expect(popup.getByRole('heading', { name: 'Sluice wallet' })).toBeVisible({ timeout: 15_000 });
});

test('should let a plain dapp find Sluice at its first script, connect and sign through the approval popup', async () => {
  const page = await extension.context.newPage();
  await page.goto(dapp.url);
  // discovered by EIP-6963 in the page's first inline script, without window.ethereum
  expect(await page.evaluate(() => window.atFirstScript)).toEqual([SLUICE_RDNS]);
  expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
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

test('should let the Sluice web app discover the extension and connect it through the approval popup', async () => {
  // this worker's stack (E2E_WORKERS may start more than one)
  const { baseUrl } = e2eStack(test.info().parallelIndex);
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
  await expect(page.getByRole('button', { name: `Account ${account.address}` })).toHaveText(
    shortenAddress(account.address),
  );
  await page.close();
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
