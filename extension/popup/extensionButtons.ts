// The extension-only buttons of the extension's home (spec §2; §6: only inside the extension): Open sidebar and
// Activity always, Pools only when the account holds a position, Limits only when it has an open limit order. Each
// opens the side panel on its screen of the served app.
import type { AccountHoldings } from '../messages.ts';
import type { SidePanelScreen } from '../sidepanel/sidePanelAppUrl.ts';

export type ExtensionButton = { screen: SidePanelScreen; labelKey: string };

const OPEN_SIDEBAR: ExtensionButton = { screen: 'swap', labelKey: 'extension.openSidebar' };
const ACTIVITY: ExtensionButton = { screen: 'activity', labelKey: 'extension.buttons.activity' };
const POOLS: ExtensionButton = { screen: 'pools', labelKey: 'extension.buttons.pools' };
const LIMITS: ExtensionButton = { screen: 'limits', labelKey: 'extension.buttons.limits' };

/**
 * The buttons for what the account holds; while that is unknown (not read yet, or the services did not answer), only
 * the buttons every account has.
 *
 * @example
 * extensionButtons({ hasPositions: true, hasOpenOrders: false }).map((b) => b.screen); // ['swap', 'activity', 'pools']
 */
export function extensionButtons(holdings: AccountHoldings | undefined): ExtensionButton[] {
  return [
    OPEN_SIDEBAR,
    ACTIVITY,
    ...(holdings?.hasPositions ? [POOLS] : []),
    ...(holdings?.hasOpenOrders ? [LIMITS] : []),
  ];
}
