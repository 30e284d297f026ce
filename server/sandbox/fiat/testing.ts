// The sandbox aggregator as the unit tests meet it: the test manifest, fixed prices, a delivery that records what it
// was asked to send, and a JSON POST helper. Not imported by the server.
import type { Address, Hex, PublicClient } from 'viem';
import { ownOrigin } from '../../security.ts';
import { TEST_MANIFEST } from '../../testManifest.ts';
import type { FiatSandboxOptions } from './context.ts';
import { createFiatSandbox } from './fiatSandbox.ts';
import type { TradableToken } from './tradableTokens.ts';

export const TEST_ORIGIN = 'http://sluice.test';
export const WALLET: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const OTHER_WALLET: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const ETH_PRICE_USD = 3000;
export const DELIVERY_HASH: Hex = `0x${'ab'.repeat(32)}`;

export type Delivery = { token: TradableToken; to: Address; amount: bigint };

export function testSandbox(overrides: Partial<FiatSandboxOptions> = {}) {
  const deliveries: Delivery[] = [];
  const { app, sessions } = createFiatSandbox({
    manifest: () => TEST_MANIFEST,
    own: ownOrigin(TEST_ORIGIN, false),
    appOrigins: ['http://app.test'],
    basePath: '',
    priceUsd: async (token) => (token.stablecoin ? 1 : token.symbol === 'ETH' ? ETH_PRICE_USD : undefined),
    deliver: async (token, to, amount) => {
      deliveries.push({ token, to, amount });
      return DELIVERY_HASH;
    },
    clientFor: () => {
      throw new Error('no chain in unit tests');
    },
    defaultCountry: 'US',
    trustProxy: false,
    depositSecret: 'test-secret',
    ...overrides,
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`${TEST_ORIGIN}/${path}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
  return { app, sessions, deliveries, post };
}

/** A chain that only answers what the off-ramp's watcher asks: the block number and Transfer logs. */
export function stubChain(state: {
  block: bigint;
  logs: { value: bigint; transactionHash: Hex; blockNumber: bigint }[];
}) {
  return {
    getBlockNumber: async () => state.block,
    getContractEvents: async ({ fromBlock, toBlock }: { fromBlock: bigint; toBlock: bigint }) =>
      state.logs
        .filter((log) => log.blockNumber >= fromBlock && log.blockNumber <= toBlock)
        .map((log) => ({ args: { value: log.value }, transactionHash: log.transactionHash })),
  } as unknown as PublicClient;
}
