// What stops a deposit form from going to review (issue 27; spec §5 "new position steps", §8 messages): one table of
// checks in the order a person meets them, the first that holds is the one the review button says. The create, add
// and v2 forms fill in what they know; a check whose fact is absent passes.
import type { RangeProblem } from './createPosition';

/** Each id is a message of the createPosition catalogue (`createPosition.<id>`). */
export type DepositProblemId =
  | 'selectPair'
  | 'invalidHook'
  | 'enterInitialPrice'
  | 'minNotLower'
  | 'invalidPrice'
  | 'invalidAmount'
  | 'enterAmount'
  | 'confirmFarPrice'
  | 'insufficient';

export type DepositFormFacts = {
  /** No pair of two different tokens yet. */
  pairMissing?: boolean;
  hookInvalid?: boolean;
  /** A new pool without a typed initial price. */
  priceMissing?: boolean;
  rangeProblem?: RangeProblem;
  /** A typed amount that is not a number of the token's decimals. */
  amountInvalid?: boolean;
  /** Nothing to deposit yet: no amount, or one that buys no liquidity. */
  amountMissing?: boolean;
  /** A new pool's price far from the market, not yet confirmed. */
  farPriceUnconfirmed?: boolean;
  /** The first token the wallet holds too little of. */
  insufficientSymbol?: string;
};

export type DepositProblem = { id: DepositProblemId; symbol?: string };

const CHECKS: readonly (readonly [DepositProblemId, (facts: DepositFormFacts) => boolean])[] = [
  ['selectPair', (f) => !!f.pairMissing],
  ['invalidHook', (f) => !!f.hookInvalid],
  ['enterInitialPrice', (f) => !!f.priceMissing],
  ['minNotLower', (f) => f.rangeProblem === 'minNotLower'],
  ['invalidPrice', (f) => f.rangeProblem === 'invalidPrice'],
  ['invalidAmount', (f) => !!f.amountInvalid],
  ['enterAmount', (f) => !!f.amountMissing],
  ['confirmFarPrice', (f) => !!f.farPriceUnconfirmed],
  ['insufficient', (f) => f.insufficientSymbol !== undefined],
];

/**
 * The first problem of a deposit form, or undefined when it may go to review.
 * @example firstDepositProblem({ amountMissing: true, insufficientSymbol: 'USDC' }) // { id: 'enterAmount' }
 */
export function firstDepositProblem(facts: DepositFormFacts): DepositProblem | undefined {
  const found = CHECKS.find(([, holds]) => holds(facts));
  if (!found) return undefined;
  return found[0] === 'insufficient' ? { id: 'insufficient', symbol: facts.insufficientSymbol } : { id: found[0] };
}

/** The order of the checks, for tests and for the spec's table. */
export const DEPOSIT_PROBLEM_ORDER: readonly DepositProblemId[] = CHECKS.map(([id]) => id);
