import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../icons';
import { CURRENCIES, currencyDisplayName, type CurrencyCode } from '../../lib/currencies';
import { usePreferences, usePreferencesStore } from '../../app/providers/preferencesContext';
import { muted, row, scrollList } from './settingsStyles';

export function CurrencyView() {
  const { i18n } = useTranslation();
  const { currency } = usePreferences();
  const store = usePreferencesStore();
  const navigate = useNavigate();
  const choose = async (code: CurrencyCode) => {
    await store.set('currency', code);
    // spec §2: `cur` is added to the current URL when a display currency is chosen.
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, cur: code }),
      replace: true,
    } as never);
  };
  return (
    <ul className={scrollList}>
      {CURRENCIES.map((c) => {
        const active = currency === c.code;
        return (
          <li key={c.code}>
            <button
              type="button"
              aria-current={active || undefined}
              className={row}
              onClick={() => void choose(c.code)}
            >
              <span>
                {c.code} <span className={muted}>{currencyDisplayName(c.code, i18n.language)}</span>
              </span>
              {active && <CheckIcon />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
