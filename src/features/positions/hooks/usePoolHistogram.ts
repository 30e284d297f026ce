// A pool's liquidity by tick between two ticks (spec §3, §5 the liquidity chart): the indexer's initialized ticks,
// drawn into bars by the liquidity worker off the main thread. Shared by the new-position range and a position's page.
import { useQuery } from '@tanstack/react-query';
import { dataQueries } from '../../../data/dataApi';
import { liquidityHistogramQueryOptions } from '../../../data/liquidityQueries';
import { useDataApi } from '../../../data/useDataApi';
import { liquidityWorker } from '../../../../workers/liquidity/liquidityClient';

/** Bars per chart: sixty, cheap to map on every render. */
export const HISTOGRAM_BARS = 60;

export function usePoolHistogram(p: {
  chainId: number;
  /** The pool (v3 address or v4 id); undefined while there is none. */
  pool: string | undefined;
  window: { from: number; to: number } | undefined;
  enabled: boolean;
}) {
  const { base, ready } = useDataApi();
  const ticks = useQuery({
    ...dataQueries.poolTicks(base, p.chainId, p.pool ?? ''),
    enabled: ready && p.enabled && !!p.pool,
  });
  return useQuery(
    liquidityHistogramQueryOptions(
      { chainId: p.chainId, pool: p.pool, ticksUpdatedAt: ticks.dataUpdatedAt, from: p.window?.from, to: p.window?.to },
      async ({ pool, from, to }) => {
        const worker = liquidityWorker();
        await worker.loadTicks(pool, ticks.data!);
        return worker.histogram(pool, from, to, HISTOGRAM_BARS);
      },
      !!ticks.data,
    ),
  );
}
