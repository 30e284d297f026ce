// Pages of the tokens list in a chosen order: the explore table asks for the pages it shows, so a list of any length
// costs the browser one page at a time.
import type { OrderDirection, TokenOrderBy, TokenPage, TokenStats } from '../../../contract/dataApiWire.ts';

export type TokenPageRequest = { orderBy: TokenOrderBy; direction: OrderDirection; page: number; size: number };

// one sort per list and order, reused by every page of it until the market snapshot is rebuilt
const sortedByList = new WeakMap<readonly TokenStats[], Map<string, TokenStats[]>>();

/** `tokens` in the requested order; ties go by id, so consecutive pages never repeat or skip a token. */
export function sortTokens(tokens: readonly TokenStats[], orderBy: TokenOrderBy, direction: OrderDirection) {
  let byOrder = sortedByList.get(tokens);
  if (!byOrder) sortedByList.set(tokens, (byOrder = new Map()));
  const key = `${orderBy}:${direction}`;
  let sorted = byOrder.get(key);
  if (!sorted) {
    const sign = direction === 'desc' ? -1 : 1;
    sorted = [...tokens].sort((a, b) => sign * (a[orderBy] - b[orderBy]) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    byOrder.set(key, sorted);
  }
  return sorted;
}

/**
 * One page of `tokens` in the requested order.
 * @example
 * pageTokens(market.tokens, { orderBy: 'volume1Day', direction: 'desc', page: 1, size: 100 }) // { tokens, total }
 */
export function pageTokens(tokens: readonly TokenStats[], request: TokenPageRequest): TokenPage {
  const sorted = sortTokens(tokens, request.orderBy, request.direction);
  const from = (request.page - 1) * request.size;
  return { tokens: sorted.slice(from, from + request.size), total: sorted.length };
}
