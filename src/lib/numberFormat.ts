// The one place numbers become text: token amounts, fiat in the display currency, prices, percents, compact figures,
// each in the interface language through Intl (never a hard-coded locale, never toFixed for display).
// Token amounts stay exact: the bigint is written out as a decimal string (viem's formatUnits) and Intl rounds that
// string itself (Intl.NumberFormat v3), so no amount shown for signing passes through a float.
import { formatUnits } from 'viem';
import type { CurrencyCode } from './currencies';
import { convertFromUsd, type UsdRates } from './fiat';

/**
 * How an amount is cut to its shown digits. A minimum received is rounded `down` and a maximum sold `up`, so the
 * figure a person signs against never promises more than the chain enforces.
 */
export type AmountRounding = 'nearest' | 'down' | 'up';

const ROUNDING_MODE = { nearest: 'halfExpand', down: 'floor', up: 'ceil' } as const;

// Building an Intl.NumberFormat costs far more than using one: tables format thousands of cells while scrolling.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** What a missing or non-finite figure shows as. */
export const NO_VALUE = '-';

/** Values at or above this are shown compact ($1.2M) where a figure may be compact. */
const COMPACT_FROM = 100_000;

export type TokenAmountOptions = {
  /** Significant digits kept below the integer part (whole units are always shown in full). Default 6. */
  significantDigits?: number;
  rounding?: AmountRounding;
};

/** A decimal string (as formatUnits writes it) in the locale's digits and separators, rounded as asked. */
function formatDecimalString(text: string, locale: string, options: TokenAmountOptions): string {
  return numberFormat(locale, {
    maximumSignificantDigits: options.significantDigits ?? 6,
    // every integer digit is kept: 123,456,789 never becomes 123,457,000
    maximumFractionDigits: 0,
    roundingPriority: 'morePrecision',
    roundingMode: ROUNDING_MODE[options.rounding ?? 'nearest'],
  }).format(text as Intl.StringNumericLiteral);
}

/**
 * A raw on-chain amount in whole tokens, exact: grouped, up to `significantDigits` significant digits after the whole
 * units, rounded `nearest` unless asked `down` (a minimum) or `up` (a maximum).
 *
 * @example formatTokenAmount(1_234_567_891n, 6, 'de-DE') // '1.234,57'
 */
export function formatTokenAmount(value: bigint, decimals: number, locale: string, options: TokenAmountOptions = {}) {
  return formatDecimalString(formatUnits(value, decimals), locale, options);
}

/** An amount already in whole tokens, as the data API reports it (a JSON number). */
export function formatAmount(value: number, locale: string, options: TokenAmountOptions = {}): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return formatDecimalString(String(value), locale, options);
}

export type FiatOptions = { compact?: boolean };

/**
 * A value already in `currency`, with the currency's own minor digits (cents, none for JPY); compact from 100,000
 * when asked (tables, stats).
 */
export function formatFiat(value: number, currency: CurrencyCode, locale: string, options: FiatOptions = {}): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  const compact = options.compact === true && Math.abs(value) >= COMPACT_FROM;
  return numberFormat(
    locale,
    compact
      ? { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }
      : { style: 'currency', currency },
  ).format(value);
}

/** A USD value in the display currency; in USD while that currency's rate is unknown. */
export function formatUsdAsFiat(
  valueUsd: number,
  currency: CurrencyCode,
  rates: UsdRates | undefined,
  locale: string,
  options: FiatOptions = {},
): string {
  const converted = convertFromUsd(valueUsd, currency, rates);
  return converted === null
    ? formatFiat(valueUsd, 'USD', locale, options)
    : formatFiat(converted, currency, locale, options);
}

/** A unit price: four significant digits below 1 (tiny prices stay readable), otherwise as fiat. */
export function formatPrice(value: number, currency: CurrencyCode, locale: string): string {
  if (!Number.isFinite(value) || value === 0) return NO_VALUE;
  if (Math.abs(value) >= 1) return formatFiat(value, currency, locale, { compact: true });
  return numberFormat(locale, { style: 'currency', currency, maximumSignificantDigits: 4 }).format(value);
}

export type PercentOptions = {
  /** Always show the sign (+2.5%), for changes. */
  signed?: boolean;
  /** Default 2 (2.50%); 0 for figures like a route share or a slippage setting. */
  minimumFractionDigits?: number;
  /** Default 2. */
  maximumFractionDigits?: number;
};

/** A percentage given in percent units (2.5 is 2.5%), with the locale's percent sign and its placement. */
export function formatPercent(percent: number, locale: string, options: PercentOptions = {}): string {
  if (!Number.isFinite(percent)) return NO_VALUE;
  const maximumFractionDigits = options.maximumFractionDigits ?? 2;
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: Math.min(options.minimumFractionDigits ?? 2, maximumFractionDigits),
    maximumFractionDigits,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(percent / 100);
}

/** spec §9: a pool's fee tier divided by 10,000, as percent (3000 is 0.3%). */
export function formatFeeTier(feeTier: number, locale: string): string {
  return formatPercent(feeTier / 10_000, locale, { minimumFractionDigits: 0, maximumFractionDigits: 4 });
}

export type NumberOptions = {
  minimumFractionDigits?: number;
  /** Default 2. */
  maximumFractionDigits?: number;
  /** Always show the sign (+2.5), for changes. */
  signed?: boolean;
};

/** A plain number (a ratio, a count, a figure a translation puts its own unit after), grouped. */
export function formatNumber(value: number, locale: string, options: NumberOptions = {}): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  const maximumFractionDigits = options.maximumFractionDigits ?? 2;
  return numberFormat(locale, {
    minimumFractionDigits: Math.min(options.minimumFractionDigits ?? 0, maximumFractionDigits),
    maximumFractionDigits,
    signDisplay: options.signed ? 'always' : 'auto',
  }).format(value);
}

/** A large count, short (1.2K, 3,4 Mio.). */
export function formatCompactNumber(value: number, locale: string): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** Every formatter bound to one language and display currency (see src/data/useFormatters.ts for the hook). */
export type Formatters = ReturnType<typeof createFormatters>;

export function createFormatters(settings: { locale: string; currency: CurrencyCode; rates: UsdRates | undefined }) {
  const { locale, currency, rates } = settings;
  // the display currency in use: the chosen one once its rate is known, USD until then
  const shownCurrency: CurrencyCode = convertFromUsd(1, currency, rates) === null ? 'USD' : currency;
  function fiat(valueUsd: number, options?: FiatOptions): string;
  function fiat(valueUsd: number | undefined, options?: FiatOptions): string | undefined;
  function fiat(valueUsd: number | undefined, options?: FiatOptions) {
    return valueUsd === undefined ? undefined : formatUsdAsFiat(valueUsd, currency, rates, locale, options);
  }
  return {
    locale,
    /** The currency fiat values are shown in (the chosen one, or USD while its rate is unknown). */
    currency: shownCurrency,
    tokenAmount: (value: bigint, decimals: number, options?: TokenAmountOptions) =>
      formatTokenAmount(value, decimals, locale, options),
    amount: (value: number, options?: TokenAmountOptions) => formatAmount(value, locale, options),
    /** A USD value in the display currency. */
    fiat,
    /** A USD value as a number in the display currency (what a fiat amount field holds). */
    inDisplayCurrency: (valueUsd: number) => convertFromUsd(valueUsd, shownCurrency, rates) ?? valueUsd,
    /** A USD unit price in the display currency. */
    price: (valueUsd: number) =>
      formatPrice(convertFromUsd(valueUsd, shownCurrency, rates) ?? valueUsd, shownCurrency, locale),
    percent: (percent: number, options?: PercentOptions) => formatPercent(percent, locale, options),
    feeTier: (feeTier: number) => formatFeeTier(feeTier, locale),
    number: (value: number, options?: NumberOptions) => formatNumber(value, locale, options),
    compact: (value: number) => formatCompactNumber(value, locale),
  };
}
