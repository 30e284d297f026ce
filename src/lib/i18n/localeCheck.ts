// Issue 33: every locale is kept whole. A locale file must hold every key en-US holds (each plural key in every CLDR
// category the language uses, plus the `_zero` form i18next reads for a count of 0 where en-US has one), no key en-US
// lacks, the same interpolation variables and markup, and no English left untranslated beyond a short list of names
// and symbols. Pure, so the unit layer runs it over every file and over fixtures that must fail.

export type LocaleProblem = {
  key: string;
  kind: 'missing' | 'extra' | 'placeholders' | 'english' | 'not-text';
  detail?: string;
};

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{\s*[\w.]+\s*}}|<\/?\w+\s*\/?>/g;

/**
 * Names and symbols a translation keeps as they are (the product, protocols, tickers, units and abbreviations), and the
 * handful of crypto words that most languages borrow unchanged (token, pool, hook).
 */
export const KEPT_AS_IS = new Set(
  [
    'Sluice',
    'Uniswap',
    'UniswapX',
    'Permit2',
    'WalletConnect',
    'ENS',
    'ETH',
    'WETH',
    'USDC',
    'USD',
    'NFT',
    'NFTs',
    'TVL',
    'APR',
    'FDV',
    'QR',
    'URL',
    'ID',
    'IPFS',
    'EIP',
    'Devnet',
    'L2',
    'Blog',
    'Max',
    'v2',
    'v3',
    'v4',
    '1H',
    '1D',
    '1W',
    '1M',
    '1Y',
    'token',
    'tokens',
    'pool',
    'pools',
    'hook',
    'hooks',
  ].map((word) => word.toLowerCase()),
);

/**
 * Words a language spells as English does with its own meaning (Spanish "Error"), or borrows in its financial
 * vocabulary, per locale: each entry is a word a fluent translator would keep, not a way to skip translating.
 */
export const SPELLED_AS_IN_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  'af-ZA': ['volume', 'status', 'per', 'week'],
  'ca-ES': ['per', 'protocol', 'error'],
  'cs-CZ': ['limit'],
  'da-DK': ['send', 'smart', 'wallet', 'type'],
  'de-DE': ['governance', 'route'],
  'es-ES': ['error', 'exchanges'],
  'fr-FR': ['transactions', 'volume', 'type', 'collection', 'notifications'],
  'hu-HU': ['limit'],
  'id-ID': ['volume'],
  'it-IT': ['per', 'account', 'password', 'governance', 'volume', 'smart', 'wallet'],
  'nl-NL': ['protocol', 'account', 'accounts', 'smart', 'wallet', 'via', 'volume', 'type', 'status', 'open', 'per', 'week', 'camera'],
  'no-NO': ['send', 'type', 'per'],
  'pl-PL': ['limit'],
  'pt-BR': ['volume'],
  'pt-PT': ['volume'],
  'ro-RO': ['per', 'protocol', 'contract'],
  'sv-SE': ['per'],
};

type Messages = Record<string, string>;

/** `{ a: { b: 'x' } }` as `{ 'a.b': 'x' }`; a value that is not text is reported by the caller. */
export function flattenMessages(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flattenMessages(child, prefix ? `${prefix}.${key}` : key, out);
  } else out[prefix] = value;
  return out;
}

/** The CLDR plural categories of a language, as i18next picks them (Intl.PluralRules). */
export function pluralCategories(code: string): string[] {
  return new Intl.PluralRules(code).resolvedOptions().pluralCategories;
}

const placeholders = (text: string) => (text.match(PLACEHOLDER) ?? []).map((p) => p.replace(/\s+/g, '')).sort();

/** Text with its placeholders and kept names removed still holds a word of English: two letters or more. */
function isUntranslatedEnglish(text: string, code: string): boolean {
  const words = text.replace(PLACEHOLDER, ' ').match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  const same = new Set(SPELLED_AS_IN_ENGLISH[code]);
  return words.some((word) => word.length >= 2 && !KEPT_AS_IS.has(word.toLowerCase()) && !same.has(word.toLowerCase()));
}

const withoutCount = (list: string[]) => list.filter((p) => p !== '{{count}}');

/** Whether a plural category of the language answers exactly one whole number (English `one`: 1; Russian `one`: 1, 21, 31...). */
function coversOneNumber(code: string, category: string): boolean {
  if (category === 'zero') return true; // i18next's own form for a count of 0
  const rules = new Intl.PluralRules(code);
  let numbers = 0;
  for (let n = 0; n <= 1000 && numbers < 2; n++) if (rules.select(n) === category) numbers++;
  return numbers === 1;
}

/**
 * The placeholders a translation must hold: the English text's. A plural form that answers one number only may say it
 * in words ('once', 'twice', 'none') instead of {{count}}; a form that answers many numbers must show {{count}} when
 * English shows it for many (Russian `one` is also 21 and 31: "21 раз", never "once"). Any other form may add it.
 */
function wantedPlaceholders(code: string, key: string, english: Messages, source: string): string[] {
  const want = placeholders(english[source]!);
  const plural = PLURAL.exec(key);
  if (!plural) return want;
  const countInEnglish = placeholders(english[`${plural[1]}_other`] ?? '').includes('{{count}}');
  const rest = withoutCount(want);
  return countInEnglish && !coversOneNumber(code, plural[2]!) ? [...rest, '{{count}}'].sort() : rest;
}

/** The keys a locale must hold: en-US's, with each plural group in the locale's own categories. */
export function expectedKeys(code: string, english: Messages): Map<string, string> {
  const categories = pluralCategories(code);
  const expected = new Map<string, string>(); // key -> the English key whose text it translates
  for (const key of Object.keys(english)) {
    const plural = PLURAL.exec(key);
    if (!plural) {
      expected.set(key, key);
      continue;
    }
    const [, base, category] = plural;
    if (category === 'zero') expected.set(key, key); // i18next's own count-of-0 form, in every language
    for (const wanted of categories) {
      const source = `${base}_${wanted}` in english ? `${base}_${wanted}` : `${base}_other`;
      expected.set(`${base}_${wanted}`, source);
    }
  }
  return expected;
}

export function checkLocale(parameters: { code: string; english: unknown; locale: unknown }): LocaleProblem[] {
  const { code } = parameters;
  const problems: LocaleProblem[] = [];
  const english = flattenMessages(parameters.english) as Messages;
  const locale = flattenMessages(parameters.locale);
  const expected = expectedKeys(code, english);

  for (const [key, source] of expected) {
    const text = locale[key];
    if (text === undefined) {
      problems.push({ key, kind: 'missing' });
      continue;
    }
    if (typeof text !== 'string') {
      problems.push({ key, kind: 'not-text' });
      continue;
    }
    const have = placeholders(text);
    const wantHere = wantedPlaceholders(code, key, english, source);
    const same = (a: string[], b: string[]) => a.join(' ') === b.join(' ');
    // a form that may leave {{count}} out may also show it ('1 Mal')
    const optionalCount = PLURAL.test(key) && !wantHere.includes('{{count}}');
    if (!same(have, wantHere) && !(optionalCount && same(withoutCount(have), wantHere)))
      problems.push({ key, kind: 'placeholders', detail: `${have.join(' ') || 'none'} instead of ${wantHere.join(' ')}` });
    if (!code.startsWith('en') && text === english[source] && isUntranslatedEnglish(text, code))
      problems.push({ key, kind: 'english', detail: text });
  }
  for (const key of Object.keys(locale)) if (!expected.has(key)) problems.push({ key, kind: 'extra' });
  return problems;
}
