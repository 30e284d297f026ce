// POST /api/faucet: "Get test funds" in testnet mode (issue 4). Gives an address ETH and the seeded tokens on a devnet
// chain through devnet/faucet.ts. Only chains of the devnet manifest are served: there is no faucet for a real chain.
import { Hono } from 'hono';
import { type Address, isAddress } from 'viem';
import { faucet } from '../devnet/faucet.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';

export type FaucetRequestBody = { chainId: number; address: string };

/** What a person gets per request: enough to try every screen, small enough not to distort the seeded market. */
export const FAUCET_ETH = '1';
export const FAUCET_TOKEN_AMOUNT = '100';

export function createFaucetService(manifest: () => DevnetManifest) {
  const app = new Hono();
  // one request at a time per chain: anvil nonces of the minting account must not race
  const queues = new Map<number, Promise<unknown>>();

  app.post('/', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Partial<FaucetRequestBody> | null;
    if (!body || typeof body.address !== 'string' || !isAddress(body.address))
      return c.json({ error: 'invalid_address' }, 400);
    const chain = Object.values(manifest().chains).find((ch) => ch.chainId === body.chainId);
    if (!chain) return c.json({ error: 'not_a_devnet_chain' }, 400);
    const tokens = Object.fromEntries(
      chain.tokens
        .filter((t) => !t.flags.includes('spam') && !t.flags.includes('blocked'))
        .map((t) => [t.symbol, t.flags.includes('wrappedNative') ? FAUCET_ETH : FAUCET_TOKEN_AMOUNT]),
    );
    const run = (queues.get(chain.chainId) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => faucet({ chain, to: body.address as Address, eth: FAUCET_ETH, tokens }));
    queues.set(chain.chainId, run);
    try {
      await run;
    } catch {
      return c.json({ error: 'faucet_failed' }, 502);
    }
    return c.json({ ok: true, chainId: chain.chainId, eth: FAUCET_ETH, tokens });
  });
  return app;
}
