// spec §2 "Query parameters": everything the frame reads from the URL, parsed once into typed values.
import type { Address } from 'viem';
import { hasAddressShape } from './addressShape';
import { matchCurrency, type CurrencyCode } from './currencies';
import { matchLocale, type LocaleCode } from './locales';

export type ThemeParam = 'light' | 'dark';

export type FrameQueryParams = {
  lng?: LocaleCode;
  theme?: ThemeParam;
  disableNFTs?: boolean;
  cur?: CurrencyCode;
  intro: boolean;
  eagerlyConnect: boolean;
  eagerlyConnectAddress?: Address;
  featureFlagOverride: string[];
  featureFlagOverrideOff: string[];
  experimentOverride: Record<string, string>;
  layerOverride: Record<string, string>;
  layerOverrideOff: string[];
};

const commaList = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** `a:1,b:2` -> { a: '1', b: '2' }; items without a name or value are dropped. */
export function parseNameValueList(value: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of commaList(value)) {
    const at = item.indexOf(':');
    if (at <= 0 || at === item.length - 1) continue;
    out[item.slice(0, at)] = item.slice(at + 1);
  }
  return out;
}

/** spec §2: light or dark, case-insensitive; values shorter than 2 characters are ignored. */
export function parseThemeParam(value: string | null): ThemeParam | undefined {
  if (value === null || value.length < 2) return undefined;
  const lower = value.toLowerCase();
  return lower === 'light' || lower === 'dark' ? lower : undefined;
}

/** spec §2: only the literals `true` and `false` are accepted. */
export function parseBooleanLiteral(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

export function parseFrameQueryParams(search: string, options: { isProductionHost: boolean }): FrameQueryParams {
  const params = new URLSearchParams(search);
  // Overrides are a developer tool; the production host ignores them (spec §2).
  const allowOverrides = !options.isProductionHost;
  const address = params.get('eagerlyConnectAddress');
  return {
    lng: matchLocale(params.get('lng')),
    theme: parseThemeParam(params.get('theme')),
    disableNFTs: parseBooleanLiteral(params.get('disableNFTs')),
    cur: matchCurrency(params.get('cur')),
    intro: params.get('intro') === 'true',
    eagerlyConnect: params.get('eagerlyConnect') !== 'false',
    eagerlyConnectAddress: address !== null && hasAddressShape(address) ? address : undefined,
    featureFlagOverride: allowOverrides ? commaList(params.get('featureFlagOverride')) : [],
    featureFlagOverrideOff: allowOverrides ? commaList(params.get('featureFlagOverrideOff')) : [],
    experimentOverride: allowOverrides ? parseNameValueList(params.get('experimentOverride')) : {},
    layerOverride: allowOverrides ? parseNameValueList(params.get('layerOverride')) : {},
    layerOverrideOff: allowOverrides ? commaList(params.get('layerOverrideOff')) : [],
  };
}
