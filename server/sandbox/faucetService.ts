// POST /api/faucet: "Get test funds" in testnet mode (issue 4). Gives an address ETH and the seeded tokens on a devnet
// chain through the funding the composition root injects (the devnet's faucet). Hardened (issue 16): only chains of the
// manifest whose node answers as anvil are served (there is no faucet for a real chain), requests come from the app's
// own origin, each address and each client is rate limited, and contract addresses are refused (an EIP-7702 delegated
// account is an EOA and is served).
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import {
  type Address,
  createPublicClient,
  http,
  isAddress,
  isAddressEqual,
  type PublicClient,
  zeroAddress,
} from 'viem';
import type { ChainDeployment, DeploymentManifest } from '../../contract/deployment.ts';
import { clientAddress, fromAppOrigin, type OwnOrigin, RequestCounter } from '../security.ts';
import type { FundAccount } from './sandboxAccess.ts';

export type FaucetRequestBody = { chainId: number; address: string };

/** What a person gets per request: enough to try every screen, small enough not to distort the seeded market. */
export const FAUCET_ETH = '1';
export const FAUCET_TOKEN_AMOUNT = '100';

/** Requests allowed per window: per recipient address and per client address. */
export type FaucetLimits = { perAddress: number; perClient: number; windowMs: number };
export const DEFAULT_FAUCET_LIMITS: FaucetLimits = { perAddress: 5, perClient: 30, windowMs: 10 * 60_000 };

/** The error codes the faucet answers with (the app words each one). */
export type FaucetError =
  | 'invalid_address'
  | 'not_a_devnet_chain'
  | 'contract_address'
  | 'rate_limited'
  | 'forbidden_origin'
  | 'faucet_failed';

/** EIP-7702: an EOA delegated to code carries `0xef0100 ‖ address`; it is still a person's account. */
const DELEGATION_PREFIX = '0xef0100';

export type FaucetServiceOptions = {
  manifest: () => DeploymentManifest;
  /** Mints and sends the funds (the devnet's faucet). */
  fund: FundAccount;
  trustProxy: boolean;
  /** The app's own origin (server/security.ts ownOrigin). */
  own: OwnOrigin;
  appOrigins: readonly string[];
  limits?: FaucetLimits;
};

export function createFaucetService(options: FaucetServiceOptions) {
  const app = new Hono();
  const limits = options.limits ?? DEFAULT_FAUCET_LIMITS;
  const perAddress = new RequestCounter(limits.perAddress, limits.windowMs);
  const perClient = new RequestCounter(limits.perClient, limits.windowMs);
  // one request at a time per chain: anvil nonces of the minting account must not race
  const queues = new Map<number, Promise<unknown>>();
  const clients = new Map<string, PublicClient>();
  /** Whether a chain's node is anvil (asked once per RPC URL while it answers; a real network's node never is). */
  const anvil = new Map<string, Promise<boolean>>();
  const clientFor = (chain: ChainDeployment) => {
    let client = clients.get(chain.rpcUrl);
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 5_000 }) });
      clients.set(chain.rpcUrl, client);
    }
    return client;
  };
  const isAnvil = (chain: ChainDeployment) => {
    let answer = anvil.get(chain.rpcUrl);
    if (!answer) {
      answer = clientFor(chain)
        .request({ method: 'web3_clientVersion' })
        .then((version) => /^anvil\//i.test(String(version)))
        .catch(() => {
          anvil.delete(chain.rpcUrl); // a node that did not answer is asked again next time
          return false;
        });
      anvil.set(chain.rpcUrl, answer);
    }
    return answer;
  };

  app.use(
    '*',
    cors({
      origin: (origin, c) => (origin === options.own(c) || options.appOrigins.includes(origin) ? origin : null),
      allowMethods: ['POST'],
    }),
  );
  app.post('/', async (c) => {
    const fail = (error: FaucetError, status: 400 | 403 | 404 | 429 | 502) => c.json({ error }, status);
    // a web page elsewhere cannot spend the faucet with the person's browser (a JSON body needs no preflight as text)
    if (!fromAppOrigin(c, options.own, options.appOrigins)) return fail('forbidden_origin', 403);
    const body = (await c.req.json().catch(() => null)) as Partial<FaucetRequestBody> | null;
    if (
      !body ||
      typeof body !== 'object' ||
      typeof body.address !== 'string' ||
      !isAddress(body.address) ||
      isAddressEqual(body.address, zeroAddress)
    )
      return fail('invalid_address', 400);
    const chain = Object.values(options.manifest().chains).find((ch) => ch.chainId === body.chainId);
    if (!chain || !(await isAnvil(chain))) return fail('not_a_devnet_chain', 404);
    const to = body.address as Address;
    if (
      !perClient.take(clientAddress(c, options.trustProxy)) ||
      !perAddress.take(`${chain.chainId}:${to.toLowerCase()}`)
    )
      return fail('rate_limited', 429);
    try {
      const code = await clientFor(chain).getCode({ address: to });
      if (code && code !== '0x' && !code.toLowerCase().startsWith(DELEGATION_PREFIX))
        return fail('contract_address', 400);
    } catch {
      return fail('faucet_failed', 502);
    }
    const tokens = Object.fromEntries(
      chain.tokens
        .filter((t) => !t.flags.includes('spam') && !t.flags.includes('blocked'))
        .map((t) => [t.symbol, t.flags.includes('wrappedNative') ? FAUCET_ETH : FAUCET_TOKEN_AMOUNT]),
    );
    const run = (queues.get(chain.chainId) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => options.fund({ chain, to, eth: FAUCET_ETH, tokens }));
    queues.set(chain.chainId, run);
    try {
      await run;
    } catch {
      return fail('faucet_failed', 502);
    }
    return c.json({ ok: true, chainId: chain.chainId, eth: FAUCET_ETH, tokens });
  });
  return app;
}
