import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { card } from '#styled-system/recipes';
import { IconButton } from '../../ui/IconButton';
import { BackIcon, ChevronIcon, SettingsIcon } from '../../ui/icons';
import { useDismiss } from '../../ui/useDismiss';
import { DEFAULT_LOCALE, localeInfo, matchLocale } from '../../lib/locales';
import { usePreferences } from '../../data/preferencesContext';
import { useChooseCurrency, useChooseLocale } from '../../data/usePreferenceChoices';
import { CurrencyView } from '../../ui/settings/CurrencyView';
import { LanguageView } from '../../ui/settings/LanguageView';
import { ThemeToggle } from './ThemeToggle';
import { muted, row, viewHeader } from '../../ui/settings/settingsStyles';

type View = 'settings' | 'language' | 'currency';

// On a phone the popover spans the screen under the header (anchored to the gear it would run off the left edge);
// from sm up it hangs under the gear, 325 px wide at least.
const popover = cx(
  card({ padding: 'sm' }),
  css({
    position: 'fixed',
    top: 'calc(72px + env(safe-area-inset-top))',
    insetInline: '2',
    maxH: 'calc(100dvh - 88px)',
    overflowY: 'auto',
    bg: 'surface.raised',
    borderRadius: '2xl',
    boxShadow: 'xl',
    zIndex: 30,
    sm: { position: 'absolute', top: 'calc(100% + 8px)', insetInlineStart: 'auto', insetInlineEnd: '0', minW: '325px' },
  }),
);

/** spec §2 "Settings popover": Settings, Language and Currency views; back arrow; resets to Settings on close. */
export function SettingsMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const { currency } = usePreferences();
  const chooseLocale = useChooseLocale();
  const chooseCurrency = useChooseCurrency();
  const [view, setView] = useState<View>('settings');
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    onOpenChange(false);
    setView('settings');
  }, [onOpenChange]);
  useDismiss(ref, open, close);
  const languageName = localeInfo(matchLocale(i18n.language) ?? DEFAULT_LOCALE).name;

  return (
    <div ref={ref} className={css({ position: 'relative' })}>
      <IconButton
        label={t('settings.open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => (open ? close() : onOpenChange(true))}
      >
        <SettingsIcon />
      </IconButton>
      {open && (
        <div role="dialog" aria-label={t(`settings.${view === 'settings' ? 'title' : view}`)} className={popover}>
          {view === 'settings' ? (
            <>
              <h2 className={css({ px: '3', py: '2', fontWeight: 'semibold' })}>{t('settings.title')}</h2>
              <ThemeToggle />
              <button type="button" className={row} onClick={() => setView('language')}>
                {t('settings.language')}
                <span className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
                  <span className={muted}>{languageName}</span>
                  <ChevronIcon />
                </span>
              </button>
              <button type="button" className={row} onClick={() => setView('currency')}>
                {t('settings.currency')}
                <span className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
                  <span className={muted}>{currency}</span>
                  <ChevronIcon />
                </span>
              </button>
            </>
          ) : (
            <>
              <div className={viewHeader}>
                <IconButton label={t('settings.back')} onClick={() => setView('settings')}>
                  <BackIcon />
                </IconButton>
                <h2 className={css({ fontWeight: 'semibold' })}>{t(`settings.${view}`)}</h2>
              </div>
              {view === 'language' ? (
                <LanguageView onChoose={chooseLocale} />
              ) : (
                <CurrencyView currency={currency} onChoose={chooseCurrency} />
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
