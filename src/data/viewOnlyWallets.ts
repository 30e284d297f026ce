// The wallets added to watch only (spec §5 send: sending to one of them is warned of), from the wallets table.
import { queryOptions } from '@tanstack/react-query';
import { getDatabase } from './database';

export const viewOnlyWalletsQueryKey = () => ['viewOnlyWallets'] as const;

/**
 * The lower-case addresses of the view-only wallets on this device.
 * @example
 * const viewOnly = useQuery(viewOnlyWalletsQueryOptions());
 */
export function viewOnlyWalletsQueryOptions() {
  return queryOptions({
    queryKey: viewOnlyWalletsQueryKey(),
    queryFn: async () =>
      (await getDatabase().wallets.where('kind').equals('viewOnly').toArray()).map((row) => row.address),
  });
}
