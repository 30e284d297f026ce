import { describe, expect, it } from 'vitest';
import { parsePortfolioBalance } from './portfolio';

describe('parsePortfolioBalance', () => {
  it('should read the indexer’s balance and change', () => {
    expect(parsePortfolioBalance({ balanceUSD: 10, percentChange: -2.5, absoluteChangeUSD: -0.25 })).toEqual({
      balanceUSD: 10,
      percentChange: -2.5,
      absoluteChangeUSD: -0.25,
    });
  });

  it('should refuse an answer that is not the API’s (an HTML page, missing fields)', () => {
    expect(() => parsePortfolioBalance('<html>')).toThrow();
    expect(() => parsePortfolioBalance({ balanceUSD: 1 })).toThrow();
  });
});
