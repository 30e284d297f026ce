// spec §2: the mobile promo banner's link depends on the browser; several wallet in-app browsers have their own.
export const GENERIC_APP_LINK = '/?intro=true';

const IN_APP_BROWSER_LINKS: { pattern: RegExp; link: string }[] = [
  { pattern: /MetaMaskMobile/i, link: 'https://metamask.app.link/dapp/' },
  { pattern: /CoinbaseWallet|CoinbaseBrowser/i, link: 'https://go.cb-w.com/dapp?cb_url=' },
  { pattern: /Trust\//i, link: 'https://link.trustwallet.com/open_url?url=' },
  { pattern: /Rainbow/i, link: 'https://rnbwapp.com/dapp?url=' },
];

/** Phones and tablets by user agent; index.html's first script marks <html data-mobile-ua> with the same test. */
export const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

/** The link for this browser: an in-app browser's deep link back to us, or the generic install page. */
export function mobileAppLink(userAgent: string, pageUrl: string): string {
  const match = IN_APP_BROWSER_LINKS.find((entry) => entry.pattern.test(userAgent));
  return match ? `${match.link}${encodeURIComponent(pageUrl)}` : GENERIC_APP_LINK;
}
