// Whether the sandbox filler fills an order now, judged on what the reactor will make it pay (issue 35): the order
// resolved at the block it fills in, for the filler's own address, never more than the output the stored order states,
// and never more than selling the input in the market returns.
import type { Address } from 'viem';
import type { ExclusiveDutchOrder } from '../../contract/uniswapxOrder.ts';
import { ReactorRefusal, resolveOrder } from '../../contract/uniswapxResolve.ts';

export type FillDecision =
  | { fill: true; input: bigint; pays: bigint }
  | { fill: false; reason: string; /** the order can never fill as stored: stop trying */ final: boolean };

export async function fillDecision(args: {
  order: ExclusiveDutchOrder;
  /** The output amount the order service stored (and the swapper was shown). */
  storedOutput: bigint;
  /** The timestamp of the block the fill would land in. */
  timestamp: bigint;
  filler: Address;
  /** What selling the resolved input in the market returns, in the output token (undefined: no route). */
  marketOut: (input: bigint) => Promise<bigint | undefined>;
}): Promise<FillDecision> {
  let resolved;
  try {
    resolved = resolveOrder(args.order, args.timestamp, args.filler);
  } catch (error) {
    if (error instanceof ReactorRefusal)
      return { fill: false, reason: `reactor refuses: ${error.errorName}`, final: true };
    throw error;
  }
  if (resolved.outputs.length !== 1) return { fill: false, reason: 'not a one-output limit order', final: true };
  const pays = resolved.outputs[0]!.amount;
  if (pays > args.storedOutput)
    return { fill: false, reason: `would pay ${pays}, above the stored ${args.storedOutput}`, final: true };
  const market = await args.marketOut(resolved.input.amount);
  if (market === undefined || market < pays) return { fill: false, reason: 'the market pays less', final: false };
  return { fill: true, input: resolved.input.amount, pays };
}
