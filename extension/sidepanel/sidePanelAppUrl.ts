// Where the side panel's frame points (issue 30): a screen of the app served by the wallet's services server.
import { DEFAULT_SERVICES_URL } from '../background/extensionConfig.ts';

/** The app's screens the side panel opens; swap unless the popup asked for another (Pools, Limits). */
export const SIDE_PANEL_PATHS = ['/swap', '/positions', '/limit'] as const;
export type SidePanelPath = (typeof SIDE_PANEL_PATHS)[number];

/**
 * @example
 * sidePanelAppUrl('http://127.0.0.1:8787', null); // 'http://127.0.0.1:8787/swap?embedded=sidepanel'
 */
export function sidePanelAppUrl(servicesUrl: string | undefined, path: string | null): string {
  const screen = SIDE_PANEL_PATHS.find((known) => known === path) ?? '/swap';
  const url = new URL(screen, servicesUrl ?? DEFAULT_SERVICES_URL);
  url.searchParams.set('embedded', 'sidepanel');
  return url.href;
}
