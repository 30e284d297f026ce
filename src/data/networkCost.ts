// spec §5, §9: what a transaction will cost in gas, from the chain's estimate of the very call the app will send,
// read again on each new block as fees move (the screens invalidate the roots below through useOnNewBlock) and never
// kept once nothing shows it: the swap's (the review, the >10% warning, insufficient funds for gas) and the send's
// (INSUFFICIENT_FUNDS_FOR_GAS, the review).
import { queryOptions } from '@tanstack/react-query';
import { type Address, zeroAddress } from 'viem';
import { publicClientFor } from '../chain/clients';
import { withGasMargin } from '../chain/estimateNetworkCost';
import { nftTransferCall, transferCall } from '../chain/transferCall';
import type { RuntimeChain } from './runtimeConfig';

/** An estimate nothing shows is dropped, and a failed one is not retried (it says why). */
const ESTIMATE = { gcTime: 0, retry: false } as const;

/** The root of every swap network-cost key: the swap form invalidates it on each new block (issue 34). */
export const swapNetworkCostRootKey = (chainId: number | undefined) => ['networkCost', chainId] as const;

export type SwapNetworkCostQueryParameters = {
  chainId: number | undefined;
  account: Address | undefined;
  kind: string;
  trade:
    | { currencyIn: string; currencyOut: string; amountIn: bigint; amountOut: bigint; routes: readonly unknown[] }
    | undefined;
  limit: bigint | undefined;
};

export const swapNetworkCostQueryKey = ({ chainId, account, kind, trade, limit }: SwapNetworkCostQueryParameters) =>
  [
    ...swapNetworkCostRootKey(chainId),
    account,
    kind,
    trade?.currencyIn,
    trade?.currencyOut,
    trade?.amountIn.toString(),
    trade?.amountOut.toString(),
    trade?.routes.length,
    limit?.toString(),
  ] as const;

/**
 * The network cost of the swap's call. The swap feature builds the call (its router encoding), so it hands in the
 * estimate; the key and the refresh policy live here.
 * @example
 * useQuery(swapNetworkCostQueryOptions({ chainId, account, kind, trade, limit, enabled, estimate }));
 */
export function swapNetworkCostQueryOptions<TCost>(
  parameters: SwapNetworkCostQueryParameters & { enabled: boolean; estimate: () => Promise<TCost> },
) {
  return queryOptions({
    queryKey: swapNetworkCostQueryKey(parameters),
    enabled: parameters.enabled,
    queryFn: parameters.estimate,
    ...ESTIMATE,
  });
}

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

export type SendNetworkCostQueryParameters = {
  chain: RuntimeChain | undefined;
  account: Address | undefined;
  /** The token sent, or the NFT's collection. */
  token: Address | undefined;
  recipient: Address | undefined;
  amount: bigint;
  /** Sending the NFT of the collection `token` with this id. */
  nftTokenId?: bigint;
};

/** The root of every send network-cost key: the send form invalidates it on each new block (issue 34). */
export const sendNetworkCostRootKey = (chainId: number | undefined) => ['sendNetworkCost', chainId] as const;

export const sendNetworkCostQueryKey = (parameters: SendNetworkCostQueryParameters) =>
  [
    ...sendNetworkCostRootKey(parameters.chain?.chainId),
    parameters.account,
    parameters.token,
    parameters.recipient,
    parameters.amount.toString(),
    parameters.nftTokenId?.toString(),
  ] as const;

/**
 * The network cost of the send's transfer (of a token, ETH or an NFT).
 * @example
 * const cost = useQuery(sendNetworkCostQueryOptions({ chain, account, token, recipient, amount }));
 */
export function sendNetworkCostQueryOptions(parameters: SendNetworkCostQueryParameters) {
  const { chain, account, token, recipient, amount, nftTokenId } = parameters;
  return queryOptions({
    queryKey: sendNetworkCostQueryKey(parameters),
    enabled: chain !== undefined && account !== undefined && token !== undefined,
    queryFn: () =>
      loadSendNetworkCost(chain!, { account: account!, token: token!, recipient: recipient!, amount, nftTokenId }),
    ...ESTIMATE,
  });
}
