// The wallet-delegation check's input bounds and answers without a chain (test/devnet/wallet-delegation-check.test.ts
// reads a real one): every refusal is a 400 naming the problem, a dead node a 503, never a 500.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeploymentManifest } from '../contract/deployment.ts';
import { MAX_DELEGATION_CHECK_ADDRESSES } from '../contract/walletDelegation.ts';
import { createServicesApp } from './app.ts';
import { TEST_MANIFEST } from './testManifest.ts';
import { delegationDetailsOf, parseCheckDelegationRequest } from './walletDelegation.ts';

const DELEGATE = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
// nodes that refuse at once: a real devnet may listen on the test manifest's 8545
const MANIFEST: DeploymentManifest = {
  ...TEST_MANIFEST,
  chains: Object.fromEntries(
    Object.entries(TEST_MANIFEST.chains).map(([key, chain]) => [
      key,
      { ...chain, rpcUrl: 'http://127.0.0.1:1', delegation: { latest: DELEGATE, contractName: 'Delegate' } },
    ]),
  ),
};
const PATH = 'http://127.0.0.1:8787/api/trading/v1/wallet/check_delegation';
const { app } = createServicesApp({ manifest: () => MANIFEST, publicOrigin: 'http://127.0.0.1:8787' });
const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.request(PATH, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('parseCheckDelegationRequest', () => {
  it.each([
    ['a body that is not an object', 'nope', /JSON object/],
    ['no wallets', { walletAddresses: [], chainIds: [31337] }, /non-empty/],
    [
      'too many wallets',
      { walletAddresses: Array(MAX_DELEGATION_CHECK_ADDRESSES + 1).fill(ACCOUNT), chainIds: [31337] },
      /at most 20/,
    ],
    ['an address that is not one', { walletAddresses: ['0x1234'], chainIds: [31337] }, /invalid address/],
    ['a wrong checksum', { walletAddresses: [ACCOUNT.replace('f39F', 'F39f')], chainIds: [31337] }, /invalid/],
    ['a chain it does not serve', { walletAddresses: [ACCOUNT], chainIds: [1] }, /does not serve: 1/],
    ['a chain id as text', { walletAddresses: [ACCOUNT], chainIds: ['31337'] }, /does not serve/],
    ['more chains than it serves', { walletAddresses: [ACCOUNT], chainIds: [31337, 31338, 31337] }, /at most 2/],
  ])('should refuse %s', (_, body, detail) => {
    expect(parseCheckDelegationRequest(body, MANIFEST)).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      detail: expect.stringMatching(detail),
    });
  });

  it('should keep each wallet once, checksummed, whatever its case', () => {
    const parsed = parseCheckDelegationRequest(
      { walletAddresses: [ACCOUNT.toLowerCase(), ACCOUNT], chainIds: [31338] },
      MANIFEST,
    );
    expect(parsed).toMatchObject({ walletAddresses: [ACCOUNT], chains: [{ chainId: 31338 }] });
  });
});

describe('delegationDetailsOf', () => {
  const chain = { delegation: { latest: DELEGATE, contractName: 'Delegate' } } as const;

  it('should say delegated to Uniswap only when the delegate is the chain’s latest, in any case', () => {
    expect(delegationDetailsOf(chain, DELEGATE.toLowerCase() as `0x${string}`)).toEqual({
      currentDelegationAddress: DELEGATE.toLowerCase(),
      isWalletDelegatedToUniswap: true,
      latestDelegationAddress: DELEGATE,
    });
    expect(delegationDetailsOf(chain, ACCOUNT)).toMatchObject({ isWalletDelegatedToUniswap: false });
    expect(delegationDetailsOf(chain, undefined)).toEqual({
      currentDelegationAddress: null,
      isWalletDelegatedToUniswap: false,
      latestDelegationAddress: DELEGATE,
    });
  });

  it('should answer null on a chain with no delegate to upgrade to', () => {
    expect(delegationDetailsOf({}, DELEGATE)).toBeNull();
  });
});

describe('POST /api/trading/v1/wallet/check_delegation', () => {
  it('should answer a 400 with the reason for a bad request, readable from any origin', async () => {
    const response = await post({ walletAddresses: ['0xzz'], chainIds: [31337] }, { origin: 'http://other.example' });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    expect((await post('{not json')).status).toBe(400);
  });

  it('should answer 503 when a chain does not answer, not a 500', async () => {
    const response = await post({ walletAddresses: [ACCOUNT], chainIds: [31337] });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ errorCode: 'CHAIN_UNAVAILABLE', detail: 'A chain did not answer' });
  });

  it('should never crash on fuzzed bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            walletAddresses: fc.oneof(fc.jsonValue(), fc.array(fc.oneof(fc.string(), fc.constant(ACCOUNT)))),
            chainIds: fc.oneof(fc.jsonValue(), fc.array(fc.oneof(fc.integer(), fc.constant(31337)))),
          }),
        ),
        async (body) => {
          const response = await post(body);
          expect([200, 400, 503]).toContain(response.status);
        },
      ),
      { numRuns: 150 },
    );
  });
});
