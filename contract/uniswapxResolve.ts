// What UniswapX's ExclusiveDutchOrderReactor makes a filler pay and lets it take, at a block's timestamp: the
// reactor's validation (DeadlineBeforeEndTime, EndTimeBeforeStartTime), DutchDecayLib's decay of the input and the
// outputs, and ExclusivityOverrideLib's override (a filler other than the exclusive one, before the exclusivity ends,
// pays every output scaled up by the override's basis points, or cannot fill at all when the override is zero).
// The order service refuses what its limit orders do not use; the filler judges a fill on these amounts.
import { type Address, isAddressEqual, zeroAddress } from 'viem';
import type { ExclusiveDutchOrder } from './uniswapxOrder.ts';

const BPS = 10_000n;

type ReactorErrorName =
  | 'DeadlinePassed'
  | 'DeadlineBeforeEndTime'
  | 'OrderEndTimeBeforeStartTime'
  | 'InputAndOutputDecay'
  | 'IncorrectAmounts'
  | 'NoExclusiveOverride';

/** A reactor revert, by the name its custom error has on chain. */
export class ReactorRefusal extends Error {
  constructor(readonly errorName: ReactorErrorName) {
    super(errorName);
    this.name = 'ReactorRefusal';
  }
}

export type ResolvedOrder = {
  input: { token: Address; amount: bigint };
  outputs: { token: Address; amount: bigint; recipient: Address }[];
};

/** DutchDecayLib.decay: the start amount before the decay, the end amount after it, linear between (rounded down). */
export function decayAmount(startAmount: bigint, endAmount: bigint, start: bigint, end: bigint, now: bigint): bigint {
  if (end <= now) return endAmount;
  if (start >= now) return startAmount;
  const elapsed = now - start;
  const duration = end - start;
  if (endAmount < startAmount) return startAmount - ((startAmount - endAmount) * elapsed) / duration;
  return startAmount + ((endAmount - startAmount) * elapsed) / duration;
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return a === 0n ? 0n : (a - 1n) / b + 1n;
}

/**
 * The order as the reactor resolves it for `filler` in a block at `timestamp` (seconds): the input it takes from the
 * swapper and the outputs it makes the filler pay. Throws the reactor's refusal where the reactor would revert.
 */
export function resolveOrder(order: ExclusiveDutchOrder, timestamp: bigint, filler: Address): ResolvedOrder {
  if (order.info.deadline < timestamp) throw new ReactorRefusal('DeadlinePassed');
  if (order.info.deadline < order.decayEndTime) throw new ReactorRefusal('DeadlineBeforeEndTime');
  if (order.decayEndTime < order.decayStartTime) throw new ReactorRefusal('OrderEndTimeBeforeStartTime');
  const inputDecays = order.input.startAmount !== order.input.endAmount;
  if (inputDecays && order.outputs.some((o) => o.startAmount !== o.endAmount))
    throw new ReactorRefusal('InputAndOutputDecay');
  // outputs only fall and the input only rises over the decay
  if (order.input.startAmount > order.input.endAmount || order.outputs.some((o) => o.startAmount < o.endAmount))
    throw new ReactorRefusal('IncorrectAmounts');
  const decay = (start: bigint, end: bigint) =>
    decayAmount(start, end, order.decayStartTime, order.decayEndTime, timestamp);
  const outputs = order.outputs.map((o) => ({
    token: o.token,
    amount: decay(o.startAmount, o.endAmount),
    recipient: o.recipient,
  }));
  const exclusive = order.exclusiveFiller;
  const hasFillingRights =
    isAddressEqual(exclusive, zeroAddress) || timestamp > order.decayStartTime || isAddressEqual(exclusive, filler);
  if (!hasFillingRights) {
    if (order.exclusivityOverrideBps === 0n) throw new ReactorRefusal('NoExclusiveOverride');
    for (const output of outputs) output.amount = ceilDiv(output.amount * (BPS + order.exclusivityOverrideBps), BPS);
  }
  return {
    input: { token: order.input.token, amount: decay(order.input.startAmount, order.input.endAmount) },
    outputs,
  };
}
