// Placing a limit order (issue 14) as a plan of the one transaction steps pipeline (issue 28): the sell token's
// approval to Permit2 when its allowance is short (read from the chain at each plan), then the UniswapX order, built with
// the order service's next nonce and signed as a Permit2 witness transfer, which the order service then takes. Nothing
// but the approval goes on chain.
import type { Address, EIP1193Provider, Hex } from 'viem';
import { maxUint256 } from 'viem';
import type { StepFailure, StepsPlan } from '../../../../machines/transactionSteps.machine';
import { erc20Abi } from '../../../../contract/abis/erc20';
import { PERMIT2_ADDRESS } from '../../../../contract/permit2';
import {
  type ExclusiveDutchOrder,
  buildLimitOrder,
  encodeOrder,
  orderTypedData,
} from '../../../../contract/uniswapxOrder';
import type { ChainClient } from '../../../chain/clients';
import { publicClientFor } from '../../../chain/clients';
import { approveCall } from '../../../chain/liquidityApprovals';
import type { ChainToken } from '../../../data/chainTokens';
import type { OrdersApi, PlaceOrderResult } from '../../../data/ordersApi';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { transactionStepsMachineFor } from '../../../transactions/stepActors';
import type { Step } from '../../../transactions/steps';

type Token = Pick<ChainToken, 'address' | 'symbol' | 'decimals'>;

export type LimitOrderSteps = {
  chainId: number;
  order: ExclusiveDutchOrder;
  /** The sell token, as the approval's activity row names it. */
  tokenIn: Token;
  /** The sell token's ERC-20 allowance to Permit2. */
  allowance: bigint;
  /** Hands the signed order to the order service. */
  place: (encodedOrder: Hex, signature: Hex) => Promise<PlaceOrderResult>;
  /** The order service took the order. */
  onPlaced?: (orderHash: Hex) => void;
};

/**
 * The steps that place a signed limit order: an unlimited approval of the sell token to Permit2 when the allowance does
 * not cover the order, then the order's signature, posted to the order service once given.
 *
 * @example
 * const steps = limitOrderSteps({ chainId, order, tokenIn, allowance: 0n, place: (encoded, sig) => api.placeOrder(chainId, encoded, sig) });
 */
export function limitOrderSteps(p: LimitOrderSteps): Step[] {
  const { order } = p;
  const token = order.input.token;
  const approval: Step[] =
    p.allowance < order.input.endAmount
      ? [
          {
            type: 'approval',
            token: {
              token,
              symbol: p.tokenIn.symbol,
              decimals: p.tokenIn.decimals,
              amount: `${order.input.endAmount}`,
            },
            spender: PERMIT2_ADDRESS,
            amount: maxUint256,
            call: approveCall(token, PERMIT2_ADDRESS),
          },
        ]
      : [];
  return [
    ...approval,
    {
      type: 'signature',
      purpose: 'order',
      typedData: orderTypedData(order, p.chainId),
      use: async (signature) => {
        const result = await p.place(encodeOrder(order), signature);
        // the service's refusal code stands where a decoded revert would (the catalogue has no words for a refusal)
        if ('refused' in result)
          throw { reason: 'somethingWentWrong', errorName: result.refused } satisfies StepFailure;
        p.onPlaced?.(result.orderHash);
      },
    },
  ];
}

/** What the person reviewed: the order's tokens, amounts and expiry, for the connected wallet. */
export type LimitOrderRequest = {
  chain: RuntimeChain;
  account: Address;
  provider: EIP1193Provider;
  /** The UniswapX reactor that fills the order. */
  reactor: Address;
  api: OrdersApi;
  tokenIn: Token;
  tokenOut: Token;
  inputAmount: bigint;
  /** The least output the order accepts (the limit price times the input). */
  limitOutput: bigint;
  /** How long the order stands, from the chain's latest block. */
  expirySeconds: number;
  onPlaced?: (orderHash: Hex) => void;
};

/** The plan as the chain and the order service stand now: the allowance, the next nonce, the deadline from `chainNow`. */
export async function planLimitOrder(
  client: ChainClient,
  request: LimitOrderRequest,
  chainNow: bigint,
): Promise<StepsPlan> {
  const { chain, account, tokenIn } = request;
  const [allowance, nonce] = await Promise.all([
    client.readContract({
      address: tokenIn.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account, PERMIT2_ADDRESS],
    }),
    request.api.nextNonce(chain.chainId, account),
  ]);
  // the chain's clock, not the browser's: the reactor compares the deadline with block time
  const order = buildLimitOrder({
    reactor: request.reactor,
    swapper: account,
    nonce,
    deadline: chainNow + BigInt(request.expirySeconds),
    input: { token: tokenIn.address, amount: request.inputAmount },
    output: { token: request.tokenOut.address, amount: request.limitOutput },
  });
  return {
    steps: limitOrderSteps({
      chainId: chain.chainId,
      order,
      tokenIn,
      allowance,
      place: (encodedOrder, signature) => request.api.placeOrder(chain.chainId, encodedOrder, signature),
      onPlaced: request.onPlaced,
    }),
  };
}

/** The steps machine for one limit order review (useMachine starts it, and stops it on unmount). */
export function limitOrderMachineFor(request: LimitOrderRequest) {
  const client = publicClientFor(request.chain);
  return transactionStepsMachineFor({
    chain: request.chain,
    account: request.account,
    provider: request.provider,
    // only the approval is a call, and its revert has words of its own ("Token approval failed")
    failures: { revert: 'approvalFailed' },
    plan: ({ chainNow }) => planLimitOrder(client, request, chainNow),
  });
}
