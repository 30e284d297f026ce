import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_MANIFEST } from '../../testManifest.ts';
import { indexerTokenPrices } from './tokenPrices.ts';
import { tradableToken } from './tradableTokens.ts';

const INDEXER = 'http://indexer.test';
const ETH = tradableToken(TEST_MANIFEST, 'ETH_DEVNET')!;
const USDC = tradableToken(TEST_MANIFEST, 'USDC_DEVNET')!;
const WETH_ID = '31337-0x0000000000000000000000000000000000000001';

afterEach(() => vi.unstubAllGlobals());

function indexerAnswering(prices: Record<string, unknown>, status = 200) {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ prices }), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('indexerTokenPrices', () => {
  it('should price a stablecoin at 1 without asking the indexer', async () => {
    const fetchMock = indexerAnswering({});
    expect(await indexerTokenPrices(() => INDEXER)(USDC)).toBe(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('should price native ETH at WETH’s live price, and reuse the answer for a few seconds', async () => {
    const fetchMock = indexerAnswering({ [WETH_ID]: 3100 });
    let now = 0;
    const price = indexerTokenPrices(
      () => INDEXER,
      () => now,
    );
    expect([await price(ETH), await price(ETH)]).toEqual([3100, 3100]);
    now = 11_000;
    await price(ETH);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `${INDEXER}/tokens/prices?ids=${WETH_ID}`,
      `${INDEXER}/tokens/prices?ids=${WETH_ID}`,
    ]);
  });

  it.each([
    ['no indexer', undefined, {}, 200],
    ['an unpriced token', INDEXER, {}, 200],
    ['a zero price', INDEXER, { [WETH_ID]: 0 }, 200],
    ['a failing indexer', INDEXER, {}, 503],
  ])('should have no price with %s', async (_case, url, prices, status) => {
    indexerAnswering(prices, status);
    expect(await indexerTokenPrices(() => url)(ETH)).toBeUndefined();
  });
});
