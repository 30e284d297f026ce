// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../lib/routes/routeTable';
import { createAppRouter } from './router';

const routerAt = (url: string) =>
  createAppRouter(
    { queryClient: new QueryClient(), flags: { on: [], off: [] } },
    createMemoryHistory({ initialEntries: [url] }),
  );

describe('the app router', () => {
  it('should have one route for every row of the route table', () => {
    const paths = Object.keys(routerAt('/').routesById).filter((id) => id !== '__root__');
    // a lone `$` is the router's `/$`
    expect(paths.sort()).toEqual(ROUTE_TABLE.map((row) => (row.path === '$' ? '/$' : row.path)).sort());
  });

  it('should keep query values as written when it builds a swap link', () => {
    const location = routerAt('/').buildLocation({ to: '/swap', search: { value: '0.10', field: 'OUTPUT' } });
    expect(location.href).toBe('/swap?value=0.10&field=OUTPUT');
  });

  it('should drop bad frame and swap values when a link carries them', async () => {
    const router = routerAt('/swap?theme=x&cur=eur&value=1e9&field=output&inputCurrency=eth&utm=kept');
    await router.load();
    expect(router.state.matches.at(-1)?.search).toMatchObject({
      theme: undefined,
      cur: 'EUR',
      value: undefined,
      field: 'OUTPUT',
      inputCurrency: 'ETH',
      utm: 'kept',
    });
  });
});
