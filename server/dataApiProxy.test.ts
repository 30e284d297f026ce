import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountDataApi } from './dataApiProxy.ts';
import { DATA_API_ROUTES } from './indexer/api/publicRoutes.ts';

/** Every GET route the data API declares, with the prefix src/api/index.ts mounts its module under. */
function declaredRoutes(): string[] {
  const apiDir = join(import.meta.dirname, 'indexer', 'api');
  const index = readFileSync(join(import.meta.dirname, 'indexer', 'src', 'api', 'index.ts'), 'utf8');
  const prefixes = new Map([...index.matchAll(/app\.route\('([^']*)', (\w+)\)/g)].map((m) => [m[2]!, m[1]!]));
  const routes: string[] = [];
  for (const file of readdirSync(apiDir).filter((f) => f.endsWith('Routes.ts'))) {
    const source = readFileSync(join(apiDir, file), 'utf8');
    for (const [, module, method, path] of source.matchAll(/(\w+Routes)\.(get|post|put|delete|all)\('([^']*)'/g)) {
      expect(method, `${module} ${path}`).toBe('get');
      const prefix = (prefixes.get(module!) ?? '/').replace(/\/$/, '');
      routes.push(path === '/' ? prefix : `${prefix}${path}`);
    }
  }
  return routes;
}

describe('the data API proxy', () => {
  let indexerUrl = '';
  const indexer = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ path: request.url }));
  });
  beforeAll(async () => {
    await new Promise<void>((done) => indexer.listen(0, '127.0.0.1', () => done()));
    const address = indexer.address();
    indexerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((done) => indexer.close(() => done())));

  it('should forward the path and query to the indexer when it is running', async () => {
    const app = new Hono();
    mountDataApi(app, () => indexerUrl);
    const response = await app.request('/api/data/portfolio/balance?address=0xabc&chainIds=31337,31338');
    expect(await response.json()).toEqual({ path: '/portfolio/balance?address=0xabc&chainIds=31337,31338' });
  });

  it.each([
    '/routing/pools?chainId=31337&tokens=0x0000000000000000000000000000000000000000&limit=300',
    '/pools/31337/0x00000000000000000000000000000000000000aa/ticks',
    '/positions?owner=0x00000000000000000000000000000000000000bb&chainIds=31337,31338',
    '/nfts?owner=0x00000000000000000000000000000000000000bb&chainIds=31337',
  ])('should forward the liquidity route %s to the indexer', async (path) => {
    const app = new Hono();
    mountDataApi(app, () => indexerUrl);
    const response = await app.request(`/api/data${path}`);
    expect(await response.json()).toEqual({ path });
  });

  it('should list every route the data API declares, and only those', () => {
    expect([...DATA_API_ROUTES].sort()).toEqual(declaredRoutes().sort());
  });

  it.each(['/metrics', '/status', '/health', '/ready', '/graphql', '/sql/db', '/tokens/1/0xabc/prices/extra', '/'])(
    'should not forward %s, which is Ponder’s or nobody’s',
    async (path) => {
      const app = new Hono();
      mountDataApi(app, () => indexerUrl);
      const response = await app.request(`/api/data${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    },
  );

  it('should not forward a POST to an API route', async () => {
    const app = new Hono();
    mountDataApi(app, () => indexerUrl);
    expect((await app.request('/api/data/tokens', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('should answer 503 "Data is unavailable at the moment" when the indexer is not running', async () => {
    const app = new Hono();
    mountDataApi(app, () => undefined);
    const response = await app.request('/api/data/tokens');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Data is unavailable at the moment' });
  });

  it('should answer 503 when the indexer does not answer', async () => {
    const app = new Hono();
    mountDataApi(app, () => 'http://127.0.0.1:1');
    expect((await app.request('/api/data/tokens')).status).toBe(503);
  });
});
