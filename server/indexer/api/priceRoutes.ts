// One price for a token (issue 11): the market snapshot's live price (marketSnapshot.ts `livePrices`: the token's pricing
// pool, its deepest stablecoin or wrapped-native pool, at its current state, times the quote token's price). Token
// details, explore, the swap screen and the account drawer all read it, so they show the same figure.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isAddress } from 'viem';
import { loadMarket } from './loadMarket.ts';

export const priceRoutes = new Hono();

/** At most this many tokens in one request: a portfolio or a swap screen's list, never a table scan. */
export const PRICE_IDS_MAX = 500;

/** `31337-0xabc…` ids of the request, checked; a bad one is a 400. */
export function parseTokenIds(value: string | undefined): { chainId: number; address: string }[] {
  const ids = (value ?? '').split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > PRICE_IDS_MAX)
    throw new HTTPException(400, { message: `ids must name 1 to ${PRICE_IDS_MAX} tokens as chainId-address` });
  return ids.map((id) => {
    const [chain, address] = id.split('-');
    const chainId = Number(chain);
    if (!Number.isInteger(chainId) || !address || !isAddress(address, { strict: false }))
      throw new HTTPException(400, { message: `bad token id ${id.slice(0, 60)}` });
    return { chainId, address: address.toLowerCase() };
  });
}

// GET /tokens/prices?ids=31337-0x…,31338-0x…  →  { prices: { "31337-0x…": 1.0, … } } (unknown tokens left out)
priceRoutes.get('/', async (c) => {
  const wanted = parseTokenIds(c.req.query('ids'));
  const market = await loadMarket();
  const prices: Record<string, number> = {};
  for (const { chainId, address } of wanted) {
    const id = `${chainId}-${address}`;
    const price = market.tokenById.get(id)?.priceUSD;
    if (price !== undefined && price > 0) prices[id] = price;
  }
  return c.json({ prices });
});
