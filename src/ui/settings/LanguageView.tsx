import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../icons';
import { LOCALES, type LocaleCode } from '../../lib/locales';
import { row, scrollList } from './settingsStyles';

/** The languages to choose from, the active one checked. */
export function LanguageView({ onChoose }: { onChoose: (code: LocaleCode) => Promise<void> }) {
  const { i18n } = useTranslation();
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
              onClick={() => void onChoose(locale.code)}
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
