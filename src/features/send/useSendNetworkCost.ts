// spec §5 INSUFFICIENT_FUNDS_FOR_GAS and the review's network cost: the chain's gas estimate of the very transfer the
// send will make, priced at the chain's fee estimate and refreshed as fees move (src/data/networkCost.ts).
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { sendNetworkCostQueryOptions } from '../../data/networkCost';
import type { RuntimeChain } from '../../data/runtimeConfig';

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
  // with no recipient yet, the transfer is priced to the account itself: same code path, same gas
  return useQuery(
    sendNetworkCostQueryOptions({ chain, ...parameters, recipient: parameters.recipient ?? parameters.account }),
  );
}
