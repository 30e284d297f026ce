// Sorting of the explore tables: one numeric key per column, descending first (spec §9: TVL, 24h volume, rewards).
export type SortDirection = 'desc' | 'asc';

export function sortRows<T>(rows: readonly T[], key: (row: T) => number, direction: SortDirection): T[] {
  const sign = direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => sign * (key(a) - key(b)));
}
