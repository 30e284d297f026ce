// What the extension-only Pools and Limits buttons depend on (issue 30, spec §2): whether the account holds a
// position, and whether it has an open limit order. Read as the web app reads them, from the services server the
// wallet is set to: the indexer's positions (src/data/positions.ts) and the order service (src/data/ordersApi.ts).
// Nothing here scans a chain's logs.
import type { Address } from 'viem';
import type { RuntimeConfig } from '../../contract/runtimeConfig.ts';
import { createOrdersApi } from '../../src/data/ordersApi.ts';
import { loadPositionRows } from '../../src/data/positions.ts';
import type { AccountHoldings } from '../messages.ts';

/**
 * A closed position (its liquidity all withdrawn) is history, not a holding: Pools shows for a position with liquidity.
 * A service that does not answer counts as nothing held, so its button stays hidden rather than opening an error.
 */
export async function readAccountHoldings(
  address: Address,
  config: RuntimeConfig,
  servicesUrl: string,
  signal?: AbortSignal,
): Promise<AccountHoldings> {
  const orders = createOrdersApi({ baseUrl: new URL('/api/orders', servicesUrl).href });
  const [positions, openOrders] = await Promise.all([
    loadPositionRows(address, config, signal).catch(() => []),
    orders.listOrders({ swapper: address, status: 'open' }, signal).catch(() => []),
  ]);
  return {
    hasPositions: positions.some((position) => position.status !== 'CLOSED'),
    hasOpenOrders: openOrders.length > 0,
  };
}
