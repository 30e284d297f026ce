import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { usePreferences } from '../../data/preferencesContext';

/** spec §2: shown while testnet mode is on; it opens settings. */
export function TestnetIndicator({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation();
  if (!usePreferences().testnetMode) return null;
  return (
    <button
      type="button"
      onClick={onOpenSettings}
      className={css({
        px: '3',
        py: '1',
        borderRadius: 'full',
        bg: 'accent.soft',
        color: 'accent.text',
        fontSize: 'sm',
        fontWeight: 'semibold',
        cursor: 'pointer',
      })}
    >
      {t('nav.testnetMode')}
    </button>
  );
}
