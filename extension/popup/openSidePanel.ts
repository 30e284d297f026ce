// "Open sidebar" and the extension-only buttons (issue 30): the side panel of the popup's window, on a screen of the
// served app (sidepanel/). Chrome opens it only inside the click's user gesture, so the window id is read before the
// click.
import type { SidePanelScreen } from '../sidepanel/sidePanelAppUrl.ts';

const SIDE_PANEL_PAGE = 'extension/sidepanel/index.html';

// the popup's window, read as soon as the popup shows: chrome.sidePanel.open must not wait for it after the click
let windowId: number | undefined;
void chrome.windows.getCurrent().then((current) => (windowId = current.id));

/** Opens the side panel on `screen` and closes the popup, as the toolbar's popup does once its work moved elsewhere. */
export function openSidePanel(screen: SidePanelScreen = 'swap'): void {
  if (windowId === undefined) return;
  const page = screen === 'swap' ? SIDE_PANEL_PAGE : `${SIDE_PANEL_PAGE}?screen=${screen}`;
  // both calls start inside the gesture; the panel opens with the page set just before
  void chrome.sidePanel.setOptions({ path: page, enabled: true });
  chrome.sidePanel.open({ windowId }).then(
    () => window.close(),
    // Chrome refused (no window to show it in): the popup stays, and its buttons with it
    () => undefined,
  );
}
