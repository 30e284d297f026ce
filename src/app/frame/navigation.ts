// spec §2 "Header and frame": the primary tabs with their dropdown items, and the company menu sections. Every
// internal target is a typed link (linkOptions): a path the route table does not have fails the typecheck.
import { linkOptions } from '@tanstack/react-router';

const exploreTab = (tab: 'tokens' | 'pools' | 'transactions') => linkOptions({ to: '/explore/$tab', params: { tab } });

export const PRIMARY_TABS = [
  {
    labelKey: 'nav.trade',
    link: linkOptions({ to: '/swap' }),
    activeBases: ['swap', 'limit', 'buy', 'sell', 'send'],
    items: [
      { labelKey: 'nav.swap', link: linkOptions({ to: '/swap' }) },
      { labelKey: 'nav.limit', link: linkOptions({ to: '/limit' }) },
      { labelKey: 'nav.buy', link: linkOptions({ to: '/buy' }) },
      { labelKey: 'nav.sell', link: linkOptions({ to: '/sell' }) },
      { labelKey: 'nav.send', link: linkOptions({ to: '/send' }) },
    ],
  },
  {
    labelKey: 'nav.explore',
    link: linkOptions({ to: '/explore' }),
    activeBases: ['explore'],
    items: [
      { labelKey: 'nav.tokens', link: exploreTab('tokens') },
      { labelKey: 'nav.pools', link: exploreTab('pools') },
      { labelKey: 'nav.transactions', link: exploreTab('transactions') },
    ],
  },
  {
    labelKey: 'nav.pool',
    link: linkOptions({ to: '/positions' }),
    activeBases: ['positions', 'migrate'],
    items: [
      { labelKey: 'nav.viewPositions', link: linkOptions({ to: '/positions' }) },
      { labelKey: 'nav.createPosition', link: linkOptions({ to: '/positions/create' }) },
    ],
  },
];

type InternalLink = (typeof PRIMARY_TABS)[number]['link'] | ReturnType<typeof governanceLink>;
export type CompanyLink = { labelKey: string } & ({ href: string } | { link: InternalLink });
export type CompanySection = { titleKey: string; links: CompanyLink[] };

/** Governance goes through the /vote exit of the route table. */
const governanceLink = () => linkOptions({ to: '/vote/$', params: { _splat: '' } });

/** Outside links point at the project's own pages. */
export const COMPANY_MENU: CompanySection[] = [
  {
    titleKey: 'company.app',
    links: PRIMARY_TABS.map((tab) => ({ labelKey: tab.labelKey, link: tab.link })),
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
      { labelKey: 'company.governance', link: governanceLink() },
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
