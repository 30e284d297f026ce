// spec §2 "Query parameters": everything the frame reads from the URL. The root route validates them (validateFrameSearch)
// so every screen reads typed values; the boot reads the same values once, before the router exists.
import type { Address } from 'viem';
import { hasAddressShape } from './addressShape';
import { matchCurrency, type CurrencyCode } from './currencies';
import { matchLocale, type LocaleCode } from './locales';
import { parseSearchString, searchText } from './routes/searchString';

export type ThemeParam = 'light' | 'dark';

/** The frame's query parameters as the router holds them: each one valid or absent (bad values are dropped). */
export type FrameSearch = {
  lng?: LocaleCode;
  theme?: ThemeParam;
  disableNFTs?: boolean;
  cur?: CurrencyCode;
  intro?: boolean;
  eagerlyConnect?: boolean;
  eagerlyConnectAddress?: Address;
  /** Comma lists (`a,b`; experiments and layers `name:value`), kept as written; ignored on the production host. */
  featureFlagOverride?: string;
  featureFlagOverrideOff?: string;
  experimentOverride?: string;
  layerOverride?: string;
  layerOverrideOff?: string;
};

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

const commaList = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** `a:1,b:2` -> { a: '1', b: '2' }; items without a name or value are dropped. */
export function parseNameValueList(value: string | null | undefined): Record<string, string> {
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

export type FrameSearchOptions = { isProductionHost: boolean };

/**
 * The root route's validateSearch: every frame parameter typed, or undefined when absent or bad. Each key is present in
 * the result, so a bad value in the URL never reaches a screen.
 */
export function validateFrameSearch(raw: Record<string, unknown>, options: FrameSearchOptions): FrameSearch {
  const text = (name: keyof FrameSearch) => searchText(raw[name]);
  const address = text('eagerlyConnectAddress');
  // Overrides are a developer tool; the production host ignores them (spec §2).
  const override = (name: keyof FrameSearch) => {
    const value = commaList(text(name)).join(',');
    return options.isProductionHost || !value ? undefined : value;
  };
  return {
    lng: matchLocale(text('lng')),
    theme: parseThemeParam(text('theme')),
    disableNFTs: parseBooleanLiteral(text('disableNFTs')),
    cur: matchCurrency(text('cur')),
    intro: text('intro') === 'true' ? true : undefined,
    eagerlyConnect: text('eagerlyConnect') === 'false' ? false : undefined,
    eagerlyConnectAddress: address !== null && hasAddressShape(address) ? address : undefined,
    featureFlagOverride: override('featureFlagOverride'),
    featureFlagOverrideOff: override('featureFlagOverrideOff'),
    experimentOverride: override('experimentOverride'),
    layerOverride: override('layerOverride'),
    layerOverrideOff: override('layerOverrideOff'),
  };
}

/** The frame's parameters with their defaults and lists read, from validated search. */
export function frameQueryParams(search: FrameSearch): FrameQueryParams {
  return {
    lng: search.lng,
    theme: search.theme,
    disableNFTs: search.disableNFTs,
    cur: search.cur,
    intro: search.intro === true,
    eagerlyConnect: search.eagerlyConnect !== false,
    eagerlyConnectAddress: search.eagerlyConnectAddress,
    featureFlagOverride: commaList(search.featureFlagOverride),
    featureFlagOverrideOff: commaList(search.featureFlagOverrideOff),
    experimentOverride: parseNameValueList(search.experimentOverride),
    layerOverride: parseNameValueList(search.layerOverride),
    layerOverrideOff: commaList(search.layerOverrideOff),
  };
}

/** The feature-flag overrides the frame's parameters carry (spec §2), in the shape the router and flags context take. */
export function flagOverridesOf(params: FrameQueryParams) {
  return {
    on: params.featureFlagOverride,
    off: params.featureFlagOverrideOff,
    experiments: params.experimentOverride,
    layers: params.layerOverride,
    layersOff: params.layerOverrideOff,
  };
}

export function parseFrameQueryParams(search: string, options: FrameSearchOptions): FrameQueryParams {
  return frameQueryParams(validateFrameSearch(parseSearchString(search), options));
}
