// Portfolio balance (spec §7: balanceUSD, percentChange, absoluteChangeUSD over 24 h of chain time) and activity.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { and, count, desc, eq, gt, inArray, or } from 'ponder';
import { db } from 'ponder:api';
import schema from 'ponder:schema';
import { NATIVE_ADDRESS } from '../indexedChains.ts';
import { toUnits } from '../poolMath.ts';
import { chainClient, chainNow, chains, loadMarket } from './loadMarket.ts';
import { DAY } from './marketSnapshot.ts';
import { parseAddress, parseChainIds, parseIndexedChainId, parsePositiveInt } from './queryParams.ts';

export const portfolioRoutes = new Hono();

type BlockClient = NonNullable<ReturnType<typeof chainClient>>;
const clientFor = chainClient;

/** The last block at or before a chain time (binary search over block timestamps). */
async function blockAtTime(client: BlockClient, time: number): Promise<bigint> {
  const latest = await client.getBlock({ blockTag: 'latest' });
  if (Number(latest.timestamp) <= time) return latest.number;
  let low = 0n;
  let high = latest.number;
  while (low < high) {
    const mid = (low + high + 1n) / 2n;
    const block = await client.getBlock({ blockNumber: mid });
    if (Number(block.timestamp) <= time) low = mid;
    else high = mid - 1n;
  }
  return low;
}

/** Native balance at a past block; a devnet loaded from a state dump has no older state, so fall back to now. */
async function nativeBalanceAt(client: BlockClient, address: `0x${string}`, time: number, now: bigint) {
  try {
    return await client.getBalance({ address, blockNumber: await blockAtTime(client, time) });
  } catch {
    return now;
  }
}

type Holding = {
  chainId: number;
  address: `0x${string}`;
  symbol: string;
  decimals: number;
  amount: bigint;
  priceUSD: number;
  valueUSD: number;
};

async function holdings(address: `0x${string}`, chainIds: number[]): Promise<{ now: Holding[]; dayAgoUSD: number }> {
  const market = await loadMarket();
  const spam = new Set(
    market.tokens.filter((t) => t.safetyLevel === 'SPAM' || t.safetyLevel === 'BLOCKED').map((t) => t.id),
  );
  const rows = await db
    .select()
    .from(schema.balance)
    .where(and(eq(schema.balance.holder, address), inArray(schema.balance.chainId, chainIds)));
  const result: Holding[] = [];
  let dayAgoUSD = 0;
  for (const chainId of chainIds) {
    const now = await chainNow(chainId);
    const since = now - DAY;
    const moves = await db
      .select()
      .from(schema.transfer)
      .where(
        and(
          eq(schema.transfer.chainId, chainId),
          gt(schema.transfer.timestamp, since),
          or(eq(schema.transfer.from, address), eq(schema.transfer.to, address)),
        ),
      );
    // the price when the token's 24-hour window opened, as its 1-day change measures it (no price table scan)
    const dayAgoPrice = (tokenId: string, fallback: number) => {
      const stats = market.tokenById.get(tokenId);
      if (!stats || !(stats.pricePercentChange1Day > -100)) return fallback;
      return stats.priceUSD / (1 + stats.pricePercentChange1Day / 100);
    };
    const chain = chains.find((c) => c.chainId === chainId);
    for (const row of rows.filter((r) => r.chainId === chainId)) {
      const id = `${chainId}-${row.token}`;
      const token = market.tokenById.get(id);
      if (!token || spam.has(id)) continue;
      const value = toUnits(row.amount, token.decimals) * token.priceUSD;
      if (row.amount > 0n)
        result.push({
          chainId,
          address: token.address,
          symbol: token.symbol,
          decimals: token.decimals,
          amount: row.amount,
          priceUSD: token.priceUSD,
          valueUSD: value,
        });
      let amountThen = row.amount;
      for (const move of moves) {
        if (move.token !== row.token) continue;
        if (move.to === address) amountThen -= move.value;
        if (move.from === address) amountThen += move.value;
      }
      const stable = chain?.stablecoins.has(row.token) ?? false;
      dayAgoUSD += toUnits(amountThen, token.decimals) * (stable ? 1 : dayAgoPrice(id, token.priceUSD));
    }
    const client = clientFor(chainId);
    if (client && chain) {
      const ethNow = await client.getBalance({ address });
      const ethThen = await nativeBalanceAt(client, address, since, ethNow);
      const weth = market.tokenById.get(`${chainId}-${chain.wrappedNative}`);
      const price = weth?.priceUSD ?? 0;
      result.push({
        chainId,
        address: NATIVE_ADDRESS,
        symbol: 'ETH',
        decimals: 18,
        amount: ethNow,
        priceUSD: price,
        valueUSD: toUnits(ethNow, 18) * price,
      });
      dayAgoUSD += toUnits(ethThen, 18) * dayAgoPrice(`${chainId}-${chain.wrappedNative}`, price);
    }
  }
  return { now: result, dayAgoUSD };
}

// FIXED CONTRACT (account drawer): { balanceUSD, percentChange, absoluteChangeUSD }, 24 h of chain time.
portfolioRoutes.get('/balance', async (c) => {
  const address = parseAddress(c.req.query('address'));
  const chainIds = parseChainIds(c.req.query('chainIds'));
  const { now, dayAgoUSD } = await holdings(address, chainIds);
  const balanceUSD = now.reduce((sum, h) => sum + h.valueUSD, 0);
  const absoluteChangeUSD = balanceUSD - dayAgoUSD;
  const percentChange = dayAgoUSD > 0 ? (absoluteChangeUSD / dayAgoUSD) * 100 : 0;
  return c.json({ balanceUSD, percentChange, absoluteChangeUSD });
});

// Per-token holdings, for "balances on other networks" on token details.
portfolioRoutes.get('/tokens', async (c) => {
  const address = parseAddress(c.req.query('address'));
  const chainIds = parseChainIds(c.req.query('chainIds'));
  const { now } = await holdings(address, chainIds);
  return c.json({
    balances: now.map((h) => ({ ...h, amount: h.amount.toString(), quantity: toUnits(h.amount, h.decimals) })),
  });
});

// spec §7 "sends with recipient count prior transfers per recipient": how many token transfers one address made to
// another on a chain (the send form shows it and treats a recipient with none as new). Counted on the (chain, from,
// to) index: constant work per request however long either history is.
portfolioRoutes.get('/transfers/count', async (c) => {
  const chainId = parseIndexedChainId(c.req.query('chainId'));
  const from = parseAddress(c.req.query('from'), 'from');
  const to = parseAddress(c.req.query('to'), 'to');
  const [row] = await db
    .select({ count: count() })
    .from(schema.transfer)
    .where(and(eq(schema.transfer.chainId, chainId), eq(schema.transfer.from, from), eq(schema.transfer.to, to)));
  return c.json({ count: row?.count ?? 0 });
});

// spec §7 portfolio activity: assetActivities, spam excluded.
portfolioRoutes.get('/activity', async (c) => {
  const address = parseAddress(c.req.query('address'));
  const chainIds = parseChainIds(c.req.query('chainIds'));
  const size = parsePositiveInt(c.req.query('size'), 50, 200);
  const market = await loadMarket();
  const rows = await db
    .select()
    .from(schema.transfer)
    .where(
      and(
        inArray(schema.transfer.chainId, chainIds),
        or(eq(schema.transfer.from, address), eq(schema.transfer.to, address)),
      ),
    )
    .orderBy(desc(schema.transfer.timestamp))
    .limit(size * 4);
  const byTx = new Map<string, typeof rows>();
  for (const row of rows) {
    const token = market.tokenById.get(`${row.chainId}-${row.token}`);
    if (!token || token.safetyLevel === 'SPAM') continue;
    byTx.set(row.txHash, [...(byTx.get(row.txHash) ?? []), row]);
  }
  const assetActivities = [...byTx.values()].slice(0, size).map((moves) => {
    const first = moves[0]!;
    const changes = moves.map((m) => {
      const token = market.tokenById.get(`${m.chainId}-${m.token}`)!;
      return {
        tokenAddress: m.token,
        symbol: token.symbol,
        decimals: token.decimals,
        // exact, in the token's smallest unit (quantity is for display)
        value: m.value.toString(),
        quantity: toUnits(m.value, token.decimals),
        direction: m.to === address ? ('IN' as const) : ('OUT' as const),
        sender: m.from,
        recipient: m.to,
        valueUSD: toUnits(m.value, token.decimals) * token.priceUSD,
      };
    });
    const ins = changes.some((ch) => ch.direction === 'IN');
    const outs = changes.some((ch) => ch.direction === 'OUT');
    return {
      id: first.txHash,
      chainId: first.chainId,
      timestamp: first.timestamp,
      transactionHash: first.txHash,
      type: ins && outs ? 'SWAP' : ins ? 'RECEIVE' : 'SEND',
      assetChanges: changes,
    };
  });
  return c.json({ assetActivities });
});

portfolioRoutes.onError((error, c) => {
  if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
  console.error(error);
  return c.json({ error: 'Something went wrong' }, 500);
});
