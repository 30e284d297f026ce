// Display formatting of the data API's numbers (USD values, prices, percentages).

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

/** A USD value, compact above 100k ($1.2M), with cents below. */
export function formatUsd(value: number, locale = 'en-US'): string {
  if (!Number.isFinite(value)) return '-';
  const compact = Math.abs(value) >= 100_000;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    notation: compact ? 'compact' : 'standard',
    maximumFractionDigits: compact ? 1 : 2,
  }).format(value);
}

/** A token price: enough significant digits for tiny prices (PEPE), cents for large ones. */
export function formatPrice(value: number, locale = 'en-US'): string {
  if (!Number.isFinite(value) || value === 0) return '-';
  if (Math.abs(value) >= 1) return formatUsd(value, locale);
  return numberFormat(locale, { style: 'currency', currency: 'USD', maximumSignificantDigits: 4 }).format(value);
}

export function formatPercent(value: number, locale = 'en-US'): string {
  if (!Number.isFinite(value)) return '-';
  return `${numberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(value)}%`;
}

/** spec §9: fee tier divided by 10,000, as percent (3000 -> 0.3%). */
export function formatFeeTier(feeTier: number, locale = 'en-US'): string {
  return `${numberFormat(locale, { maximumFractionDigits: 4 }).format(feeTier / 10_000)}%`;
}

export function formatTokenAmount(value: number, locale = 'en-US'): string {
  return numberFormat(locale, { maximumSignificantDigits: 6 }).format(Math.abs(value));
}

export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}
