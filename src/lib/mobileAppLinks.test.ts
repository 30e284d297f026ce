import { describe, expect, it } from 'vitest';
import { GENERIC_APP_LINK, isMobileUserAgent, mobileAppLink } from './mobileAppLinks';

const iphoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('mobileAppLink', () => {
  it('should give a wallet in-app browser its own deep link', () => {
    expect(mobileAppLink(`${iphoneSafari} MetaMaskMobile`, 'https://x.test/swap')).toBe(
      'https://metamask.app.link/dapp/https%3A%2F%2Fx.test%2Fswap',
    );
  });
  it('should give any other browser the generic link', () => {
    expect(mobileAppLink(iphoneSafari, 'https://x.test/')).toBe(GENERIC_APP_LINK);
  });
});

describe('isMobileUserAgent', () => {
  it('should tell phones from desktops', () => {
    expect(isMobileUserAgent(iphoneSafari)).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0')).toBe(false);
  });
});
