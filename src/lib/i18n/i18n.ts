// spec §1: en-US is bundled; every other locale is its own JSON chunk, fetched when chosen.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enUSShape from '../../../locales/en-US.json';
import enUSText from '../../../locales/en-US.json?raw';
import { DEFAULT_LOCALE, localeInfo, type LocaleCode } from '../locales';

type Resources = typeof enUSShape;

// The bundled locale arrives as text for JSON.parse: V8 parses a large JSON string faster than the same object
// literal in JavaScript, and it runs at start on every page (issue 11).
const enUS = JSON.parse(enUSText) as Resources;

const loaders = import.meta.glob<Partial<Resources>>(['../../../locales/*.json', '!../../../locales/en-US.json'], {
  import: 'default',
});

async function loadLocaleResources(code: LocaleCode): Promise<void> {
  if (code === DEFAULT_LOCALE || i18next.hasResourceBundle(code, 'translation')) return;
  const load = loaders[`../../../locales/${code}.json`];
  if (!load) return;
  i18next.addResourceBundle(code, 'translation', await load(), true, true);
}

/** Sets `lang` and `dir` on <html>, so right-to-left locales lay out right to left. */
function applyDocumentLanguage(code: LocaleCode): void {
  if (typeof document === 'undefined') return; // prerendering (scripts/prerender.ts)
  document.documentElement.lang = code;
  document.documentElement.dir = localeInfo(code).dir;
}

/** A value placed into right-to-left text, isolated so its own direction holds (left to right for numbers). */
export function isolateRightToLeft(value: string): string {
  return i18next.dir() === 'rtl' ? `\u2068${value}\u2069` : value;
}

export async function initI18n(code: LocaleCode): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources: { [DEFAULT_LOCALE]: { translation: enUS } },
    interpolation: {
      // React escapes what it renders, so values are not HTML-escaped here. Right to left (issue 33), each value an
      // interpolation places (an amount, an address, a symbol) is a bidi isolate (FIRST STRONG ISOLATE ... POP
      // DIRECTIONAL ISOLATE): "-0.1" and "0x12…ab" keep their own order inside Arabic, Hebrew or Urdu text.
      escapeValue: true,
      escape: isolateRightToLeft,
    },
    returnNull: false,
  });
  await changeLocale(code);
}

export async function changeLocale(code: LocaleCode): Promise<void> {
  try {
    await loadLocaleResources(code);
  } catch (error) {
    // Offline without that chunk cached: keep going in en-US rather than failing the change.
    console.warn(`Could not load locale ${code}`, error);
  }
  await i18next.changeLanguage(code);
  applyDocumentLanguage(code);
}
