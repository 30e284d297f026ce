// The positions list's filters (spec §2): open (in range or out of range, the default), one status, or the closed
// view; and a protocol version.
export const STATUS_FILTERS = ['open', 'IN_RANGE', 'OUT_OF_RANGE', 'CLOSED'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const VERSION_FILTERS = ['all', 'v2', 'v3', 'v4'] as const;
export type VersionFilter = (typeof VERSION_FILTERS)[number];

export type FilterablePosition = { status: 'IN_RANGE' | 'OUT_OF_RANGE' | 'CLOSED'; version: 'v2' | 'v3' | 'v4' };

export function matchesFilters(row: FilterablePosition, status: StatusFilter, version: VersionFilter): boolean {
  const statusMatches = status === 'open' ? row.status !== 'CLOSED' : row.status === status;
  return statusMatches && (version === 'all' || row.version === version);
}
