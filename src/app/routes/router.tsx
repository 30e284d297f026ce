// Builds the TanStack Router tree from ROUTE_TABLE: one code-based route per row.
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  type AnyRoute,
  type RouteComponent,
} from '@tanstack/react-router';
import { isFlagEnabled, type FlagOverrides } from '../../lib/featureFlags';
import { Frame } from '../frame/Frame';
import { ROUTE_TABLE, type RouteRow } from '../../lib/routes/routeTable';
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
  beforeLoad: ({ location }) => {
    const target =
      blockedPathRedirect(location.pathname, readBlockedPathsMeta()) ??
      hashPathRedirect(location.pathname, location.hash);
    if (target) throw redirect({ href: target, replace: true });
  },
});

function routeForRow(row: RouteRow): AnyRoute {
  const base = { getParentRoute: () => rootRoute, path: row.path, staticData: { row } };
  switch (row.kind) {
    case 'screen':
      return createRoute({
        ...base,
        component: SCREEN_COMPONENTS[row.screen] as RouteComponent,
        beforeLoad: ({ context }: { context: RouterContext }) => {
          if (row.requiresFlag && !isFlagEnabled(row.requiresFlag, context.flags)) {
            throw redirect({ href: '/not-found', replace: true });
          }
        },
      });
    case 'redirect':
      return createRoute({
        ...base,
        beforeLoad: async ({ params, context }: { params: object; context: RouterContext }) => {
          // The default chain comes from runtime config; offline on a first visit, the devnet's slug stands in.
          const config = await runtimeConfigOrUndefined(context.queryClient);
          const defaultChain = config?.defaultChainSlug ?? FALLBACK_DEFAULT_CHAIN;
          throw redirect({ href: row.to({ params: params as Record<string, string>, defaultChain }), replace: true });
        },
      });
    case 'external':
      return createRoute({
        ...base,
        beforeLoad: async ({ params, context }: { params: object; context: RouterContext }) => {
          const config = await runtimeConfigOrUndefined(context.queryClient);
          if (!config) throw redirect({ href: '/not-found', replace: true });
          const rest = (params as { _splat?: string })._splat ?? '';
          throw redirect({ href: `${config.externalLinks[row.site]}/${rest}`, reloadDocument: true });
        },
      });
  }
}

export function createAppRouter(context: RouterContext) {
  const routeTree = rootRoute.addChildren(ROUTE_TABLE.map(routeForRow));
  // The router would reset scroll on every navigation; spec §2 wants it only when the base path changes (RouteEffects).
  return createRouter({ routeTree, context, defaultPreload: 'intent', scrollRestoration: () => false });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
