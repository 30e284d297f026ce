// issue 32: the idle time after which the embedded wallet locks itself (lib/wallet/autoLock.ts), in the drawer's
// settings while the embedded wallet is connected, and in the extension's popup (AutoLockChoice, its value kept by the
// extension's service worker). Durations are named by Intl in the interface language.
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { listRow, mutedText } from '#styled-system/recipes';
import { usePreferences, usePreferencesStore } from '../../data/preferencesContext';
import { AUTO_LOCK_CHOICES, DEFAULT_AUTO_LOCK_MINUTES } from '../../lib/wallet/autoLock';

const select = css({
  minW: '0',
  maxW: '40',
  h: '11',
  px: '2',
  bg: 'surface',
  color: 'text',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
});

export function AutoLockSetting() {
  const { autoLockMinutes } = usePreferences();
  const store = usePreferencesStore();
  return (
    <AutoLockChoice minutes={autoLockMinutes} onChange={(minutes) => void store.set('autoLockMinutes', minutes)} />
  );
}

/** The idle-time control; `minutes` null is "Never", and a value not offered shows as the default. */
export function AutoLockChoice(props: { minutes: number | null; onChange: (minutes: number | null) => void }) {
  const { t, i18n } = useTranslation();
  const current = (AUTO_LOCK_CHOICES as readonly (number | null)[]).includes(props.minutes)
    ? props.minutes
    : DEFAULT_AUTO_LOCK_MINUTES;
  const nameOf = (minutes: number | null) => {
    if (minutes === null) return t('accountDrawer.autoLockNever');
    const [value, unit] = minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
    return new Intl.NumberFormat(i18n.language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  };
  return (
    <label className={listRow()}>
      <span>
        {t('accountDrawer.autoLock')}
        <br />
        <span className={mutedText()}>{t('accountDrawer.autoLockHint')}</span>
      </span>
      <select
        className={select}
        value={current === null ? 'never' : String(current)}
        onChange={(e) => props.onChange(e.target.value === 'never' ? null : Number(e.target.value))}
      >
        {AUTO_LOCK_CHOICES.map((minutes) => (
          <option key={String(minutes)} value={minutes === null ? 'never' : String(minutes)}>
            {nameOf(minutes)}
          </option>
        ))}
      </select>
    </label>
  );
}
