// A data API for benchmarks: answers the tokens call as the indexer's API does (pages in a chosen order) over synthetic
// tokens whose prices move as blocks would; the explore screen's other lists are empty.
import { createServer, type Server } from 'node:http';
import { seededRandom } from '../../devnet/random.ts';
import type { TokenOrderBy, TokenStats } from '../../src/data/dataApi.ts';
import { pageTokens } from '../../server/indexer/api/tokenPages.ts';

/** The list calls explore makes besides /tokens, with the key their answer holds the list under. */
const EMPTY_LISTS: Record<string, string> = {
  '/pools/stats': 'poolStats',
  '/transactions': 'transactions',
  '/tokens/trending': 'tokens',
};

/** `count` tokens; each `round` moves every price, as each new block does on a real chain. */
function syntheticTokens(count: number, chainId: number, round: number): TokenStats[] {
  const random = seededRandom(11 + round);
  return Array.from({ length: count }, (_, i) => {
    const price = random.logUniform(1e-6, 1e5);
    return {
      id: `${chainId}-${i}`,
      chainId,
      address: `0x${(i + 1).toString(16).padStart(40, '0')}` as `0x${string}`,
      symbol: `TK${i}`,
      name: `Token ${i}`,
      decimals: 18,
      priceUSD: price,
      pricePercentChange1Day: random.between(-20, 20),
      volume1Day: random.logUniform(1, 1e9),
      marketCap: price * 1e9,
      fullyDilutedValue: price * 1e9,
      totalValueLocked: random.logUniform(1, 1e8),
      safetyLevel: 'VERIFIED',
      buyFeeBips: 0,
      sellFeeBips: 0,
      pricePool: '',
      sparkline: Array.from({ length: 25 }, () => price * random.between(0.9, 1.1)),
    };
  });
}

/**
 * A data API that answers the tokens call as the indexer's does (pages in a chosen order) over `rows()` synthetic
 * tokens whose prices move every 12 s, as a chain's blocks move them.
 */
export function syntheticDataApi(rows: () => number, chainId: number): Promise<{ url: string; server: Server }> {
  let round = 0;
  let list = { rows: -1, round: -1, tokens: [] as TokenStats[] };
  const started = Date.now();
  const tokens = () => {
    round = Math.floor((Date.now() - started) / 12_000);
    if (list.rows !== rows() || list.round !== round) {
      list = { rows: rows(), round, tokens: syntheticTokens(rows(), chainId, round) };
    }
    return list.tokens;
  };
  return new Promise((done) => {
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname === '/tokens') {
        const query = url.searchParams;
        const orderBy = (query.get('orderBy') ?? 'volume1Day') as TokenOrderBy;
        const direction = query.get('direction') === 'asc' ? 'asc' : 'desc';
        const page = Number(query.get('page') ?? 1);
        const size = Number(query.get('size') ?? 100);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(pageTokens(tokens(), { orderBy, direction, page, size })));
      } else if (EMPTY_LISTS[url.pathname]) {
        // the explore screen's other lists: none in this market
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ [EMPTY_LISTS[url.pathname]!]: [] }));
      } else {
        response.writeHead(404).end('{}');
      }
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server });
    });
  });
}
