// The bridge's quote endpoint against hostile queries (issue 31), as the services server's other endpoints are tested:
// every malformed parameter is a 400 naming it, an unknown route a 400, a route whose chain does not answer a 503;
// never a 500, a stack or an echo of the input. The chains here are dead nodes; the devnet test quotes a live route.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BridgeApiErrorBody } from '../../../contract/bridgeWire.ts';
import type { DeploymentManifest } from '../../../contract/deployment.ts';
import { createServicesApp } from '../../app.ts';
import { TEST_MANIFEST } from '../../testManifest.ts';

const WETH_L1 = '0x0000000000000000000000000000000000000001';
const WETH_L2 = '0x0000000000000000000000000000000000000002';
const weth = (address: `0x${string}`) => ({
  address,
  symbol: 'WETH',
  name: 'Wrapped Ether',
  decimals: 18,
  color: '#000000',
  flags: ['wrappedNative' as const],
});
// both test chains with a pool and WETH, at RPCs nobody answers
const manifest: DeploymentManifest = {
  ...TEST_MANIFEST,
  chains: {
    devnet: {
      ...TEST_MANIFEST.chains.devnet!,
      contracts: { ...TEST_MANIFEST.chains.devnet!.contracts, SpokePool: '0x00000000000000000000000000000000000005b1' },
      tokens: [...TEST_MANIFEST.chains.devnet!.tokens, weth(WETH_L1)],
      rpcUrl: 'http://127.0.0.1:1',
    },
    devnetL2: {
      ...TEST_MANIFEST.chains.devnetL2!,
      contracts: {
        ...TEST_MANIFEST.chains.devnetL2!.contracts,
        SpokePool: '0x00000000000000000000000000000000000005b2',
      },
      tokens: [weth(WETH_L2)],
      rpcUrl: 'http://127.0.0.1:1',
    },
  },
};
const { app } = createServicesApp({ manifest: () => manifest, publicOrigin: 'http://127.0.0.1:8787' });
const VALID = {
  inputToken: WETH_L1,
  outputToken: WETH_L2,
  originChainId: '31337',
  destinationChainId: '31338',
  amount: '500000000000000000',
};
const STACK = /\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+|Error: /;

async function quote(query: Record<string, string>): Promise<{ status: number; body: BridgeApiErrorBody }> {
  const response = await app.request(`http://127.0.0.1:8787/api/bridge/suggested-fees?${new URLSearchParams(query)}`);
  const text = await response.text();
  expect(response.status, text.slice(0, 200)).not.toBe(500);
  expect(text).not.toMatch(STACK);
  return { status: response.status, body: JSON.parse(text) as BridgeApiErrorBody };
}

describe('the bridge quote endpoint under hostile queries', () => {
  it('should answer each malformed parameter with a 400 that names it and echoes nothing', async () => {
    const bad: Record<keyof typeof VALID, string[]> = {
      inputToken: ['', 'eth', '0x1', `${WETH_L1}00`, '<script>'],
      outputToken: ['0xZZ00000000000000000000000000000000000002', ' '],
      originChainId: ['0', '-1', '1.5', '1e3', '99999999999', '0x7a69'],
      destinationChainId: ['', 'NaN', '031338'],
      amount: ['0', '-5', '1.5', '1e18', ' 1', `1${'0'.repeat(80)}`, '0x10'],
    };
    for (const [param, values] of Object.entries(bad)) {
      for (const value of values) {
        const { status, body } = await quote({ ...VALID, [param]: value });
        expect(status, `${param}=${value}`).toBe(400);
        expect(body).toMatchObject({ type: 'AcrossApiError', code: 'INVALID_PARAM', param });
        if (value.length > 2) expect(JSON.stringify(body)).not.toContain(value);
      }
    }
    const { body } = await quote({ outputToken: WETH_L2 });
    expect(body.code).toBe('INVALID_PARAM');
  });

  it('should refuse routes it does not serve: the same chain, an unknown chain, a token without a route', async () => {
    for (const query of [
      { ...VALID, destinationChainId: '31337' },
      { ...VALID, destinationChainId: '1' },
      { ...VALID, inputToken: '0x00000000000000000000000000000000000000a1' },
      { ...VALID, outputToken: WETH_L1 },
    ]) {
      const { status, body } = await quote(query);
      expect(status).toBe(400);
      expect(body.code).toBe('ROUTE_NOT_ENABLED');
    }
  });

  it('should say a route whose chain does not answer is unavailable, not crash', async () => {
    const { status, body } = await quote(VALID);
    expect(status).toBe(503);
    expect(body.code).toBe('UPSTREAM_RPC_ERROR');
  });

  it('should survive fuzzed queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('inputToken', 'outputToken', 'originChainId', 'destinationChainId', 'amount', '__proto__'),
          fc.oneof(fc.string(), fc.bigInt({ min: -1n, max: 2n ** 300n }).map(String)),
        ),
        async (query) => {
          const { status } = await quote({ ...VALID, ...query });
          expect([400, 503]).toContain(status);
        },
      ),
      { numRuns: 200 },
    );
  });
});
