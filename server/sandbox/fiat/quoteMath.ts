// spec §3 "Fiat quote", §5 fiat limits: one provider's offer for one request, in pure arithmetic. Fees are in the
// request's fiat currency, rounded to cents; the crypto side is a whole number of the token's base units (rounded down,
// so the delivery never promises more than the quote), carried as a bigint to the transaction that delivers it.
import { formatUnits, parseUnits } from 'viem';
import type { SandboxProvider } from './providers.ts';

/** What delivering the tokens costs on the devnet, in USD (the sandbox pays the gas and charges this). */
export const NETWORK_FEE_USD = 0.25;
/** Digits of the crypto amount a quote carries at most (an 18-decimal token is quoted to 8). */
const QUOTE_DIGITS = 8;

export type QuoteTerms = {
  provider: SandboxProvider;
  /** Units of the fiat currency per USD. */
  unitsPerUsd: number;
  tokenPriceUsd: number;
  tokenDecimals: number;
};

export type Fees = { networkFee: number; transactionFee: number; totalFee: number };

export type BuyQuote = Fees & {
  fiatAmount: number;
  /** Fiat per token, before fees. */
  exchangeRate: number;
  destinationRaw: bigint;
  destinationAmount: number;
};

export type SellQuote = Fees & {
  sourceRaw: bigint;
  exchangeRate: number;
  /** The fiat paid out after fees. */
  destinationAmount: number;
};

export type LimitBreach = { tooLow: true; minimumAllowed: number } | { tooLow: false; maximumAllowed: number };

const cents = (value: number) => Math.round(value * 100) / 100;

/** The provider's limits in the fiat currency: the minimum rounded up to a cent, the maximum down. */
export function fiatLimits(terms: QuoteTerms): { minimum: number; maximum: number } {
  return {
    minimum: Math.ceil(terms.provider.minimumUsd * terms.unitsPerUsd * 100) / 100,
    maximum: Math.floor(terms.provider.maximumUsd * terms.unitsPerUsd * 100) / 100,
  };
}

export function feesFor(terms: QuoteTerms, fiatAmount: number): Fees {
  const transactionFee = cents(
    (fiatAmount * terms.provider.feePercent) / 100 + terms.provider.feeFixedUsd * terms.unitsPerUsd,
  );
  const networkFee = cents(NETWORK_FEE_USD * terms.unitsPerUsd);
  return { networkFee, transactionFee, totalFee: cents(networkFee + transactionFee) };
}

/** Whether a fiat amount is outside the provider's limits, and which one it breaks. */
export function limitBreach(terms: QuoteTerms, fiatAmount: number): LimitBreach | undefined {
  const { minimum, maximum } = fiatLimits(terms);
  if (fiatAmount < minimum) return { tooLow: true, minimumAllowed: minimum };
  if (fiatAmount > maximum) return { tooLow: false, maximumAllowed: maximum };
  return undefined;
}

/** Buying with `fiatAmount`: the tokens it gets after the provider's and the network's fees. */
export function quoteBuy(terms: QuoteTerms, fiatAmount: number): BuyQuote | undefined {
  const fees = feesFor(terms, fiatAmount);
  const exchangeRate = terms.tokenPriceUsd * terms.unitsPerUsd;
  const net = fiatAmount - fees.totalFee;
  if (!(net > 0) || !(exchangeRate > 0)) return undefined;
  const digits = Math.min(terms.tokenDecimals, QUOTE_DIGITS);
  const units = Math.floor((net / exchangeRate) * 10 ** digits);
  if (!Number.isSafeInteger(units) || units <= 0) return undefined;
  const destinationRaw = BigInt(units) * 10n ** BigInt(terms.tokenDecimals - digits);
  return {
    ...fees,
    fiatAmount,
    exchangeRate,
    destinationRaw,
    destinationAmount: Number(formatUnits(destinationRaw, terms.tokenDecimals)),
  };
}

/** The fiat value of selling `tokenAmount` tokens, before fees: what the limits apply to. */
export function sellValue(terms: QuoteTerms, tokenAmount: number): number {
  return tokenAmount * terms.tokenPriceUsd * terms.unitsPerUsd;
}

/** Selling `tokenAmount` (a decimal the token's decimals can hold): the fiat paid out after fees, down to the cent. */
export function quoteSell(terms: QuoteTerms, tokenAmount: number): SellQuote | undefined {
  const gross = sellValue(terms, tokenAmount);
  const fees = feesFor(terms, gross);
  const payout = Math.floor((gross - fees.totalFee) * 100) / 100;
  if (!(payout > 0)) return undefined;
  return {
    ...fees,
    sourceRaw: parseUnits(decimalString(tokenAmount), terms.tokenDecimals),
    exchangeRate: terms.tokenPriceUsd * terms.unitsPerUsd,
    destinationAmount: payout,
  };
}

/** A number's digits after the point as it is written (1e-7 has 7). */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** A number as a plain decimal string (no exponent), for parseUnits. */
export function decimalString(value: number): string {
  return value.toFixed(Math.min(100, decimalPlaces(value)));
}
