// spec §3: the supported display currencies, in the spec's order.
export const CURRENCIES = [
  { code: 'USD', symbol: '$' },
  { code: 'EUR', symbol: '€' },
  { code: 'RUB', symbol: '₽' },
  { code: 'INR', symbol: '₹' },
  { code: 'GBP', symbol: '£' },
  { code: 'JPY', symbol: '¥' },
  { code: 'KRW', symbol: '₩' },
  { code: 'VND', symbol: '₫' },
  { code: 'SGD', symbol: 'S$' },
  { code: 'BRL', symbol: 'R$' },
  { code: 'HKD', symbol: 'HK$' },
  { code: 'CAD', symbol: 'CA$' },
  { code: 'IDR', symbol: 'Rp' },
  { code: 'TRY', symbol: '₺' },
  { code: 'NGN', symbol: '₦' },
  { code: 'AUD', symbol: 'A$' },
  { code: 'PKR', symbol: '₨' },
  { code: 'UAH', symbol: '₴' },
  { code: 'CNY', symbol: 'CN¥' },
  { code: 'ARS', symbol: 'ARS$' },
  { code: 'COP', symbol: 'COL$' },
  { code: 'MXN', symbol: 'MX$' },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function matchCurrency(candidate: string | null | undefined): CurrencyCode | undefined {
  const upper = candidate?.trim().toUpperCase();
  return CURRENCIES.find((c) => c.code === upper)?.code;
}

/** The currency's name in the interface language, e.g. "Euro" or "ユーロ". */
export function currencyDisplayName(code: CurrencyCode, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code;
}
