// spec §1: about 35 locales, each loaded on demand; en-US is bundled and is the fallback. Every one is whole (issue 33):
// src/lib/i18n/localeFiles.test.ts fails when a file lacks a key of en-US, a plural form its language uses, a variable,
// or holds English left untranslated.
export type LocaleInfo = { code: string; name: string; dir: 'ltr' | 'rtl' };

export const LOCALES = [
  { code: 'af-ZA', name: 'Afrikaans', dir: 'ltr' },
  { code: 'ar-SA', name: 'العربية', dir: 'rtl' },
  { code: 'ca-ES', name: 'Català', dir: 'ltr' },
  { code: 'cs-CZ', name: 'Čeština', dir: 'ltr' },
  { code: 'da-DK', name: 'Dansk', dir: 'ltr' },
  { code: 'de-DE', name: 'Deutsch', dir: 'ltr' },
  { code: 'el-GR', name: 'Ελληνικά', dir: 'ltr' },
  { code: 'en-US', name: 'English', dir: 'ltr' },
  { code: 'es-ES', name: 'Español', dir: 'ltr' },
  { code: 'fi-FI', name: 'Suomi', dir: 'ltr' },
  { code: 'fr-FR', name: 'Français', dir: 'ltr' },
  { code: 'he-IL', name: 'עברית', dir: 'rtl' },
  { code: 'hu-HU', name: 'Magyar', dir: 'ltr' },
  { code: 'id-ID', name: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'it-IT', name: 'Italiano', dir: 'ltr' },
  { code: 'ja-JP', name: '日本語', dir: 'ltr' },
  { code: 'ko-KR', name: '한국어', dir: 'ltr' },
  { code: 'ms-MY', name: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'nl-NL', name: 'Nederlands', dir: 'ltr' },
  { code: 'no-NO', name: 'Norsk', dir: 'ltr' },
  { code: 'pl-PL', name: 'Polski', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'pt-PT', name: 'Português', dir: 'ltr' },
  { code: 'ro-RO', name: 'Română', dir: 'ltr' },
  { code: 'ru-RU', name: 'Русский', dir: 'ltr' },
  { code: 'sr-SP', name: 'Српски', dir: 'ltr' },
  { code: 'sv-SE', name: 'Svenska', dir: 'ltr' },
  { code: 'sw-TZ', name: 'Kiswahili', dir: 'ltr' },
  { code: 'th-TH', name: 'ไทย', dir: 'ltr' },
  { code: 'tr-TR', name: 'Türkçe', dir: 'ltr' },
  { code: 'uk-UA', name: 'Українська', dir: 'ltr' },
  { code: 'ur-PK', name: 'اردو', dir: 'rtl' },
  { code: 'vi-VN', name: 'Tiếng Việt', dir: 'ltr' },
  { code: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { code: 'zh-TW', name: '繁體中文', dir: 'ltr' },
] as const satisfies readonly LocaleInfo[];

export type LocaleCode = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: LocaleCode = 'en-US';

const byLowerCode = new Map<string, LocaleCode>(LOCALES.map((l) => [l.code.toLowerCase(), l.code]));
const byLanguage = new Map<string, LocaleCode>();
for (const l of LOCALES) {
  const language = l.code.split('-')[0]!.toLowerCase();
  if (!byLanguage.has(language)) byLanguage.set(language, l.code);
}

/**
 * Tags browsers send for a language under another code than ours: Norwegian Bokmål and Nynorsk, Chinese in
 * traditional script (Hong Kong, Macau, `zh-Hant`), Serbian in Cyrillic, and the old tags for Hebrew and Indonesian.
 */
const ALIASES: Readonly<Record<string, LocaleCode>> = {
  nb: 'no-NO',
  nn: 'no-NO',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  'zh-hans': 'zh-CN',
  'sr-cyrl': 'sr-SP',
  'sr-rs': 'sr-SP',
  iw: 'he-IL',
  in: 'id-ID',
};

/** Maps `es-es`, `es`, `es-MX`, `ES_es`, `nb-NO` or `zh-Hant-HK` to one of the locales, or undefined. */
export function matchLocale(candidate: string | null | undefined): LocaleCode | undefined {
  if (!candidate) return undefined;
  const normalized = candidate.trim().replaceAll('_', '-').toLowerCase();
  const [language = '', second = ''] = normalized.split('-');
  return (
    byLowerCode.get(normalized) ??
    ALIASES[`${language}-${second}`] ??
    ALIASES[language] ??
    byLanguage.get(language)
  );
}

export function localeInfo(code: LocaleCode): LocaleInfo {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[7];
}

/** spec §1: lng parameter, then the stored setting, then the browser, then en-US. */
export function resolveLocale(sources: {
  queryParam?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}): LocaleCode {
  return (
    matchLocale(sources.queryParam) ??
    matchLocale(sources.stored) ??
    (sources.browser ?? []).map(matchLocale).find((l) => l !== undefined) ??
    DEFAULT_LOCALE
  );
}
