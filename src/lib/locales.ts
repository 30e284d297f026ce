// spec §1: about 35 locales, each loaded on demand; en-US is bundled and is the fallback. Until a locale's file has every
// key of en-US it is not offered: the picker leaves it out and `lng` (or a stored or browser language) naming it falls
// back as if it were unsupported. src/lib/i18n/localeFiles.test.ts checks each `complete` against the files.
export type LocaleInfo = { code: string; name: string; dir: 'ltr' | 'rtl'; complete: boolean };

export const LOCALES = [
  { code: 'af-ZA', name: 'Afrikaans', dir: 'ltr', complete: false },
  { code: 'ar-SA', name: 'العربية', dir: 'rtl', complete: true },
  { code: 'ca-ES', name: 'Català', dir: 'ltr', complete: false },
  { code: 'cs-CZ', name: 'Čeština', dir: 'ltr', complete: false },
  { code: 'da-DK', name: 'Dansk', dir: 'ltr', complete: false },
  { code: 'de-DE', name: 'Deutsch', dir: 'ltr', complete: false },
  { code: 'el-GR', name: 'Ελληνικά', dir: 'ltr', complete: false },
  { code: 'en-US', name: 'English', dir: 'ltr', complete: true },
  { code: 'es-ES', name: 'Español', dir: 'ltr', complete: true },
  { code: 'fi-FI', name: 'Suomi', dir: 'ltr', complete: false },
  { code: 'fr-FR', name: 'Français', dir: 'ltr', complete: false },
  { code: 'he-IL', name: 'עברית', dir: 'rtl', complete: false },
  { code: 'hu-HU', name: 'Magyar', dir: 'ltr', complete: false },
  { code: 'id-ID', name: 'Bahasa Indonesia', dir: 'ltr', complete: false },
  { code: 'it-IT', name: 'Italiano', dir: 'ltr', complete: false },
  { code: 'ja-JP', name: '日本語', dir: 'ltr', complete: true },
  { code: 'ko-KR', name: '한국어', dir: 'ltr', complete: false },
  { code: 'ms-MY', name: 'Bahasa Melayu', dir: 'ltr', complete: false },
  { code: 'nl-NL', name: 'Nederlands', dir: 'ltr', complete: false },
  { code: 'no-NO', name: 'Norsk', dir: 'ltr', complete: false },
  { code: 'pl-PL', name: 'Polski', dir: 'ltr', complete: false },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr', complete: false },
  { code: 'pt-PT', name: 'Português', dir: 'ltr', complete: false },
  { code: 'ro-RO', name: 'Română', dir: 'ltr', complete: false },
  { code: 'ru-RU', name: 'Русский', dir: 'ltr', complete: false },
  { code: 'sr-SP', name: 'Српски', dir: 'ltr', complete: false },
  { code: 'sv-SE', name: 'Svenska', dir: 'ltr', complete: false },
  { code: 'sw-TZ', name: 'Kiswahili', dir: 'ltr', complete: false },
  { code: 'th-TH', name: 'ไทย', dir: 'ltr', complete: false },
  { code: 'tr-TR', name: 'Türkçe', dir: 'ltr', complete: false },
  { code: 'uk-UA', name: 'Українська', dir: 'ltr', complete: false },
  { code: 'ur-PK', name: 'اردو', dir: 'rtl', complete: false },
  { code: 'vi-VN', name: 'Tiếng Việt', dir: 'ltr', complete: false },
  { code: 'zh-CN', name: '简体中文', dir: 'ltr', complete: false },
  { code: 'zh-TW', name: '繁體中文', dir: 'ltr', complete: false },
] as const satisfies readonly LocaleInfo[];

export type LocaleCode = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: LocaleCode = 'en-US';

/** The locales the interface offers: those translated in full. */
export const COMPLETE_LOCALES = LOCALES.filter((l) => l.complete);

const byLowerCode = new Map<string, LocaleCode>(COMPLETE_LOCALES.map((l) => [l.code.toLowerCase(), l.code]));
const byLanguage = new Map<string, LocaleCode>();
for (const l of COMPLETE_LOCALES) {
  const language = l.code.split('-')[0]!.toLowerCase();
  if (!byLanguage.has(language)) byLanguage.set(language, l.code);
}

/** Maps `es-es`, `es`, `es-MX` or `ES_es` to a complete locale, or undefined. */
export function matchLocale(candidate: string | null | undefined): LocaleCode | undefined {
  if (!candidate) return undefined;
  const normalized = candidate.trim().replace('_', '-').toLowerCase();
  return byLowerCode.get(normalized) ?? byLanguage.get(normalized.split('-')[0] ?? '');
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
