// The explore tokens table's data: the pages of the tokens list that are on screen, fetched as the table scrolls.
// A list of any length costs one page (parse, cache write) at a time, never the whole list at once.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataApi } from '../../data/useDataApi';
import { dataQueries, tokenPagesQueryKey, type TokenOrder, type TokenPage, type TokenStats } from '../../data/dataApi';

export const TOKEN_PAGE_SIZE = 100;
const ROWS_AHEAD = 20;
const SCROLLED_PAGE_GC_MS = 5 * 60_000;

/** Page numbers (1-based) holding rows `first` to `last` (0-based, inclusive). */
export function pagesForRows(first: number, last: number, size = TOKEN_PAGE_SIZE): number[] {
  const from = Math.floor(Math.max(0, first) / size) + 1;
  const to = Math.max(from, Math.floor(Math.max(0, last) / size) + 1);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export type TokenPagesResult = {
  /** `total` entries; the rows of pages not loaded yet are `undefined`. */
  rows: readonly (TokenStats | undefined)[];
  /** For the data status notice: data once any page of this list has loaded. */
  status: { data: unknown; isError: boolean; isPending: boolean };
  /** Tell it which rows are on screen; it fetches their pages. */
  onRowsInView: (first: number, last: number) => void;
};

export function useExploreTokenPages(chainIds: readonly number[], order: TokenOrder): TokenPagesResult {
  const { base, ready } = useDataApi();
  const queryClient = useQueryClient();
  const chainsKey = chainIds.join(',');
  // the pages in view belong to one list in one order; another list or order starts from its first page
  const listKey = `${chainsKey}|${order.orderBy}|${order.direction}`;
  const [view, setView] = useState({ listKey, first: 1, last: 1 });
  const onRowsInView = useCallback(
    (first: number, last: number) => {
      // a little beyond the screen, so the next page is often there before it scrolls into view
      const pages = pagesForRows(first - ROWS_AHEAD, last + ROWS_AHEAD);
      const next = { listKey, first: pages[0]!, last: pages[pages.length - 1]! };
      setView((v) => (v.listKey === next.listKey && v.first === next.first && v.last === next.last ? v : next));
    },
    [listKey],
  );
  // the list's length, from any page of it in the cache (so a new order loads into a table of the same height)
  const cachedTotal = queryClient
    .getQueriesData<TokenPage>({ queryKey: tokenPagesQueryKey(chainIds) })
    .find(([, page]) => page)?.[1]?.total;
  const lastPage = Math.max(1, Math.ceil((cachedTotal ?? Infinity) / TOKEN_PAGE_SIZE));
  const { first, last } = view.listKey === listKey ? view : { first: 1, last: 1 };
  const inRange = Array.from({ length: last - first + 1 }, (_, i) => first + i).filter((page) => page <= lastPage);
  const pages = inRange.length > 0 ? inRange : [1];
  const results = useQueries({
    queries: pages.map((page) => ({
      ...dataQueries.tokenPage(base, chainIds, order, page, TOKEN_PAGE_SIZE),
      enabled: ready && chainIds.length > 0,
      refetchInterval: 30_000,
      // the first page stays for the persisted cache's lifetime (it is what opens offline); pages scrolled past go
      // after a few minutes, so the cache does not grow to the whole list
      ...(page > 1 && { gcTime: SCROLLED_PAGE_GC_MS }),
    })),
  });
  const total = results.find((r) => r.data)?.data?.total ?? cachedTotal;
  const rows: (TokenStats | undefined)[] = new Array(total ?? 0);
  results.forEach((result, i) => {
    const from = (pages[i]! - 1) * TOKEN_PAGE_SIZE;
    result.data?.tokens.forEach((token, j) => {
      if (from + j < rows.length) rows[from + j] = token;
    });
  });
  return {
    rows,
    status: {
      data: total,
      isError: results.some((r) => r.isError),
      isPending: results.every((r) => r.isPending),
    },
    onRowsInView,
  };
}
