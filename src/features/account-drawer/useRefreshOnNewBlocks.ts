import { useQueryClient } from '@tanstack/react-query';
import { ownedNftsRootKey } from '../../data/ownedNfts';
import { portfolioRootKey } from '../../data/portfolio';
import { ownedPositionsRootKey } from '../../data/positions';
import { receivedActivityRootKey } from '../../data/receivedActivity';
import type { RuntimeConfig } from '../../data/runtimeConfig';
import { useOnNewBlock } from '../../data/useOnNewBlock';

/** Query roots read from the chain at the latest block: refetched when any chain makes a block. */
const BLOCK_BOUND_ROOTS = new Set<unknown>([
  portfolioRootKey[0],
  ownedNftsRootKey[0],
  ownedPositionsRootKey[0],
  receivedActivityRootKey[0],
]);

/** Watches every chain's block number while `active` and refreshes the drawer's chain reads on each new block. */
export function useRefreshOnNewBlocks(config: RuntimeConfig | undefined, active: boolean): void {
  const queryClient = useQueryClient();
  useOnNewBlock(config?.chains, active, () =>
    void queryClient.invalidateQueries({ predicate: (q) => BLOCK_BOUND_ROOTS.has(q.queryKey[0]) }),
  );
}
