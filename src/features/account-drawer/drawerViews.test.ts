import { describe, expect, it } from 'vitest';
import { backFrom, initialTab, visibleTabs } from './drawerViews';

describe('backFrom', () => {
  it('should return to settings from language, local currency, portfolio balance, passkeys, connected apps and the smart wallet', () => {
    expect(
      ['language', 'localCurrency', 'portfolioBalance', 'passkeys', 'connectedApps', 'smartWallet'].map((v) =>
        backFrom(v as never),
      ),
    ).toEqual(['settings', 'settings', 'settings', 'settings', 'settings', 'settings']);
  });

  it('should return to default from limits, pools, settings and other wallets', () => {
    expect(['limits', 'pools', 'settings', 'otherWallets'].map((v) => backFrom(v as never))).toEqual([
      'default',
      'default',
      'default',
      'default',
    ]);
  });
});

describe('tabs', () => {
  it('should leave NFTs out when NFT routes are disabled', () => {
    expect(visibleTabs(true)).toEqual(['tokens', 'pools', 'activity']);
  });

  it('should fall back to Tokens when the remembered tab is NFTs and NFTs are disabled', () => {
    expect(initialTab('nfts', true)).toBe('tokens');
    expect(initialTab('pools', true)).toBe('pools');
  });
});
