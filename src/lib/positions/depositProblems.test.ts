import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_PROBLEM_ORDER, type DepositFormFacts, firstDepositProblem } from './depositProblems';

const facts: fc.Arbitrary<DepositFormFacts> = fc.record(
  {
    pairMissing: fc.boolean(),
    hookInvalid: fc.boolean(),
    priceMissing: fc.boolean(),
    rangeProblem: fc.constantFrom(undefined, 'invalidPrice' as const, 'minNotLower' as const),
    amountInvalid: fc.boolean(),
    amountMissing: fc.boolean(),
    farPriceUnconfirmed: fc.boolean(),
    insufficientSymbol: fc.constantFrom(undefined, 'USDC', 'ETH'),
  },
  { requiredKeys: [] },
);

/** Which problems hold, each on its own (the order not applied). */
const holding = (f: DepositFormFacts) =>
  DEPOSIT_PROBLEM_ORDER.filter((id) => firstDepositProblem(onlyFact(f, id)) !== undefined);

function onlyFact(f: DepositFormFacts, id: string): DepositFormFacts {
  switch (id) {
    case 'selectPair':
      return { pairMissing: f.pairMissing };
    case 'invalidHook':
      return { hookInvalid: f.hookInvalid };
    case 'enterInitialPrice':
      return { priceMissing: f.priceMissing };
    case 'minNotLower':
      return { rangeProblem: f.rangeProblem === 'minNotLower' ? 'minNotLower' : undefined };
    case 'invalidPrice':
      return { rangeProblem: f.rangeProblem === 'invalidPrice' ? 'invalidPrice' : undefined };
    case 'invalidAmount':
      return { amountInvalid: f.amountInvalid };
    case 'enterAmount':
      return { amountMissing: f.amountMissing };
    case 'confirmFarPrice':
      return { farPriceUnconfirmed: f.farPriceUnconfirmed };
    default:
      return { insufficientSymbol: f.insufficientSymbol };
  }
}

describe('firstDepositProblem', () => {
  it('should name the earliest problem of the table that holds, and none when none holds', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const found = firstDepositProblem(f);
        expect(found?.id).toBe(holding(f)[0]);
      }),
    );
  });

  it('should let a complete form go to review', () => {
    expect(firstDepositProblem({})).toBeUndefined();
    expect(firstDepositProblem({ pairMissing: false, rangeProblem: undefined, amountMissing: false })).toBeUndefined();
  });

  it('should ask for a pair before anything else, and for an amount before the balance', () => {
    expect(firstDepositProblem({ pairMissing: true, amountInvalid: true })).toEqual({ id: 'selectPair' });
    expect(firstDepositProblem({ amountMissing: true, insufficientSymbol: 'USDC' })).toEqual({ id: 'enterAmount' });
  });

  it('should name the token the wallet is short of', () => {
    expect(firstDepositProblem({ insufficientSymbol: 'WBTC' })).toEqual({ id: 'insufficient', symbol: 'WBTC' });
  });

  it('should ask to confirm a far initial price only once the amounts are right', () => {
    expect(firstDepositProblem({ farPriceUnconfirmed: true, amountInvalid: true })).toEqual({ id: 'invalidAmount' });
    expect(firstDepositProblem({ farPriceUnconfirmed: true, insufficientSymbol: 'DAI' })).toEqual({
      id: 'confirmFarPrice',
    });
  });
});
