// A reviewed trade as a plan of the one transaction steps pipeline (issue 28; spec §4 "Review", §5): the quote taken
// again before anything is signed is held to the limit the trader agreed to, and for an ERC-20 sold through the
// UniversalRouter the plan approves the token to Permit2 and asks for the Permit2 permit when either allowance is short,
// then swaps. Wraps, unwraps and ETH sold are the transaction alone. Pure: the chain reads are swapActors.ts'.
import { type Address, type Hex, type StateOverride, maxUint256 } from 'viem';
import { MAX_UINT160, PERMIT2_ADDRESS, type PermitSingle, permitSingleTypedData } from '../../../contract/permit2';
import type { Trade } from '../../../workers/routing/types';
import { approveCall } from '../../chain/liquidityApprovals';
import { permit2ApproveCalls } from '../../chain/permit2ApproveCalls';
import type { ActivityAmount } from '../../data/activity';
import type { SwapKind } from '../../lib/swap/swapKind';
import { slippageLimit } from '../../lib/swap/swapSettings';
import type { Step, TransactionStep } from '../../transactions/steps';
import { encodeSwapCall, swapCall } from './swapCall';

/** What the review shows of a quote, and holds the swap to. */
export type SwapTerms = {
  trade: Trade;
  /** The quoted output (exact in) or input (exact out). */
  quoted: bigint;
  /** The least output (exact in) or most input (exact out) the router accepts. */
  limit: bigint;
};

/** The terms agreed at review (or accepted since), and a newer quote beyond their limit that waits to be accepted. */
export type SwapQuotes = { agreed: SwapTerms; offered?: SwapTerms };

/** The side of a trade its quote decides: the output of an exact-in trade, the input of an exact-out one. */
export const quotedOf = (trade: Trade): bigint => (trade.tradeType === 'exactIn' ? trade.amountOut : trade.amountIn);

/** A quote's terms under the slippage tolerance (0 for a wrap or unwrap: one to one). */
export function swapTerms(trade: Trade, slippageBips: number): SwapTerms {
  const quoted = quotedOf(trade);
  return { trade, quoted, limit: slippageLimit(quoted, trade.tradeType, slippageBips) };
}

/**
 * Holds a fresh quote to the agreed limit (spec §4): within it the swap goes on at the agreed terms; beyond it the fresh
 * quote is offered and the plan stops (`changed`). Once the trader accepted (`accepted`), the offer becomes the terms,
 * with its own limit, and the fresh quote is held to those.
 *
 * @example
 * const { quotes, changed } = holdQuote(quotes, await requote(), { accepted, slippageBips: 50 });
 */
export function holdQuote(
  quotes: SwapQuotes,
  fresh: Trade,
  { accepted, slippageBips }: { accepted: boolean; slippageBips: number },
): { quotes: SwapQuotes; changed: boolean } {
  const agreed = accepted && quotes.offered ? quotes.offered : quotes.agreed;
  const quoted = quotedOf(fresh);
  const within = fresh.tradeType === 'exactIn' ? quoted >= agreed.limit : quoted <= agreed.limit;
  if (within) return { quotes: { agreed }, changed: false };
  return { quotes: { agreed, offered: swapTerms(fresh, slippageBips) }, changed: true };
}

/**
 * The terms the review shows: an offer while it waits to be accepted (`changed`) and from the moment it is (`accepted`:
 * the plan that adopts it is still running); the agreed terms otherwise, and after the trader kept the review.
 */
export function shownTerms(quotes: SwapQuotes, { changed, accepted }: { changed: boolean; accepted: boolean }) {
  return quotes.offered && (changed || accepted) ? quotes.offered : quotes.agreed;
}

/** The input token's allowance to Permit2 (an ERC-20 approval) and Permit2's allowance of it to the router. */
export type SwapAllowances = {
  erc20: bigint;
  permit2: { amount: bigint; expiration: number; nonce: number };
};

/** A signed permit lasts 30 days of chain time; the signature itself must be used within half an hour. */
export const SWAP_PERMIT_SECONDS = 30 * 86_400;
export const SWAP_PERMIT_SIG_SECONDS = 1800;

/** The most the router may pull: the amount in, or the maximum sold the trader agreed to. */
const maxInOf = (trade: Trade, limit: bigint) => (trade.tradeType === 'exactIn' ? trade.amountIn : limit);

/** Which of the two allowances fall short of what the swap pulls, at chain time `chainNow`. */
export function swapAllowanceNeeds(
  allowances: SwapAllowances,
  { trade, limit, chainNow }: { trade: Trade; limit: bigint; chainNow: bigint },
): { approval: boolean; permit: boolean } {
  const maxIn = maxInOf(trade, limit);
  const { amount, expiration } = allowances.permit2;
  return { approval: allowances.erc20 < maxIn, permit: amount < maxIn || BigInt(expiration) <= chainNow };
}

/** The router's Permit2 allowance of `token`, the most Permit2 allows, for 30 days from `chainNow`. */
export function swapPermitFor(token: Address, router: Address, nonce: number, chainNow: bigint): PermitSingle {
  return {
    details: { token, amount: MAX_UINT160, expiration: Number(chainNow) + SWAP_PERMIT_SECONDS, nonce },
    spender: router,
    sigDeadline: chainNow + BigInt(SWAP_PERMIT_SIG_SECONDS),
  };
}

type TokenLabel = { address: Address; symbol: string; decimals: number };

export type SwapStepsParameters = {
  kind: SwapKind;
  chainId: number;
  /** The trade as quoted now. */
  trade: Trade;
  /** The agreed limit (SwapTerms). */
  limit: bigint;
  /** Chain seconds after which the router reverts, fixed at review. */
  deadline: bigint;
  router: Address;
  weth: Address;
  /** The tokens as the activity rows name them. */
  tokenIn: TokenLabel;
  tokenOut: TokenLabel;
  /** The allowances read now, for an ERC-20 sold through the router (undefined for ETH, a wrap or an unwrap). */
  allowances?: SwapAllowances;
  chainNow: bigint;
  /**
   * The Permit2 allowance the permit will grant the router, so the swap can be simulated unsigned; undefined when its
   * storage slot could not be found (the swap is then simulated only once signed).
   */
  permitGrant?: StateOverride;
};

/**
 * The steps of one swap, wrap or unwrap. Unsigned, the swap leaves the permit out (the simulation grants its allowance
 * instead); signed, the router applies the permit first.
 *
 * @example
 * const steps = swapSteps({ kind: 'swap', chainId, trade, limit, deadline, router, weth, tokenIn, tokenOut, allowances, chainNow });
 */
export function swapSteps(p: SwapStepsParameters): Step[] {
  const amount = (token: TokenLabel, value: bigint): ActivityAmount => ({
    token: token.address,
    symbol: token.symbol,
    decimals: token.decimals,
    amount: value.toString(),
  });
  const input = amount(p.tokenIn, p.trade.amountIn);
  const output = amount(p.tokenOut, p.trade.amountOut);
  const encode = (permit?: { permit: PermitSingle; signature: Hex }) =>
    encodeSwapCall(
      swapCall({
        kind: p.kind,
        trade: p.trade,
        limit: p.limit,
        deadline: p.deadline,
        router: p.router,
        weth: p.weth,
        permit,
      }),
    );
  const transaction = (call: TransactionStep['call']): TransactionStep => ({
    type: 'transaction',
    activity: { type: p.kind, input, output },
    call,
  });
  if (p.kind !== 'swap' || !p.allowances) return [transaction(() => encode())];

  const token = p.tokenIn.address;
  const needs = swapAllowanceNeeds(p.allowances, p);
  const approval: Step[] = needs.approval
    ? [
        {
          type: 'approval',
          token: input,
          spender: PERMIT2_ADDRESS,
          amount: maxUint256,
          call: approveCall(token, PERMIT2_ADDRESS),
        },
      ]
    : [];
  if (!needs.permit) return [...approval, transaction(() => encode())];
  const permit = swapPermitFor(token, p.router, p.allowances.permit2.nonce, p.chainNow);
  return [
    ...approval,
    {
      type: 'signature',
      typedData: permitSingleTypedData(p.chainId, permit),
      simulateAs: p.permitGrant,
      // in a batch (a 1-click swap) the same allowance is granted by Permit2's `approve`, called by the account
      asCalls: permit2ApproveCalls(permit),
    },
    {
      ...transaction(([signature]) => {
        if (signature) return encode({ permit, signature });
        return p.permitGrant ? encode() : undefined;
      }),
      // after Permit2's `approve` the router spends without a permit
      batchCall: encode(),
    },
  ];
}
