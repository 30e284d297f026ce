// Where the side panel's frame points (issue 30): a screen of the app served by the wallet's services server, in its
// compact side-panel frame (src/app/frame/sidePanelEmbed.ts).
import { DEFAULT_SERVICES_URL } from '../background/extensionConfig.ts';

/** The screens the extension opens in the side panel: swap (Open sidebar) and the extension-only buttons' screens. */
export const SIDE_PANEL_SCREENS = {
  swap: { path: '/swap' },
  // the account drawer on its Activity tab, over the swap
  activity: { path: '/swap', drawer: 'activity' },
  pools: { path: '/positions' },
  limits: { path: '/limit' },
} as const satisfies Record<string, { path: string; drawer?: string }>;
export type SidePanelScreen = keyof typeof SIDE_PANEL_SCREENS;

const isScreen = (name: string | null): name is SidePanelScreen =>
  name !== null && Object.hasOwn(SIDE_PANEL_SCREENS, name);

/**
 * @example
 * sidePanelAppUrl('http://127.0.0.1:8787', null); // 'http://127.0.0.1:8787/swap?embedded=sidepanel'
 * sidePanelAppUrl('http://127.0.0.1:8787', 'pools'); // 'http://127.0.0.1:8787/positions?embedded=sidepanel'
 */
export function sidePanelAppUrl(servicesUrl: string | undefined, screen: string | null): string {
  const target: { path: string; drawer?: string } = SIDE_PANEL_SCREENS[isScreen(screen) ? screen : 'swap'];
  const url = new URL(target.path, servicesUrl ?? DEFAULT_SERVICES_URL);
  url.searchParams.set('embedded', 'sidepanel');
  if (target.drawer) url.searchParams.set('drawer', target.drawer);
  return url.href;
}
