import { describe, expect, it, vi } from 'vitest';
import { documentTitle, pageMeta, type PageMetaContext } from './pageMeta';

const t = (key: string, values?: Record<string, string>) => `${key}${values ? JSON.stringify(values) : ''}`;
const chains: Record<string, string> = { devnet: 'Devnet', 'devnet-l2': 'Devnet L2' };
const context = (params: Record<string, string>, extra: Partial<PageMetaContext> = {}): PageMetaContext => ({
  t,
  params,
  chainName: (slug) => chains[slug],
  defaultChain: 'devnet',
  ...extra,
});

describe('pageMeta', () => {
  it('should title explore by tab and the default chain', () => {
    expect(pageMeta('explore', context({})).title).toBe('meta.explore.tokens{"chain":"Devnet"}');
    expect(pageMeta('explore', context({ tab: 'pools' })).title).toBe('meta.explore.pools{"chain":"Devnet"}');
  });
  it('should read a lone chain segment as the chain, not the tab', () => {
    expect(pageMeta('explore', context({ tab: 'devnet-l2' })).title).toBe('meta.explore.tokens{"chain":"Devnet L2"}');
  });
  it('should give an empty title and a warning for an unknown explore tab', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(pageMeta('explore', context({ tab: 'nfts', chainName: 'devnet' })).title).toBe('');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
  it('should title positions by version and chain', () => {
    expect(pageMeta('positionV4', context({ chainName: 'devnet', tokenId: '1' })).title).toBe(
      'meta.position{"version":"v4","chain":"Devnet"}',
    );
  });
  it('should fall back to the app name when the title is empty', () => {
    expect(documentTitle({ title: '', description: '' })).toBe('Sluice');
    expect(documentTitle({ title: 'Swap', description: '' })).toBe('Swap | Sluice');
  });
});
