// The side panel (issue 30, option b): the served app itself, framed from the services server the wallet is set to
// (its `frame-ancestors` names exactly this extension's origin, server/security.ts). The in-page provider reaches the
// frame like any page (all_frames), so every signature it asks for goes through the extension's approval review.
import { sidePanelAppUrl } from './sidePanelAppUrl.ts';

const { servicesUrl } = (await chrome.storage.local.get('servicesUrl')) as { servicesUrl?: string };
const frame = document.getElementById('app') as HTMLIFrameElement;
frame.src = sidePanelAppUrl(servicesUrl, new URLSearchParams(location.search).get('screen'));
