// Issue 30: the app framed in the extension's side panel (`?embedded=sidepanel`, extension/sidepanel/) draws a compact
// frame for a ~400 px panel. Read when the document loads and kept for the frame's session: the app's own links drop
// the parameter, and the panel stays what it is while the person moves between screens.

/** What the side panel asked of the app: the compact frame, and the account drawer opened on Activity. */
export type SidePanelEmbed = { embedded: boolean; opensActivity: boolean };

const REMEMBERED_KEY = 'sluice:embedded';

/**
 * @example
 * readSidePanelEmbed('?embedded=sidepanel&drawer=activity', null); // { embedded: true, opensActivity: true }
 * readSidePanelEmbed('', 'sidepanel'); // { embedded: true, opensActivity: false }
 */
export function readSidePanelEmbed(search: string, remembered: string | null): SidePanelEmbed {
  const params = new URLSearchParams(search);
  const asked = params.get('embedded') === 'sidepanel';
  return { embedded: asked || remembered === 'sidepanel', opensActivity: asked && params.get('drawer') === 'activity' };
}

function readOnLoad(): SidePanelEmbed {
  if (typeof window === 'undefined') return { embedded: false, opensActivity: false };
  let remembered: string | null = null;
  try {
    remembered = sessionStorage.getItem(REMEMBERED_KEY);
    const read = readSidePanelEmbed(location.search, remembered);
    if (read.embedded) sessionStorage.setItem(REMEMBERED_KEY, 'sidepanel');
    return read;
  } catch {
    // a framed page whose storage the browser withholds: the URL alone decides
    return readSidePanelEmbed(location.search, remembered);
  }
}

export const sidePanelEmbed: SidePanelEmbed = readOnLoad();

let activityPending = sidePanelEmbed.opensActivity;
/** Whether the drawer is still to open on Activity for the side panel: true once, for the first connected account. */
export function takeSidePanelActivity(): boolean {
  const pending = activityPending;
  activityPending = false;
  return pending;
}
