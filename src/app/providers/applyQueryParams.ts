// spec §2: theme, disableNFTs and cur from the URL become the user's preferences; bad values were already dropped.
import type { PreferencesStore } from '../../data/preferences';
import type { FrameQueryParams } from '../../lib/queryParams';

export async function applyQueryParamsToPreferences(params: FrameQueryParams, store: PreferencesStore): Promise<void> {
  if (params.theme) await store.set('theme', params.theme);
  if (params.disableNFTs !== undefined) await store.set('disableNFTs', params.disableNFTs);
  if (params.cur) await store.set('currency', params.cur);
}
