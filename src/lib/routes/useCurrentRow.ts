import { useMatches } from '@tanstack/react-router';
import type { RouteRow } from './routeTable';

/** The route-table row of the deepest matched route (the page on screen). */
export function useCurrentRow(): { row: RouteRow | undefined; params: Record<string, string> } {
  const match = useMatches().at(-1);
  return { row: match?.staticData.row, params: (match?.params ?? {}) as Record<string, string> };
}
