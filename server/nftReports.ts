// spec §8 "Could not report NFT": POST /api/nft/report takes a person's spam report of an NFT. Reports are counted
// per NFT in memory (bounded), once per client address (issue 35: one client could raise a count without limit), for
// the spam list that later work builds from them; a malformed report is refused.
import { Hono } from 'hono';
import { clientAddress } from './security.ts';
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
/** The most reporters one NFT keeps: past it, the count stays (a spam list needs no more). */
const MAX_REPORTERS = 1_000;

export function createNftReportService(options: { trustProxy?: boolean } = {}) {
  const app = new Hono();
  const reporters = new Map<string, Set<string>>();
  app.post('/report', async (c) => {
    const parsed = reportSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: 'invalid_report' }, 400);
    const { chainId, contract, tokenId } = parsed.data;
    const key = `${chainId}:${contract.toLowerCase()}:${tokenId}`;
    const who = reporters.get(key) ?? new Set<string>();
    if (who.size < MAX_REPORTERS) who.add(clientAddress(c, options.trustProxy ?? false));
    reporters.delete(key);
    reporters.set(key, who);
    if (reporters.size > MAX_REPORTED) reporters.delete(reporters.keys().next().value!);
    return c.json({ reported: true, count: who.size }, 202);
  });
  return { app, reportCount: (key: string) => reporters.get(key)?.size ?? 0 };
}
