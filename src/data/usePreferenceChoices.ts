// Choosing a language or a display currency: stored as a preference and written to the URL (spec §2 `lng`, `cur`), so
// a shared link opens the same way. The settings menu and the account drawer both offer these choices.
import { useNavigate } from '@tanstack/react-router';
import type { CurrencyCode } from '../lib/currencies';
import { changeLocale } from '../lib/i18n/i18n';
import type { LocaleCode } from '../lib/locales';
import { usePreferencesStore } from './preferencesContext';

export function useChooseLocale(): (code: LocaleCode) => Promise<void> {
  const store = usePreferencesStore();
  const navigate = useNavigate();
  return async (code) => {
    await store.set('locale', code);
    await changeLocale(code);
    void navigate({ to: '.', search: (prev) => ({ ...prev, lng: code }), replace: true });
  };
}

export function useChooseCurrency(): (code: CurrencyCode) => Promise<void> {
  const store = usePreferencesStore();
  const navigate = useNavigate();
  return async (code) => {
    await store.set('currency', code);
    void navigate({ to: '.', search: (prev) => ({ ...prev, cur: code }), replace: true });
  };
}
