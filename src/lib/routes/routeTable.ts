// spec §2 "Routes": every row of the spec's table, in one place. The router, the titles, the chrome and the
// "not built yet" states are all read from here.
import type { FeatureFlagName } from '../featureFlags';
import { validateCreateSearch } from '../positions/createParams';
import { validateSendSearch, validateSwapSearch } from '../swap/swapParams';

export type ScreenId =
  | 'landing'
  | 'explore'
  | 'tokenDetails'
  | 'poolDetails'
  | 'swap'
  | 'positionCreate'
  | 'positions'
  | 'positionV2'
  | 'positionV3'
  | 'positionV4'
  | 'migrateV2List'
  | 'migrateV2Pair'
  | 'migrateV3'
  | 'passkeyExtensionLogin'
  | 'passkeyManagement'
  | 'extensionUninstall'
  | 'notFound';

/** What a screen that is not built yet lacks, named for the user (`unavailable.<capability>` in locales/). */
export type MissingCapability =
  | 'limitOrders'
  | 'buy'
  | 'sell'
  | 'send'
  | 'liquidityPositions'
  | 'liquidityMigration'
  | 'passkeys';

/** A screen not built yet shows an honest placeholder naming the missing capability. */
export type ScreenStatus = { built: true } | { built: false; missing: MissingCapability };

export type RouteParams = Partial<Record<string, string>>;

/** Everything a redirect needs to compute its target: the matched params and the default chain's URL slug. */
export type RedirectContext = { params: RouteParams; defaultChain: string };

/** A route's validateSearch: the URL's query (strings) in, the route's typed parameters out (spec §2). */
export type SearchValidator = (raw: Record<string, unknown>) => object;

export type ScreenRow = {
  kind: 'screen';
  path: string;
  screen: ScreenId;
  status: ScreenStatus;
  /** false: rendered without header, banners and notices. */
  chrome: boolean;
  /** The screen only exists when this flag is on; otherwise the path is not found. */
  requiresFlag?: FeatureFlagName;
  /** The trade screen's tab, for /buy, /sell, /send, /limit and /swap. */
  tab?: string;
  /** The screen's own query parameters, besides the frame's (the root route validates those). */
  validateSearch: SearchValidator | undefined;
};

export type RedirectRow = {
  kind: 'redirect';
  path: string;
  to: (context: RedirectContext) => string;
  validateSearch: undefined;
};

/** Leaves the app: the target host comes from runtime config (`externalLinks`). */
export type ExternalRow = {
  kind: 'external';
  path: string;
  site: 'governance' | 'addressExplorer';
  validateSearch: undefined;
};

export type RouteRow = ScreenRow | RedirectRow | ExternalRow;

const BUILT: ScreenStatus = { built: true };

type ScreenExtra = Partial<Pick<ScreenRow, 'chrome' | 'requiresFlag' | 'tab'>>;

// Each helper keeps its row's path (and search validator) as literal types: the router's typed routes are built from
// these rows (src/app/routes/router.tsx), so `<Link to>`, `useParams` and `useSearch` know every path of this table.
const screenRow = <const P extends string, V extends SearchValidator | undefined>(
  path: P,
  id: ScreenId,
  status: ScreenStatus,
  validateSearch: V,
  extra: ScreenExtra = {},
): ScreenRow & { path: P; validateSearch: V } => ({
  kind: 'screen',
  path,
  screen: id,
  status,
  chrome: true,
  ...extra,
  validateSearch,
});
const screen = <const P extends string>(path: P, id: ScreenId, status: ScreenStatus, extra?: ScreenExtra) =>
  screenRow(path, id, status, undefined, extra);
const redirectTo = <const P extends string>(path: P, to: RedirectRow['to']): RedirectRow & { path: P } => ({
  kind: 'redirect',
  path,
  to,
  validateSearch: undefined,
});
const external = <const P extends string>(path: P, site: ExternalRow['site']): ExternalRow & { path: P } => ({
  kind: 'external',
  path,
  site,
  validateSearch: undefined,
});
const p = (context: RedirectContext, name: string): string => encodeURIComponent(context.params[name] ?? '');
const query = (entries: Record<string, string | undefined>): string => {
  const search = new URLSearchParams(Object.entries(entries).filter((e): e is [string, string] => !!e[1])).toString();
  return search ? `?${search}` : '';
};
/** The trade screen's tabs share the swap parameters (spec §2). */
const trade = <const P extends string>(path: P, tab: string, status: ScreenStatus) =>
  screenRow(path, 'swap', status, validateSwapSearch, { tab });

const EXPLORE = BUILT;

/** Paths use TanStack Router syntax: `$name` is a parameter, a lone `$` the rest of the path. */
export const ROUTE_TABLE = [
  screen('/', 'landing', BUILT),

  screen('/explore', 'explore', EXPLORE),
  screen('/explore/$tab', 'explore', EXPLORE),
  screen('/explore/$tab/$chainName', 'explore', EXPLORE),
  screen('/explore/tokens/$chainName/$tokenAddress', 'tokenDetails', EXPLORE),
  screen('/explore/pools/$chainName/$poolAddress', 'poolDetails', EXPLORE),

  redirectTo('/tokens', () => '/explore/tokens'),
  redirectTo('/tokens/$chainName', (c) => `/explore/tokens/${p(c, 'chainName')}`),
  redirectTo('/tokens/$chainName/$tokenAddress', (c) => `/explore/tokens/${p(c, 'chainName')}/${p(c, 'tokenAddress')}`),

  external('/vote/$', 'governance'),
  redirectTo('/create-proposal', () => '/vote/create-proposal'),

  trade('/swap', 'swap', BUILT),
  trade('/limit', 'limit', BUILT),
  trade('/buy', 'buy', BUILT),
  trade('/sell', 'sell', BUILT),
  screenRow('/send', 'swap', BUILT, validateSendSearch, { tab: 'send' }),
  redirectTo('/limits', () => '/limit'),

  screenRow('/positions/create', 'positionCreate', BUILT, validateCreateSearch),
  screenRow('/positions/create/$protocolVersion', 'positionCreate', BUILT, validateCreateSearch),
  screen('/positions', 'positions', BUILT),
  screen('/positions/v2/$chainName/$pairAddress', 'positionV2', BUILT),
  screen('/positions/v3/$chainName/$tokenId', 'positionV3', BUILT),
  screen('/positions/v4/$chainName/$tokenId', 'positionV4', BUILT),

  screen('/migrate/v2', 'migrateV2List', BUILT),
  screen('/migrate/v2/$address', 'migrateV2Pair', BUILT),
  screen('/migrate/v3/$chainName/$tokenId', 'migrateV3', BUILT),

  // Legacy liquidity pages: the old pool list and v3 position pages now live under /positions.
  redirectTo('/pool', () => '/positions'),
  redirectTo('/pool/v2', () => '/positions'),
  redirectTo('/pool/v2/find', () => '/positions/create/v2'),
  redirectTo('/pool/$tokenId', (c) => `/positions/v3/${c.defaultChain}/${p(c, 'tokenId')}`),
  redirectTo('/pools', () => '/positions'),
  redirectTo('/pools/$tokenId', (c) => `/positions/v3/${c.defaultChain}/${p(c, 'tokenId')}`),
  redirectTo('/pools/v2/find', () => '/positions/create/v2'),

  redirectTo('/add/v2', () => '/positions/create/v2'),
  redirectTo('/add/v2/$currencyIdA', (c) => `/positions/create/v2${query({ currencyA: c.params.currencyIdA })}`),
  redirectTo(
    '/add/v2/$currencyIdA/$currencyIdB',
    (c) => `/positions/create/v2${query({ currencyA: c.params.currencyIdA, currencyB: c.params.currencyIdB })}`,
  ),
  redirectTo('/add', () => '/positions/create/v3'),
  redirectTo('/add/$currencyIdA', (c) => `/positions/create/v3${query({ currencyA: c.params.currencyIdA })}`),
  redirectTo(
    '/add/$currencyIdA/$currencyIdB',
    (c) => `/positions/create/v3${query({ currencyA: c.params.currencyIdA, currencyB: c.params.currencyIdB })}`,
  ),
  redirectTo(
    '/add/$currencyIdA/$currencyIdB/$feeAmount',
    (c) =>
      `/positions/create/v3${query({ currencyA: c.params.currencyIdA, currencyB: c.params.currencyIdB, feeTier: c.params.feeAmount })}`,
  ),
  // With a token id the old page added to an existing position: that is the position's own page now.
  redirectTo(
    '/add/$currencyIdA/$currencyIdB/$feeAmount/$tokenId',
    (c) => `/positions/v3/${c.defaultChain}/${p(c, 'tokenId')}`,
  ),
  redirectTo('/remove/v2/$currencyIdA/$currencyIdB', () => '/positions'),
  redirectTo('/remove/$tokenId', (c) => `/positions/v3/${c.defaultChain}/${p(c, 'tokenId')}`),

  screen('/auth/passkey/extension', 'passkeyExtensionLogin', BUILT, { chrome: false }),
  screen('/manage/passkey/$walletAddress', 'passkeyManagement', BUILT, { requiresFlag: 'EmbeddedWallet' }),
  screen('/extension/uninstall', 'extensionUninstall', BUILT, { chrome: false }),

  screen('/not-found', 'notFound', BUILT),
  external('/address/$', 'addressExplorer'),
  redirectTo('$', () => '/not-found'),
] as const satisfies readonly RouteRow[];
