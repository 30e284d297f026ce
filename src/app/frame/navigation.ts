// spec §2 "Header and frame": the primary tabs with their dropdown items, and the company menu sections.
export type NavItem = { labelKey: string; to: string };
export type NavTab = { labelKey: string; to: string; activeBases: string[]; items: NavItem[] };

export const PRIMARY_TABS: NavTab[] = [
  {
    labelKey: 'nav.trade',
    to: '/swap',
    activeBases: ['swap', 'limit', 'buy', 'sell', 'send'],
    items: [
      { labelKey: 'nav.swap', to: '/swap' },
      { labelKey: 'nav.limit', to: '/limit' },
      { labelKey: 'nav.buy', to: '/buy' },
      { labelKey: 'nav.sell', to: '/sell' },
      { labelKey: 'nav.send', to: '/send' },
    ],
  },
  {
    labelKey: 'nav.explore',
    to: '/explore',
    activeBases: ['explore'],
    items: [
      { labelKey: 'nav.tokens', to: '/explore/tokens' },
      { labelKey: 'nav.pools', to: '/explore/pools' },
      { labelKey: 'nav.transactions', to: '/explore/transactions' },
    ],
  },
  {
    labelKey: 'nav.pool',
    to: '/positions',
    activeBases: ['positions', 'migrate'],
    items: [
      { labelKey: 'nav.viewPositions', to: '/positions' },
      { labelKey: 'nav.createPosition', to: '/positions/create' },
    ],
  },
];

export type CompanyLink = { labelKey: string; href: string; internal?: boolean };
export type CompanySection = { titleKey: string; links: CompanyLink[] };

/** Outside links point at the project's own pages; governance goes through the /vote exit of the route table. */
export const COMPANY_MENU: CompanySection[] = [
  {
    titleKey: 'company.app',
    links: PRIMARY_TABS.map((tab) => ({ labelKey: tab.labelKey, href: tab.to, internal: true })),
  },
  {
    titleKey: 'company.company',
    links: [
      { labelKey: 'company.about', href: 'https://github.com/sluice-exchange' },
      { labelKey: 'company.blog', href: 'https://github.com/sluice-exchange/sluice/discussions' },
    ],
  },
  {
    titleKey: 'company.protocol',
    links: [
      { labelKey: 'company.docs', href: 'https://docs.uniswap.org' },
      { labelKey: 'company.governance', href: '/vote', internal: true },
      { labelKey: 'company.developers', href: 'https://github.com/sluice-exchange/sluice' },
    ],
  },
  {
    titleKey: 'company.help',
    links: [
      { labelKey: 'company.helpCenter', href: 'https://github.com/sluice-exchange/sluice/issues' },
      { labelKey: 'company.legal', href: 'https://github.com/sluice-exchange/sluice/blob/main/LICENSE' },
    ],
  },
];
