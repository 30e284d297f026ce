import { useQuery } from '@tanstack/react-query';
import { useDataApi } from '../../data/useDataApi';
import { dataQueries } from '../../data/dataApi';

export function useExplorePools(chainIds: readonly number[]) {
  const { base, ready } = useDataApi();
  return useQuery({
    ...dataQueries.poolStats(base, chainIds),
    enabled: ready && chainIds.length > 0,
    refetchInterval: 30_000,
    // thousands of rows whose prices move every block: comparing old and new row by row costs more than it saves
    structuralSharing: false,
  });
}

export function useExploreTransactions(chainIds: readonly number[]) {
  const { base, ready } = useDataApi();
  return useQuery({
    ...dataQueries.transactions(base, chainIds),
    enabled: ready && chainIds.length > 0,
    refetchInterval: 30_000,
    // thousands of rows whose prices move every block: comparing old and new row by row costs more than it saves
    structuralSharing: false,
  });
}
