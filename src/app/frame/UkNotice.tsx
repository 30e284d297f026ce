import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { Dialog } from '../../ui/Dialog';
import { usePreferences } from '../../data/preferencesContext';

/** spec §2: when the origin country is GB, a notice whose read-more link opens the UK disclaimer. */
export function UkNotice() {
  const { t } = useTranslation();
  const { originCountry } = usePreferences();
  const [open, setOpen] = useState(false);
  if (originCountry !== 'GB') return null;
  return (
    <aside
      aria-label={t('uk.disclaimerTitle')}
      className={css({ px: '4', py: '2', bg: 'surface', fontSize: 'xs', color: 'text.muted', textAlign: 'center' })}
    >
      {t('uk.notice')}{' '}
      <button
        type="button"
        className={css({
          color: 'accent.text',
          fontWeight: 'semibold',
          cursor: 'pointer',
          textDecoration: 'underline',
        })}
        onClick={() => setOpen(true)}
      >
        {t('uk.readMore')}
      </button>
      <Dialog open={open} title={t('uk.disclaimerTitle')} onClose={() => setOpen(false)} closeLabel={t('uk.dismiss')}>
        <p className={css({ fontSize: 'sm', lineHeight: 'relaxed' })}>{t('uk.disclaimerBody')}</p>
      </Dialog>
    </aside>
  );
}
