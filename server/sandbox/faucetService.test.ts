// The faucet's gates (issue 16), in the order it applies them, against a JSON-RPC node that answers as anvil or as a
// real network's client would: origin, address, devnet chain, rate limits, contract recipients.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaucetService, type FaucetLimits } from './faucetService.ts';
import { ownOrigin } from '../security.ts';
import { TEST_MANIFEST } from '../testManifest.ts';

const PERSON = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CONTRACT = '0x00000000000000000000000000000000000000c0';
const DELEGATED = '0x00000000000000000000000000000000000000d0';
/** What the node says about each address's code; anything else has none. */
const CODE: Record<string, string> = {
  [CONTRACT]: '0x6080604052',
  [DELEGATED]: `0xef0100${'11'.repeat(20)}`,
};

function node(clientVersion: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const { id, method, params } = JSON.parse(raw) as { id: number; method: string; params: string[] };
      const result =
        method === 'web3_clientVersion'
          ? clientVersion
          : method === 'eth_getCode'
            ? CODE[params[0]!.toLowerCase()] ?? '0x'
            : null;
      response.writeHead(200, { 'content-type': 'application/json' });
      // the faucet's own transfers are not this test's business: the node refuses them
      response.end(
        JSON.stringify(
          result === null
            ? { jsonrpc: '2.0', id, error: { code: -32601, message: 'nope' } }
            : { jsonrpc: '2.0', id, result },
        ),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

let anvil: { server: Server; url: string };
let geth: { server: Server; url: string };
beforeAll(async () => {
  anvil = await node('anvil/v1.4.3');
  geth = await node('Geth/v1.14.0-stable/linux-amd64/go1.22');
});
afterAll(() => {
  anvil.server.close();
  geth.server.close();
});

function faucetOn(rpcUrl: string, limits: FaucetLimits = { perAddress: 2, perClient: 100, windowMs: 60_000 }) {
  const manifest = {
    ...TEST_MANIFEST,
    chains: { devnet: { ...TEST_MANIFEST.chains.devnet!, rpcUrl } },
  };
  return createFaucetService({
    manifest: () => manifest,
    // the funding itself is not this test's business: it refuses, as a node that will not mint would
    fund: () => Promise.reject(new Error('refused')),
    trustProxy: false,
    own: ownOrigin(undefined, false),
    appOrigins: ['https://app.example'],
    limits,
  });
}

const post = (app: ReturnType<typeof faucetOn>, body: unknown, headers: Record<string, string> = {}) =>
  app.request('http://127.0.0.1:8787/', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('POST /api/faucet', () => {
  it('should refuse a chain that is not in the manifest', async () => {
    const response = await post(faucetOn(anvil.url), { chainId: 1, address: PERSON });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_a_devnet_chain' });
  });

  it('should refuse a manifest chain whose node is not anvil (a real network has no faucet)', async () => {
    const response = await post(faucetOn(geth.url), { chainId: 31337, address: PERSON });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_a_devnet_chain' });
  });

  it.each([
    { chainId: 31337, address: '0x1234' },
    { chainId: 31337, address: '0x0000000000000000000000000000000000000000' },
    null,
    'null',
    '[1]',
    '"0x"',
    { chainId: 31337 },
    'not json',
  ])('should refuse %j as an invalid address', async (body) => {
    const response = await post(faucetOn(anvil.url), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_address' });
  });

  it('should refuse a contract address, but serve an EIP-7702 delegated account', async () => {
    const app = faucetOn(anvil.url);
    const contract = await post(app, { chainId: 31337, address: CONTRACT });
    expect(contract.status).toBe(400);
    expect(await contract.json()).toEqual({ error: 'contract_address' });
    // the delegated account passes every gate; the stand-in funding then refuses the transfer itself
    expect(await (await post(app, { chainId: 31337, address: DELEGATED })).json()).toEqual({ error: 'faucet_failed' });
  });

  it('should refuse a request from another web origin, and answer its preflight without allowing it', async () => {
    const app = faucetOn(anvil.url);
    const response = await post(app, { chainId: 31337, address: PERSON }, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'forbidden_origin' });
    const preflight = await app.request('http://127.0.0.1:8787/', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const own = await app.request('http://127.0.0.1:8787/', {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(own.headers.get('access-control-allow-origin')).toBe('https://app.example');
  });

  it('should rate limit an address, then any client that asks too often', async () => {
    const app = faucetOn(anvil.url, { perAddress: 2, perClient: 3, windowMs: 60_000 });
    const ask = (address: string) => post(app, { chainId: 31337, address }, { Origin: 'http://127.0.0.1:8787' });
    expect((await ask(PERSON)).status).toBe(502); // through every gate to the (refusing) funding
    expect((await ask(PERSON)).status).toBe(502);
    const third = await ask(PERSON);
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ error: 'rate_limited' });
    // the client spent its 3 requests (the refused one counts): another address is refused too
    expect((await ask('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).status).toBe(429);
  });
});
