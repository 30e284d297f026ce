// Parsing of the API's query parameters; bad input is a 400 with a plain message.
import { HTTPException } from 'hono/http-exception';
import { isAddress } from 'viem';
import { chains } from './loadMarket.ts';

export function parseChainIds(value: string | undefined): number[] {
  if (!value) return chains.map((c) => c.chainId);
  const ids = value.split(',').map((v) => Number(v.trim()));
  if (ids.some((id) => !Number.isInteger(id))) throw new HTTPException(400, { message: 'chainIds must be integers' });
  return ids;
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
