import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RedirectRow, type RouteRow } from './routeTable';

const rows: readonly RouteRow[] = ROUTE_TABLE;

const redirectFor = (path: string): RedirectRow => {
  const row = rows.find((r): r is RedirectRow => r.kind === 'redirect' && r.path === path);
  if (!row) throw new Error(`no redirect for ${path}`);
  return row;
};

describe('ROUTE_TABLE', () => {
  it('should declare every path once', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('should send legacy token pages to explore', () => {
    const target = redirectFor('/tokens/$chainName/$tokenAddress').to({
      params: { chainName: 'devnet', tokenAddress: '0xabc' },
      defaultChain: 'devnet',
    });
    expect(target).toBe('/explore/tokens/devnet/0xabc');
  });
  it('should carry both currencies and the fee tier when redirecting /add', () => {
    const target = redirectFor('/add/$currencyIdA/$currencyIdB/$feeAmount').to({
      params: { currencyIdA: 'ETH', currencyIdB: '0xdef', feeAmount: '500' },
      defaultChain: 'devnet',
    });
    expect(target).toBe('/positions/create/v3?currencyA=ETH&currencyB=0xdef&feeTier=500');
  });
  it('should send legacy v3 position pages to the default chain', () => {
    expect(redirectFor('/pool/$tokenId').to({ params: { tokenId: '7' }, defaultChain: 'devnet' })).toBe(
      '/positions/v3/devnet/7',
    );
  });
  it('should end with a catch-all to /not-found', () => {
    const last = ROUTE_TABLE.at(-1);
    expect(last?.path).toBe('$');
    expect(last?.kind === 'redirect' && last.to({ params: {}, defaultChain: 'devnet' })).toBe('/not-found');
  });
});
