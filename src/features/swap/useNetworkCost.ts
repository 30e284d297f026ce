// spec §5, §9: the network cost the review shows, the >10% warning compares and the insufficient-funds check needs,
// from the chain's gas estimate of the very call the swap will send (issue 11), refreshed as fees move.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Address, zeroAddress } from 'viem';
import type { SwapKind } from '../../lib/swap/swapKind';
import type { Trade } from '../../../workers/routing/types';
import { allowanceOverrides } from '../../chain/allowanceOverrides';
import { publicClientFor } from '../../chain/clients';
import { type EstimateNetworkCostReturnType, estimateNetworkCost } from '../../chain/estimateNetworkCost';
import { swapNetworkCostQueryOptions, swapNetworkCostRootKey } from '../../data/networkCost';
import { useOnNewBlock } from '../../data/useOnNewBlock';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { swapCall } from './swapCall';

/** A deadline no block reaches: the estimate prices the call, the review fixes the real deadline later. */
const ESTIMATE_DEADLINE = 2n ** 48n;

export type NetworkCostParameters = {
  chain: RuntimeChain | undefined;
  account: Address | undefined;
  kind: SwapKind;
  trade: Trade | undefined;
  limit: bigint | undefined;
};

export async function loadNetworkCost(
  chain: RuntimeChain,
  account: Address,
  { kind, trade, limit }: { kind: SwapKind; trade: Trade; limit: bigint },
): Promise<EstimateNetworkCostReturnType> {
  const client = publicClientFor(chain);
  const router = chain.contracts.UniversalRouter!;
  const call = swapCall({ kind, trade, limit, deadline: ESTIMATE_DEADLINE, router, weth: chain.contracts.WETH9! });
  try {
    return await estimateNetworkCost(client, { account, ...call });
  } catch (error) {
    // selling more ETH than the account holds: priced as if it held it, so the insufficient-funds check and Max can
    // still reserve the cost (gas barely depends on the amount)
    if (call.value > 0n)
      return estimateNetworkCost(client, {
        account,
        ...call,
        stateOverride: [{ address: account, balance: call.value * 2n + 10n ** 18n }],
      });
    // selling a token whose approval and permit are still to come: the router cannot pull it yet, so the swap is
    // estimated as if both were granted
    if (kind !== 'swap' || trade.currencyIn === zeroAddress) throw error;
    const stateOverride = await allowanceOverrides(client, {
      owner: account,
      token: trade.currencyIn as Address,
      spender: router,
    });
    return estimateNetworkCost(client, { account, ...call, stateOverride });
  }
}

/** The estimate of the swap's call, read again on each new block as fees move (issue 34: no timer). */
export function useNetworkCost({ chain, account, kind, trade, limit }: NetworkCostParameters) {
  const queryClient = useQueryClient();
  useOnNewBlock(
    chain ? [chain] : undefined,
    trade !== undefined,
    (chainId) => void queryClient.invalidateQueries({ queryKey: swapNetworkCostRootKey(chainId) }),
  );
  return useQuery(
    swapNetworkCostQueryOptions({
      chainId: chain?.chainId,
      account,
      kind,
      trade,
      limit,
      enabled: chain !== undefined && account !== undefined && trade !== undefined && limit !== undefined,
      estimate: () => loadNetworkCost(chain!, account!, { kind, trade: trade!, limit: limit! }),
    }),
  );
}
