// Parsing of the API's query parameters; bad input is a 400 with a plain message.
import { HTTPException } from 'hono/http-exception';
import { isAddress } from 'viem';
import { chains } from './loadMarket.ts';
import type { TokenPageRequest } from './tokenPages.ts';
import { TOKEN_ORDER_BY, type TokenOrderBy } from '../../../contract/dataApiWire.ts';

export function parseChainIds(value: string | undefined): number[] {
  if (!value) return chains.map((c) => c.chainId);
  const ids = value.split(',').map((v) => Number(v.trim()));
  if (ids.some((id) => !Number.isInteger(id))) throw new HTTPException(400, { message: 'chainIds must be integers' });
  // each id once, and only the indexed chains': 2,000 ids cost 2,000 reads each (issue 35, finding 8)
  const indexed = new Set(chains.map((c) => c.chainId));
  return [...new Set(ids)].filter((id) => indexed.has(id));
}

export function parseChainId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !Number.isInteger(id)) throw new HTTPException(400, { message: 'chainId is required' });
  return id;
}

export function parseAddress(value: string | undefined, name = 'address'): `0x${string}` {
  if (!value || !isAddress(value, { strict: false })) throw new HTTPException(400, { message: `${name} is required` });
  return value.toLowerCase() as `0x${string}`;
}

export function parsePositiveInt(value: string | undefined, fallback: number, max: number): number {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
}

export const TOKEN_PAGE_SIZE_MAX = 500;

/** `orderBy`, `direction`, `page` and `size` of a tokens page request; unknown values are a 400. */
export function parseTokenPageRequest(query: (name: string) => string | undefined): TokenPageRequest {
  const orderBy = query('orderBy') ?? 'volume1Day';
  if (!(TOKEN_ORDER_BY as readonly string[]).includes(orderBy)) {
    throw new HTTPException(400, { message: `orderBy must be one of ${TOKEN_ORDER_BY.join(', ')}` });
  }
  const direction = query('direction') ?? 'desc';
  if (direction !== 'asc' && direction !== 'desc') {
    throw new HTTPException(400, { message: 'direction must be asc or desc' });
  }
  const page = Number(query('page'));
  if (!Number.isInteger(page) || page < 1) throw new HTTPException(400, { message: 'page must be a positive integer' });
  return {
    orderBy: orderBy as TokenOrderBy,
    direction,
    page,
    size: parsePositiveInt(query('size'), 100, TOKEN_PAGE_SIZE_MAX),
  };
}

/** A chain the indexer follows; anything else is a 400. */
export function parseIndexedChainId(value: string | undefined, name = 'chainId'): number {
  const id = Number(value);
  if (!value || !Number.isInteger(id)) throw new HTTPException(400, { message: `${name} is required` });
  if (!chains.some((c) => c.chainId === id)) throw new HTTPException(400, { message: `chain ${id} is not indexed` });
  return id;
}

/** Comma-separated addresses, lowercased; undefined when the parameter is absent. */
export function parseAddressList(value: string | undefined, name: string, max: number): `0x${string}`[] | undefined {
  if (value === undefined) return undefined;
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.length > max) throw new HTTPException(400, { message: `${name} holds at most ${max} addresses` });
  for (const item of list)
    if (!isAddress(item, { strict: false }))
      throw new HTTPException(400, { message: `${name}: ${item} is not an address` });
  return [...new Set(list.map((a) => a.toLowerCase() as `0x${string}`))];
}

/** An optional integer in 1..max; anything else is a 400. */
export function parseLimit(value: string | undefined, fallback: number, max: number, name = 'limit'): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new HTTPException(400, { message: `${name} must be an integer from 1 to ${max}` });
  return n;
}
