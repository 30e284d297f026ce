// The wallet's limit orders (spec §2, §4, issue 14), each query's key with its options: from the order service, and
// offline (or while it does not answer) the orders last listed, from Dexie, marked outdated. The /limit panel's query
// also records each order as activity (submitted while open, then filled, expired or cancelled).
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import { type ActivityAmount, type ActivityStatus, recordLimitOrder } from './activity';
import { type ChainToken, sameAddress } from './chainTokens';
import { getDatabase } from './database';
import { createOrdersApi, type LimitOrderRow } from './ordersApi';
import { cacheOrders, cachedOrders } from './ordersCache';

const api = createOrdersApi();

export type LimitOrderChange = { order: LimitOrderRow; status: ActivityStatus };
export type LimitOrdersData = { orders: LimitOrderRow[]; outdated: boolean; changes: LimitOrderChange[] };

/** The order's amounts as an activity row keeps them (symbol and decimals from the token list). */
function activityAmount(tokens: readonly ChainToken[], token: Address, amount: bigint): ActivityAmount | undefined {
  const found = tokens.find((t) => sameAddress(t.address, token));
  return found ? { token, symbol: found.symbol, decimals: found.decimals, amount: amount.toString() } : undefined;
}

const newestFirst = (orders: LimitOrderRow[]) => orders.sort((a, b) => b.createdAt - a.createdAt);

export type LimitOrdersQueryParameters = {
  account: Address | undefined;
  chainId: number | undefined;
  /** The token list's tokens, naming the orders' amounts in activity. */
  tokens: readonly ChainToken[];
};

/** Every wallet's orders on /limit: what placing or cancelling an order invalidates. */
export const limitOrdersRootKey = ['limitOrders'] as const;

export const limitOrdersQueryKey = ({ account, chainId, tokens }: LimitOrdersQueryParameters) =>
  [...limitOrdersRootKey, account, chainId, tokens.length] as const;

/**
 * The /limit panel's orders of `account` on a chain, each recorded as activity; what changed status is in `changes`.
 * @example
 * const { data } = useQuery(limitOrdersQueryOptions({ account, chainId: chain.chainId, tokens }));
 */
export function limitOrdersQueryOptions(parameters: LimitOrdersQueryParameters) {
  const { account, chainId, tokens } = parameters;
  return queryOptions({
    queryKey: limitOrdersQueryKey(parameters),
    enabled: account !== undefined && chainId !== undefined,
    refetchInterval: 3_000,
    queryFn: async ({ signal }): Promise<LimitOrdersData> => {
      try {
        const orders = await api.listOrders({ swapper: account!, chainId: chainId! }, signal);
        await cacheOrders(getDatabase(), account!, chainId!, orders, Date.now()).catch(() => undefined);
        // each order is activity: submitted while open, then filled, expired or cancelled (spec §4)
        const changes: LimitOrderChange[] = [];
        for (const order of orders) {
          const status = await recordLimitOrder(getDatabase(), {
            chainId: order.chainId,
            orderHash: order.orderHash,
            account: order.swapper,
            status: order.status,
            input: activityAmount(tokens, order.input.token, order.input.amount),
            output: activityAmount(tokens, order.output.token, order.output.amount),
            createdAt: order.createdAt,
            ...(order.txHash ? { txHash: order.txHash } : {}),
          }).catch(() => undefined);
          if (status) changes.push({ order, status });
        }
        return { orders: newestFirst(orders), outdated: false, changes };
      } catch {
        return { orders: await cachedOrders(getDatabase(), account!, chainId!), outdated: true, changes: [] };
      }
    },
  });
}

export type DrawerLimitOrdersQueryParameters = { account: Address; chainId: number | undefined };

export const drawerLimitOrdersQueryKey = ({ account, chainId }: DrawerLimitOrdersQueryParameters) =>
  ['drawerLimitOrders', account, chainId] as const;

/**
 * The account drawer's Limits view: the wallet's orders (on one chain, or every chain when `chainId` is unknown).
 * @example
 * const { data } = useQuery(drawerLimitOrdersQueryOptions({ account: address, chainId }));
 */
export function drawerLimitOrdersQueryOptions(parameters: DrawerLimitOrdersQueryParameters) {
  const { account, chainId } = parameters;
  return queryOptions({
    queryKey: drawerLimitOrdersQueryKey(parameters),
    refetchInterval: 5_000,
    queryFn: async ({ signal }) => {
      try {
        const orders = await api.listOrders(
          { swapper: account, ...(chainId === undefined ? {} : { chainId }) },
          signal,
        );
        if (chainId !== undefined)
          await cacheOrders(getDatabase(), account, chainId, orders, Date.now()).catch(() => undefined);
        return { orders: newestFirst(orders), outdated: false };
      } catch {
        const cached = chainId === undefined ? [] : await cachedOrders(getDatabase(), account, chainId);
        return { orders: cached, outdated: true };
      }
    },
  });
}
