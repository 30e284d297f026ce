import { useMatches } from '@tanstack/react-router';
import type { RouteRow } from './routeTable';

/** The route-table row of the deepest matched route (the page on screen): its chrome, status, tab and title. */
export function useCurrentRow(): { row: RouteRow | undefined } {
  const match = useMatches().at(-1);
  return { row: match?.staticData.row };
}
