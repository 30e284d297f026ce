// spec §2: titles and descriptions per route; explore titles depend on tab and chain, position titles on version.
import type { RouteParams, ScreenId } from './routeTable';

export type Translate = (key: string, values?: Record<string, string>) => string;
export type PageMeta = { title: string; description: string };

export const EXPLORE_TABS = ['tokens', 'pools', 'transactions'] as const;
export type ExploreTab = (typeof EXPLORE_TABS)[number];

export type PageMetaContext = {
  t: Translate;
  params: RouteParams;
  /** The chain's display name for a URL slug, or undefined when the slug names no chain. */
  chainName: (slug: string) => string | undefined;
  defaultChain: string;
  tab?: string;
};

const APP_NAME = 'Sluice';

/** `/explore/:tab`, `/explore/:chainName` and `/explore/:tab/:chainName` share one route; this tells them apart. */
export function exploreTabAndChain(context: Pick<PageMetaContext, 'params' | 'chainName' | 'defaultChain'>): {
  tab: string;
  chain: string;
} {
  const first = context.params.tab;
  const second = context.params.chainName;
  if (first !== undefined && second === undefined && context.chainName(first) !== undefined) {
    return { tab: 'tokens', chain: first };
  }
  return { tab: first ?? 'tokens', chain: second ?? context.defaultChain };
}

function exploreTitle(context: PageMetaContext): string {
  const { tab, chain } = exploreTabAndChain(context);
  if (!(EXPLORE_TABS as readonly string[]).includes(tab)) {
    // spec §8: an unknown explore tab logs and gives an empty title.
    console.warn(`Unknown explore tab: ${tab}`);
    return '';
  }
  const chainName = context.chainName(chain) ?? chain;
  return context.t(`meta.explore.${tab}`, { chain: chainName });
}

export function pageMeta(screen: ScreenId, context: PageMetaContext): PageMeta {
  const { t } = context;
  const describe = (key: string) => t(`meta.description.${key}`);
  switch (screen) {
    case 'explore':
      return { title: exploreTitle(context), description: describe('explore') };
    case 'tokenDetails':
      return { title: t('meta.tokenDetails'), description: describe('explore') };
    case 'poolDetails':
      return { title: t('meta.poolDetails'), description: describe('explore') };
    case 'swap':
      return { title: t(`meta.trade.${context.tab ?? 'swap'}`), description: describe('swap') };
    case 'positionV2':
    case 'positionV3':
    case 'positionV4': {
      const version = screen.slice('position'.length).toLowerCase();
      const chain = context.chainName(context.params.chainName ?? '') ?? context.params.chainName ?? '';
      return { title: t('meta.position', { version, chain }), description: describe('positions') };
    }
    case 'positionCreate':
    case 'positions':
    case 'migrateV2List':
    case 'migrateV2Pair':
    case 'migrateV3':
      return { title: t(`meta.${screen}`), description: describe('positions') };
    default:
      return { title: t(`meta.${screen}`), description: describe('landing') };
  }
}

/** The document title: the page's title followed by the app name, or the app name alone. */
export function documentTitle(meta: PageMeta): string {
  return meta.title ? `${meta.title} | ${APP_NAME}` : APP_NAME;
}
