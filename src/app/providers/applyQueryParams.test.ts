import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, createPreferencesStore } from '../../data/preferences';
import { parseFrameQueryParams } from '../../lib/queryParams';
import { applyQueryParamsToPreferences } from './applyQueryParams';

const apply = async (search: string) => {
  const store = createPreferencesStore({ ...DEFAULT_PREFERENCES, theme: 'light' });
  await applyQueryParamsToPreferences(parseFrameQueryParams(search, { isProductionHost: false }), store);
  return store.get();
};

describe('applyQueryParamsToPreferences', () => {
  it('should set theme, disableNFTs and currency from valid parameters', async () => {
    expect(await apply('?theme=DARK&disableNFTs=true&cur=jpy')).toMatchObject({
      theme: 'dark',
      disableNFTs: true,
      currency: 'JPY',
    });
  });
  it('should leave preferences alone when the values are bad', async () => {
    expect(await apply('?theme=d&disableNFTs=1&cur=xyz')).toMatchObject({
      theme: 'light',
      disableNFTs: false,
      currency: 'USD',
    });
  });
});
