// spec §8 "Could not report NFT": POST /api/nft/report takes a person's spam report of an NFT. Reports are counted
// per NFT in memory (bounded), for the spam list that later work builds from them; a malformed report is refused.
import { Hono } from 'hono';
import { isAddress } from 'viem';
import { z } from 'zod';

const reportSchema = z.object({
  chainId: z.number().int().positive(),
  contract: z.string().refine((value) => isAddress(value, { strict: false })),
  tokenId: z.string().regex(/^\d{1,78}$/),
  reason: z.literal('spam'),
});

/** The most NFTs the counts keep; the oldest reported one is forgotten first. */
const MAX_REPORTED = 10_000;

export function createNftReportService() {
  const app = new Hono();
  const counts = new Map<string, number>();
  app.post('/report', async (c) => {
    const parsed = reportSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: 'invalid_report' }, 400);
    const { chainId, contract, tokenId } = parsed.data;
    const key = `${chainId}:${contract.toLowerCase()}:${tokenId}`;
    const count = (counts.get(key) ?? 0) + 1;
    counts.delete(key);
    counts.set(key, count);
    if (counts.size > MAX_REPORTED) counts.delete(counts.keys().next().value!);
    return c.json({ reported: true, count }, 202);
  });
  return { app, reportCount: (key: string) => counts.get(key) ?? 0 };
}
