// spec §2/§5 search history in Dexie: newest first, filtered by tab and chain (wallets always shown).
import type { SearchHistoryRow } from '../../data/database';
import { getDatabase } from '../../data/database';

export type SearchTab = 'all' | 'tokens' | 'pools' | 'nfts';
export const RECENT_SEARCHES_SHOWN = 5;

export async function recordSearch(
  entry: Omit<SearchHistoryRow, 'id' | 'searchedAt'>,
  now = Date.now(),
): Promise<void> {
  const key = entry.type === 'pool' ? entry.poolId : entry.address;
  await getDatabase().searchHistory.put({
    ...entry,
    id: `${entry.type}:${entry.chainId}:${key?.toLowerCase()}`,
    searchedAt: now,
  });
}

export function filterRecent(
  rows: readonly SearchHistoryRow[],
  tab: SearchTab,
  chainId: number | undefined,
): SearchHistoryRow[] {
  return [...rows]
    .filter((row) => row.type === 'wallet' || chainId === undefined || row.chainId === chainId)
    .filter(
      (row) =>
        row.type === 'wallet' ||
        tab === 'all' ||
        row.type === ({ tokens: 'token', pools: 'pool', nfts: 'nftCollection' } as const)[tab],
    )
    .sort((a, b) => b.searchedAt - a.searchedAt)
    .slice(0, RECENT_SEARCHES_SHOWN);
}
