// The new position's pool (issue 27; spec §5 "fee tier", "hook address"): the fee tier and, on v4, the hook; each
// tier's pool of the pair (whether it exists, its price) from the chain, and each tier's share of the pair's TVL from
// the data API's pools of one of its tokens.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Address, zeroAddress } from 'viem';
import { dataQueries } from '../../../data/dataApi';
import { poolOptionsQueryOptions } from '../../../data/positionQueries';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { useDataApi } from '../../../data/useDataApi';
import { FEE_TIERS, hookAddressProblem, hookGuardsAddLiquidity } from '../../../lib/positions/createPosition';
import type { PairSelection } from './usePairSelection';

export function usePoolChoice(p: {
  chain: RuntimeChain;
  version: 'v3' | 'v4';
  pair: PairSelection;
  initialFee?: number;
  initialHook?: string;
}) {
  const { chain, version } = p;
  const { pair, currency0, currency1, tokenA, tokenB } = p.pair;
  const { base, ready } = useDataApi();
  const [fee, setFee] = useState<number>(p.initialFee ?? 3000);
  const [hookText, setHookText] = useState(p.initialHook ?? '');
  const hookProblem = version === 'v4' ? hookAddressProblem(hookText) : undefined;
  const hooks = (version === 'v4' && !hookProblem && hookText.trim() ? hookText.trim() : zeroAddress) as Address;

  const options = useQuery(
    poolOptionsQueryOptions({ chain, version, pair, currency0, currency1, hooks, tiers: FEE_TIERS }),
  );
  const option = options.data?.find((o) => o.fee === fee);

  // a pair's pools are among either token's: ask for the one that is not native ETH
  const tokenPools = useQuery({
    ...dataQueries.token(base, chain.chainId, (tokenA && !tokenA.native ? tokenA : tokenB)?.address ?? zeroAddress),
    enabled: ready && !!pair,
  });
  const tvlShare = useMemo(() => {
    const sameTokens = (a: readonly (string | undefined)[], b: readonly (string | undefined)[]) =>
      a
        .map((x) => x?.toLowerCase())
        .sort()
        .join() ===
      b
        .map((x) => x?.toLowerCase())
        .sort()
        .join();
    const pools = (tokenPools.data?.pools ?? []).filter(
      (pool) =>
        pool.protocolVersion === version.toUpperCase() &&
        sameTokens([pool.token0.address, pool.token1.address], [currency0, currency1]) &&
        (pool.hookAddress ?? zeroAddress).toLowerCase() === hooks.toLowerCase(),
    );
    const total = pools.reduce((sum, pool) => sum + pool.totalLiquidity.value, 0);
    return new Map(pools.map((pool) => [pool.feeTier, total > 0 ? pool.totalLiquidity.value / total : 0]));
  }, [tokenPools.data, version, currency0, currency1, hooks]);

  return {
    fee,
    setFee,
    hookText,
    setHookText,
    hookProblem,
    hooks,
    /** A hook that is called before liquidity is added may refuse the deposit. */
    hookBlocks: version === 'v4' && hooks !== zeroAddress && hookGuardsAddLiquidity(hooks),
    options,
    option,
    exists: option?.exists === true,
    tickSpacing: option?.tickSpacing ?? FEE_TIERS.find((f) => f.fee === fee)?.tickSpacing ?? 60,
    tvlShare,
  };
}

export type PoolChoice = ReturnType<typeof usePoolChoice>;
