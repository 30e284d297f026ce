import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { SearchHistoryRow } from '../../data/database';
import { getDatabase } from '../../data/database';
import { filterRecent, recordSearch } from './searchHistory';

const row = (over: Partial<SearchHistoryRow>): SearchHistoryRow => ({
  id: Math.random().toString(),
  type: 'token',
  chainId: 1,
  label: 'X',
  searchedAt: 0,
  ...over,
});

describe('search history', () => {
  it('should keep tokens only when the tokens tab is active', () => {
    const rows = [row({ type: 'token' }), row({ type: 'pool' })];
    expect(filterRecent(rows, 'tokens', undefined).map((r) => r.type)).toEqual(['token']);
  });
  it('should keep wallets whatever the chain filter when a chain is chosen', () => {
    const rows = [row({ type: 'wallet', chainId: 9 }), row({ type: 'token', chainId: 9 })];
    expect(filterRecent(rows, 'all', 1).map((r) => r.type)).toEqual(['wallet']);
  });
  it('should list the newest first when entries are recorded', async () => {
    await recordSearch({ type: 'token', chainId: 1, address: '0xA', label: 'A' }, 1);
    await recordSearch({ type: 'token', chainId: 1, address: '0xB', label: 'B' }, 2);
    const rows = await getDatabase().searchHistory.toArray();
    expect(
      filterRecent(rows, 'all', undefined)
        .map((r) => r.label)
        .slice(0, 2),
    ).toEqual(['B', 'A']);
  });
});
