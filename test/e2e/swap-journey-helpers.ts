// What every swap journey does as a person would: pick tokens in the selector, type an amount, review, confirm; and
// what it checks afterwards: balances on the chain and the activity row the app wrote to IndexedDB.
import type { Locator, Page } from '@playwright/test';
import { type Address, createPublicClient, erc20Abi, http, zeroAddress } from 'viem';
import type { DeploymentManifest } from '../../contract/deployment.ts';
import { expect } from './harness/fixtures.ts';

export function devnetChain(manifest: DeploymentManifest) {
  const chain = manifest.chains['31337']!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const token = (symbol: string) => {
    const found = chain.tokens.find((t) => t.symbol === symbol);
    if (!found) throw new Error(`no ${symbol} on the devnet`);
    return found;
  };
  const balance = async (symbol: string, owner: Address): Promise<bigint> => {
    if (symbol === 'ETH') return client.getBalance({ address: owner });
    return client.readContract({
      address: token(symbol).address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });
  };
  return { chain, client, token, balance };
}

/** Opens the token selector of one side (or the send form's), searches, and picks the token from the list. */
export async function pickToken(page: Pick<Page, 'getByRole'>, side: 'sell' | 'buy' | 'send', symbol: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Token to ${side}`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  await dialog.getByRole('searchbox', { name: 'Search name, symbol or address' }).fill(symbol);
  await dialog
    .getByRole('list', { name: 'Tokens' })
    .getByRole('button', { name: new RegExp(`^${symbol}\\b`) })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Token to ${side}: ${symbol}` })).toBeVisible();
}

/** The amount the other field shows once the quote arrived, as a number. */
export async function quotedAmount(page: Pick<Page, 'getByRole'>, field: 'Amount to sell' | 'Amount to buy'): Promise<number> {
  const input = page.getByRole('textbox', { name: field });
  await expect(input).not.toHaveValue('', { timeout: 10_000 });
  return Number(await input.inputValue());
}

export type StoredActivity = {
  hash: string;
  type: string;
  status: string;
  account: string;
  input?: { symbol: string; amount: string };
  output?: { symbol: string; amount: string };
  networkCostWei?: string;
};

/** Every activity row in the app's IndexedDB (the table the account drawer lists). */
export async function readActivity(page: Page): Promise<StoredActivity[]> {
  return page.evaluate(
    () =>
      new Promise<StoredActivity[]>((resolve, reject) => {
        const open = indexedDB.open('sluice');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('activity').objectStore('activity').getAll();
          request.onsuccess = () => resolve(request.result as StoredActivity[]);
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** Waits until a settled row of this type exists, and returns it. */
export async function settledActivity(page: Page, type: string): Promise<StoredActivity> {
  let found: StoredActivity | undefined;
  await expect
    .poll(async () => {
      found = (await readActivity(page)).find((row) => row.type === type && row.status !== 'pending');
      return found?.status;
    })
    .toBe('success');
  return found!;
}

export const NATIVE = zeroAddress;

/** One figure of the review dialog ("Minimum received", "Maximum sold", "Route"...), as shown. */
export async function reviewFigure(review: Locator, label: string): Promise<string> {
  const value = review.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  return (await value.textContent()) ?? '';
}

export const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Moves chain time on (anvil): the next block is `seconds` later. */
export async function advanceChainTime(rpcUrl: string, seconds: number): Promise<void> {
  const call = (method: string, params: unknown[]) =>
    fetch(rpcUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
  await call('evm_increaseTime', [seconds]);
  await call('evm_mine', []);
}
