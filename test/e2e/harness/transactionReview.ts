// What the one review of every request to sign (src/transactions/TransactionSteps.tsx) says will move, read the way a
// person reads it: the region "What this will do", a row per token in "Leaves your wallet" and "Arrives in your
// wallet". The exact amount of each row is its <data> element's machine-readable value, so a journey can hold the
// simulation to what the chain then moved, to the wei.
import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The simulated change per token symbol (negative leaves the wallet), once the review shows them. */
export async function simulatedChanges(review: Locator): Promise<Map<string, bigint>> {
  const preview = review.getByRole('region', { name: 'What this will do' });
  await expect(preview.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  const rows = await preview.getByRole('list').filter({ hasText: /./ }).getByRole('listitem').all();
  const changes = new Map<string, bigint>();
  for (const row of rows) {
    const amount = row.locator('data');
    if ((await amount.count()) === 0) continue;
    const symbol = (await row.locator('span').first().innerText()).trim();
    changes.set(symbol, BigInt((await amount.getAttribute('value'))!));
  }
  return changes;
}
