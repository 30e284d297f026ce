// spec §5 INSUFFICIENT_FUNDS_FOR_GAS and the review's network cost: the chain's gas estimate of the very transfer the
// send will make, priced at the chain's fee estimate and read again on each new block as fees move
// (src/data/networkCost.ts).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import { sendNetworkCostQueryOptions, sendNetworkCostRootKey } from '../../data/networkCost';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { useOnNewBlock } from '../../data/useOnNewBlock';

export function useSendNetworkCost(
  chain: RuntimeChain | undefined,
  parameters: {
    account: Address | undefined;
    token: Address | undefined;
    recipient: Address | undefined;
    amount: bigint;
    /** Sending the NFT of the collection `token` with this id. */
    nftTokenId?: bigint;
  },
) {
  // fees follow the chain's blocks, not a timer (issue 34), through the chain's one shared block watch
  const queryClient = useQueryClient();
  useOnNewBlock(
    chain ? [chain] : undefined,
    parameters.account !== undefined && parameters.token !== undefined,
    (chainId) => void queryClient.invalidateQueries({ queryKey: sendNetworkCostRootKey(chainId) }),
  );
  // with no recipient yet, the transfer is priced to the account itself: same code path, same gas
  return useQuery(
    sendNetworkCostQueryOptions({ chain, ...parameters, recipient: parameters.recipient ?? parameters.account }),
  );
}
