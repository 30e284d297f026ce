import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { ExtensionUninstallPage } from '../../features/extension-uninstall/ExtensionUninstallPage';
import { LandingPage } from '../../features/landing/LandingPage';
import { SwapWidget } from '../../features/swap/SwapWidget';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';
import type { ScreenId } from '../../lib/routes/routeTable';
import { importInTasks } from '../../lib/tasks';

/** The component for each screen. */
export const SCREEN_COMPONENTS: Record<ScreenId, RouteComponent> = {
  landing: () => <LandingPage swapWidget={<SwapWidget />} />,
  // explore, token and pool details share the data API client, tables and uPlot: one chunk each, loaded on demand;
  // explore's tables (the virtualizer, rows, logos) evaluate in a task before the page's own
  explore: lazyRouteComponent(
    () =>
      importInTasks([() => import('../../ui/tables/TokensTable')], () => import('../../features/explore/ExplorePage')),
    'ExplorePage',
  ),
  tokenDetails: lazyRouteComponent(() => import('../../features/token-details/TokenDetailsPage'), 'TokenDetailsPage'),
  poolDetails: lazyRouteComponent(() => import('../../features/pool-details/PoolDetailsPage'), 'PoolDetailsPage'),
  // the trade screen carries the routing worker client, viem and the transaction steps machine: its own chunk,
  // evaluated after viem's clients and the machine in tasks of their own
  swap: lazyRouteComponent(
    () =>
      importInTasks(
        [() => import('../../chain/clients'), () => import('../../../machines/transactionSteps.machine')],
        () => import('./TradeScreen'),
      ),
    'TradeScreen',
  ),
  positionCreate: lazyRouteComponent(
    () => import('../../features/positions/create/CreatePositionPage'),
    'CreatePositionPage',
  ),
  positions: lazyRouteComponent(() => import('../../features/positions/PositionsPage'), 'PositionsPage'),
  positionV2: lazyRouteComponent(() => import('../../features/positions/PositionPage'), 'PositionV2Page'),
  positionV3: lazyRouteComponent(() => import('../../features/positions/PositionPage'), 'PositionV3Page'),
  positionV4: lazyRouteComponent(() => import('../../features/positions/PositionPage'), 'PositionV4Page'),
  migrateV2List: lazyRouteComponent(() => import('../../features/positions/MigrateV2ListPage'), 'MigrateV2ListPage'),
  migrateV2Pair: lazyRouteComponent(() => import('../../features/positions/MigrateV2Page'), 'MigrateV2PairPage'),
  migrateV3: lazyRouteComponent(() => import('../../features/positions/MigrateV3Page'), 'MigrateV3Page'),
  passkeyExtensionLogin: lazyRouteComponent(
    () => import('../../account/passkeys/ExtensionPasskeyPage'),
    'ExtensionPasskeyPage',
  ),
  passkeyManagement: lazyRouteComponent(
    () => import('../../account/passkeys/PasskeyManagementPage'),
    'PasskeyManagementPage',
  ),
  extensionUninstall: ExtensionUninstallPage,
  notFound: NotFoundPage,
};
