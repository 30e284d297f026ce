import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import type { ThemePreference } from '../../data/preferences';
import { usePreferences, usePreferencesStore } from '../../data/preferencesContext';

const OPTIONS: { value: ThemePreference; labelKey: string }[] = [
  { value: 'system', labelKey: 'settings.themeSystem' },
  { value: 'light', labelKey: 'settings.themeLight' },
  { value: 'dark', labelKey: 'settings.themeDark' },
];

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme } = usePreferences();
  const store = usePreferencesStore();
  return (
    <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: '3', py: '2' })}>
      <span id="theme-label">{t('settings.theme')}</span>
      <div
        role="radiogroup"
        aria-labelledby="theme-label"
        className={css({ display: 'flex', gap: '1', p: '1', bg: 'surface', borderRadius: 'full' })}
      >
        {OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={theme === option.value}
            onClick={() => void store.set('theme', option.value)}
            className={css({
              px: '3',
              py: '1',
              borderRadius: 'full',
              fontSize: 'sm',
              cursor: 'pointer',
              '&[aria-checked=true]': { bg: 'surface.raised', color: 'text', fontWeight: 'semibold', boxShadow: 'sm' },
              color: 'text.muted',
              _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
            })}
          >
            {t(option.labelKey)}
          </button>
        ))}
      </div>
    </div>
  );
}
