import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../icons';
import { LOCALES, type LocaleCode } from '../../lib/locales';
import { changeLocale } from '../../app/i18n/i18n';
import { usePreferencesStore } from '../../app/providers/preferencesContext';
import { row, scrollList } from './settingsStyles';

export function LanguageView() {
  const { i18n } = useTranslation();
  const store = usePreferencesStore();
  const navigate = useNavigate();
  const choose = async (code: LocaleCode) => {
    await store.set('locale', code);
    await changeLocale(code);
    // Keep the URL in step with the choice, so a shared link opens in the same language (spec §2 `lng`).
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, lng: code }),
      replace: true,
    } as never);
  };
  return (
    <ul className={scrollList}>
      {LOCALES.map((locale) => {
        const active = i18n.language === locale.code;
        return (
          <li key={locale.code}>
            <button
              type="button"
              lang={locale.code}
              aria-current={active || undefined}
              className={row}
              onClick={() => void choose(locale.code)}
            >
              {locale.name}
              {active && <CheckIcon />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
