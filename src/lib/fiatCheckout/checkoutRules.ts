// The Buy and Sell screens' pure rules (spec §2 "fiat checkout, region selection", §5 fiat amounts, §8 on-ramp
// messages, §9 stacked provider logos): what a typed amount is, which quote is best and which provider was used last,
// and what a refused quote tells the person.
import type { ErrorMessageId } from '../errorMessages';

/** spec §5: a fiat amount has up to 6 decimals. */
export const FIAT_AMOUNT_DECIMALS = 6;

/** The buy screen's quick amounts, in the fiat currency. */
export const QUICK_AMOUNTS = [100, 300, 1_000] as const;

/** spec §9: the collapsed quote summary stacks at most this many provider logos. */
export const MAX_STACKED_LOGOS = 3;

const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

/** A typed amount as a number above 0 with at most `decimals` decimals, else undefined. */
export function parseDecimalAmount(text: string, decimals: number): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  const match = DECIMAL.exec(trimmed);
  if (!match) return undefined;
  const fraction = match[2] ?? match[3] ?? '';
  if (fraction.length > decimals) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Whether the field may take this text while typing (digits, one point, the decimals allowed). */
export function acceptsAmountText(text: string, decimals: number): boolean {
  if (text === '') return true;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.replace(',', '.'));
  return match !== null && (match[2] ?? '').length <= decimals;
}

/** The least a quote needs to be ranked and marked. */
export type RankableQuote = { serviceProvider: string; destinationAmount: number; isMostRecentlyUsedProvider: boolean };

export type MarkedQuote<Q extends RankableQuote> = Q & { best: boolean; recent: boolean };

/**
 * Best first (the most tokens for a purchase, the most fiat for a sale: both are the destination), the best marked,
 * and the provider used last marked as recent, as the aggregator says or as this device remembers.
 */
export function markQuotes<Q extends RankableQuote>(
  quotes: readonly Q[],
  lastProvider: string | null | undefined,
): MarkedQuote<Q>[] {
  const sorted = [...quotes].sort((a, b) => b.destinationAmount - a.destinationAmount);
  return sorted.map((quote, index) => ({
    ...quote,
    best: index === 0,
    recent: quote.isMostRecentlyUsedProvider || quote.serviceProvider === lastProvider,
  }));
}

/** What a refused quote tells the person: a limit with its number, or a catalogue message. */
export type QuoteProblem =
  | { kind: 'minimum'; amount: number }
  | { kind: 'maximum'; amount: number }
  | { kind: 'message'; messageId: ErrorMessageId; retry: boolean };

/** The failure's shape the screens read (FiatOnRampError's fields). */
export type QuoteFailure = {
  messageId: ErrorMessageId;
  minimumAllowed?: number;
  maximumAllowed?: number;
};

/** spec §5, §8: a limit names the provider's number; an unreachable aggregator can be tried again. */
export function quoteProblem(failure: QuoteFailure): QuoteProblem {
  if (failure.minimumAllowed !== undefined) return { kind: 'minimum', amount: failure.minimumAllowed };
  if (failure.maximumAllowed !== undefined) return { kind: 'maximum', amount: failure.maximumAllowed };
  return {
    kind: 'message',
    messageId: failure.messageId,
    retry: failure.messageId === 'connectionFailed' || failure.messageId === 'errorLoadingData',
  };
}

/**
 * Region selection (spec §2): the countries the aggregator serves, and beside them the other countries a person may
 * be in, so that picking one says the service is not there (spec §8) instead of leaving the person out of the list.
 */
export const OTHER_REGIONS = ['JP', 'IN', 'MX', 'NG', 'KR', 'ZA'] as const;

/** The region choices: served ones first in the aggregator's order, then the others, each once. */
export function regionChoices(served: readonly string[]): string[] {
  return [...new Set([...served, ...OTHER_REGIONS])];
}

/** A fiat amount in its own currency: whole amounts without cents ("$20", "$1,000"), others to the cent. */
export function formatFiatAmount(value: number, currency: string, locale: string): string {
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** The currency a country pays in, when the providers take it; else US dollars, else the first offered. */
const LOCAL_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  DE: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  CA: 'CAD',
  AU: 'AUD',
  BR: 'BRL',
};

export function defaultFiatCurrency(countryCode: string, offered: readonly string[]): string | undefined {
  const local = LOCAL_CURRENCY[countryCode];
  if (local && offered.includes(local)) return local;
  return offered.includes('USD') ? 'USD' : offered[0];
}
