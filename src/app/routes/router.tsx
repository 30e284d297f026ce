// Builds the typed TanStack Router tree from ROUTE_TABLE: one code-based route per row, each keeping its row's literal
// path and search validator, so links, navigation, params and search are checked against the spec's routes.
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  type ResolveFullPath,
  type ResolveId,
  type ResolveParams,
  type RouterHistory,
} from '@tanstack/react-router';
import { currentHostname, isProductionHost } from '../../lib/environment';
import { isFlagEnabled, type FlagOverrides } from '../../lib/featureFlags';
import { validateFrameSearch } from '../../lib/queryParams';
import {
  ROUTE_TABLE,
  type ExternalRow,
  type RedirectRow,
  type RouteParams,
  type RouteRow,
} from '../../lib/routes/routeTable';
import { parseSearchString, stringifySearch } from '../../lib/routes/searchString';
import { Frame } from '../frame/Frame';
import {
  blockedPathRedirect,
  FALLBACK_DEFAULT_CHAIN,
  hashPathRedirect,
  readBlockedPathsMeta,
  runtimeConfigOrUndefined,
} from './routeGuards';
import { SCREEN_COMPONENTS } from './screens';

export type RouterContext = { queryClient: QueryClient; flags: FlagOverrides };

declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    row?: RouteRow;
  }
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Frame,
  // spec §2: the frame's parameters (lng, theme, cur, intro, ...) on every route, bad values dropped
  validateSearch: (raw: Record<string, unknown>) =>
    validateFrameSearch(raw, { isProductionHost: isProductionHost(currentHostname()) }),
  beforeLoad: ({ location }) => {
    const target =
      blockedPathRedirect(location.pathname, readBlockedPathsMeta()) ??
      hashPathRedirect(location.pathname, location.hash);
    if (target) throw redirect({ href: target, replace: true });
  },
});

/** What a row does before it renders: a flag check for screens (at once), the redirect or the exit for the others. */
function beforeLoadRow(row: RouteRow, params: RouteParams, context: RouterContext): void | Promise<never> {
  if (row.kind !== 'screen') return leaveRow(row, params, context);
  if (row.requiresFlag && !isFlagEnabled(row.requiresFlag, context.flags)) {
    throw redirect({ href: '/not-found', replace: true });
  }
}

/** Redirects and exits need the runtime config (the default chain, the external hosts). */
async function leaveRow(row: RedirectRow | ExternalRow, params: RouteParams, context: RouterContext): Promise<never> {
  switch (row.kind) {
    case 'redirect': {
      // The default chain comes from runtime config; offline on a first visit, the devnet's slug stands in.
      const config = await runtimeConfigOrUndefined(context.queryClient);
      const defaultChain = config?.defaultChainSlug ?? FALLBACK_DEFAULT_CHAIN;
      throw redirect({ href: row.to({ params, defaultChain }), replace: true });
    }
    case 'external': {
      const config = await runtimeConfigOrUndefined(context.queryClient);
      if (!config) throw redirect({ href: '/not-found', replace: true });
      throw redirect({ href: `${config.externalLinks[row.site]}/${params._splat ?? ''}`, reloadDocument: true });
    }
  }
}

function routeForRow<const R extends RouteRow>(row: R) {
  // The path and validator types are given, not inferred: inference from a generic row falls back to the defaults.
  type Path = R['path'];
  return createRoute<
    unknown,
    typeof rootRoute,
    Path,
    ResolveFullPath<typeof rootRoute, Path>,
    string,
    ResolveId<typeof rootRoute, string, Path>,
    R['validateSearch'],
    ResolveParams<Path>
  >({
    getParentRoute: () => rootRoute,
    path: row.path,
    staticData: { row },
    validateSearch: row.validateSearch,
    component: row.kind === 'screen' ? SCREEN_COMPONENTS[row.screen] : undefined,
    beforeLoad: ({ params, context }) => beforeLoadRow(row, params, context),
  });
}

/** The routes of a table, position by position (Array.prototype.map forgets the positions of a tuple). */
type RoutesForRows<Rows extends readonly RouteRow[]> = {
  -readonly [K in keyof Rows]: ReturnType<typeof routeForRow<Rows[K]>>;
};

function routesForRows<const Rows extends readonly RouteRow[]>(rows: Rows): RoutesForRows<Rows> {
  return rows.map(routeForRow) as RoutesForRows<Rows>;
}

export const routeTree = rootRoute.addChildren(routesForRows(ROUTE_TABLE));

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // The router would reset scroll on every navigation; spec §2 wants it only when the base path changes (RouteEffects).
    scrollRestoration: () => false,
    // Query values stay the strings people write (`value=0.10`), not JSON (see searchString.ts).
    parseSearch: parseSearchString,
    stringifySearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
