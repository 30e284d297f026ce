// spec §4 "receive" activity (issue 15): tokens that arrived at the wallet from elsewhere. The indexer's portfolio
// activity (its transfer table, newest first, one bounded page) names them; they are written into the activity store
// beside the app's own transactions, so the Activity tab lists them offline too. A row the app already holds (its own
// transaction) is left as it is. Native coin transfers carry no log and are not listed.
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import { type ActivityRow, activityId } from './activity';
import { dataApiUrl, fetchData } from './dataApi';
import { getDatabase, type SluiceDatabase } from './database';
import { durableWrites } from './durableWrites';
import { chainsKey } from './positions';
import type { RuntimeConfig } from './runtimeConfig';

type AssetChange = {
  tokenAddress: string;
  symbol: string;
  decimals: number;
  value: string;
  direction: 'IN' | 'OUT';
  sender: string;
  recipient: string;
};
type AssetActivity = {
  chainId: number;
  timestamp: number;
  transactionHash: string;
  type: 'SEND' | 'RECEIVE' | 'SWAP';
  assetChanges: AssetChange[];
};

/** The page of recent transfers read per refresh. */
export const RECEIVED_PAGE_SIZE = 50;

/** The indexer's RECEIVE activities as activity rows of `account`. */
export function receivedRows(account: Address, activities: AssetActivity[]): ActivityRow[] {
  return activities.flatMap((activity): ActivityRow[] => {
    const change = activity.assetChanges.find((c) => c.direction === 'IN');
    if (activity.type !== 'RECEIVE' || !change) return [];
    return [
      {
        id: activityId(activity.chainId, activity.transactionHash),
        chainId: activity.chainId,
        hash: activity.transactionHash,
        account: account.toLowerCase(),
        type: 'receive',
        status: 'success',
        addedAt: activity.timestamp * 1000,
        confirmedAt: activity.timestamp * 1000,
        input: { token: change.tokenAddress, symbol: change.symbol, decimals: change.decimals, amount: change.value },
        counterparty: change.sender,
      },
    ];
  });
}

/**
 * Reads the newest page of the wallet's transfers and stores the receipts not yet held. New receipts are unseen (the
 * Activity tab's dot) once the wallet has been synced before; the first sync only fills the history.
 */
export async function syncReceivedActivity(
  database: SluiceDatabase,
  config: RuntimeConfig,
  account: Address,
  signal?: AbortSignal,
): Promise<number> {
  const chainIds = config.chains.map((c) => c.chainId).join(',');
  const { assetActivities } = await fetchData<{ assetActivities: AssetActivity[] }>(
    dataApiUrl(config),
    `/portfolio/activity?address=${account.toLowerCase()}&chainIds=${chainIds}&size=${RECEIVED_PAGE_SIZE}`,
    signal,
  );
  const rows = receivedRows(account, assetActivities);
  if (rows.length === 0) return 0;
  const held = await database.activity.bulkGet(rows.map((r) => r.id));
  const syncedBefore =
    (await database.activity
      .where('account')
      .equals(account.toLowerCase())
      .filter((r) => r.type === 'receive')
      .count()) > 0;
  const fresh = rows.filter((_, i) => held[i] === undefined).map((r) => ({ ...r, unseen: syncedBefore }));
  if (fresh.length > 0) await durableWrites.write(() => database.activity.bulkPut(fresh));
  return fresh.length;
}

export type ReceivedActivityQueryParameters = { account: Address; config: RuntimeConfig | undefined };

export const receivedActivityRootKey = ['receivedActivity'] as const;

/** The account is lower-cased, so a checksummed and a lower-case address share one entry. */
export const receivedActivityQueryKey = ({ account, config }: ReceivedActivityQueryParameters) =>
  [...receivedActivityRootKey, account.toLowerCase(), chainsKey(config)] as const;

/**
 * Tokens received from elsewhere joining the activity store (the query's data is how many were new).
 * @example
 * useQuery({ ...receivedActivityQueryOptions({ account: address, config }), enabled: open });
 */
export function receivedActivityQueryOptions(parameters: ReceivedActivityQueryParameters) {
  const { account, config } = parameters;
  return queryOptions({
    queryKey: receivedActivityQueryKey(parameters),
    queryFn: ({ signal }) => syncReceivedActivity(getDatabase(), config!, account, signal),
    enabled: config !== undefined,
  });
}
