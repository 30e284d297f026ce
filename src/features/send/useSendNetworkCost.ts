// spec §5 INSUFFICIENT_FUNDS_FOR_GAS and the review's network cost: the chain's gas estimate of the very transfer the
// send will make, priced at the chain's fee estimate and refreshed as fees move.
import { useQuery } from '@tanstack/react-query';
import { type Address, zeroAddress } from 'viem';
import { publicClientFor } from '../../chain/clients';
import { withGasMargin } from '../../chain/estimateNetworkCost';
import { nftTransferCall, transferCall } from '../../chain/transferCall';
import type { RuntimeChain } from '../../data/runtimeConfig';

export type SendNetworkCost = {
  /** What the send is expected to cost: estimated gas at the current max fee. */
  networkCostWei: bigint;
  /** The most it can cost (the gas limit sent at the max fee): the node refuses it unless the sender holds this. */
  maxNetworkCostWei: bigint;
};

export async function loadSendNetworkCost(
  chain: RuntimeChain,
  parameters: { account: Address; token: Address; recipient: Address; amount: bigint; nftTokenId?: bigint },
): Promise<SendNetworkCost> {
  const client = publicClientFor(chain);
  const call =
    parameters.nftTokenId === undefined
      ? transferCall(parameters)
      : nftTransferCall({
          collection: parameters.token,
          tokenId: parameters.nftTokenId,
          from: parameters.account,
          recipient: parameters.recipient,
        });
  const [gas, fees] = await Promise.all([
    client.estimateGas({
      account: parameters.account,
      ...call,
      // the cost is asked before the balance is judged: priced as if the account held the amount (gas barely
      // depends on it), so the insufficient-funds check and Max can still reserve it
      stateOverride:
        parameters.token === zeroAddress
          ? [{ address: parameters.account, balance: parameters.amount * 2n + 10n ** 18n }]
          : undefined,
    }),
    client.estimateFeesPerGas(),
  ]);
  return { networkCostWei: gas * fees.maxFeePerGas, maxNetworkCostWei: withGasMargin(gas) * fees.maxFeePerGas };
}

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
  const { account, token, amount, nftTokenId } = parameters;
  // with no recipient yet, the transfer is priced to the account itself: same code path, same gas
  const recipient = parameters.recipient ?? account;
  return useQuery({
    queryKey: ['sendNetworkCost', chain?.chainId, account, token, recipient, amount.toString(), nftTokenId?.toString()],
    enabled: chain !== undefined && account !== undefined && token !== undefined,
    queryFn: () =>
      loadSendNetworkCost(chain!, { account: account!, token: token!, recipient: recipient!, amount, nftTokenId }),
    refetchInterval: 12_000,
    gcTime: 0,
    retry: false,
  });
}
