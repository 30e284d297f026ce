// spec §2 "Account drawer": the internal views and where Back goes from each.

export type DrawerView =
  | 'default'
  | 'otherWallets'
  | 'settings'
  | 'language'
  | 'localCurrency'
  | 'portfolioBalance'
  | 'limits'
  | 'pools'
  | 'passkeys'
  /** The apps connected to Sluice over WalletConnect (issue 29), from settings. */
  | 'connectedApps'
  /** Smart-wallet settings (issue 36, spec §4): per network status, enable, disable on chain. */
  | 'smartWallet'
  /** The username and profile (issue 32, spec §1): claim, change, delete, avatar, bio, links. */
  | 'username';

/**
 * Back from language, currency, portfolio balance, passkeys, connected apps and the smart wallet returns to settings; from the rest, to
 * default.
 */
export const BACK_TO: Readonly<Record<Exclude<DrawerView, 'default'>, DrawerView>> = {
  otherWallets: 'default',
  settings: 'default',
  language: 'settings',
  localCurrency: 'settings',
  portfolioBalance: 'settings',
  passkeys: 'settings',
  connectedApps: 'settings',
  smartWallet: 'settings',
  username: 'settings',
  limits: 'default',
  pools: 'default',
};

export function backFrom(view: DrawerView): DrawerView {
  return view === 'default' ? 'default' : BACK_TO[view];
}

/** spec §9: closing resets the drawer to the default view after 250 ms (after its closing animation). */
export const DRAWER_RESET_MS = 250;

/** The tabs, in order; NFTs is left out when NFT routes are disabled. */
export const DRAWER_TABS = ['tokens', 'nfts', 'pools', 'activity'] as const;
export type DrawerTab = (typeof DRAWER_TABS)[number];

export function visibleTabs(nftsDisabled: boolean): DrawerTab[] {
  return DRAWER_TABS.filter((tab) => tab !== 'nfts' || !nftsDisabled);
}

/** The remembered tab, or Tokens when it is no longer shown (NFTs after they were disabled). */
export function initialTab(remembered: DrawerTab | undefined, nftsDisabled: boolean): DrawerTab {
  return remembered && visibleTabs(nftsDisabled).includes(remembered) ? remembered : 'tokens';
}
