import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { isFestiveSeason } from '../../lib/festiveLogo';

/** spec §2: the logo links to /?intro=true; from 1 December to 7 January it wears a festive hat. */
export function Logo() {
  const { t } = useTranslation();
  const festive = isFestiveSeason(new Date());
  return (
    <Link
      to="/"
      search={{ intro: true }}
      aria-label={t('nav.logo')}
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        color: 'accent',
        fontWeight: 'bold',
        fontSize: 'xl',
        borderRadius: 'md',
        _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
      })}
    >
      <svg
        width="32"
        height="32"
        viewBox={festive ? '0 -16 80 80' : '0 0 64 64'}
        aria-hidden="true"
        data-festive={festive || undefined}
      >
        <rect x="2" y="2" width="60" height="60" rx="14" fill="currentColor" />
        <g fill="none" stroke="#fff" strokeWidth="4.5" strokeLinecap="round">
          <path d="M14 24q9-6 18 0t18 0" />
          <path d="M14 33q9-6 18 0t18 0" />
          <path d="M14 42q9-6 18 0t18 0" />
        </g>
        {festive && (
          <g data-testid="festive-hat">
            <path d="M34 10 Q44 -14 70 -6 Q60 2 66 14z" fill="#d7263d" />
            <rect x="30" y="8" width="40" height="9" rx="4.5" fill="#fff" transform="rotate(8 50 12)" />
            <circle cx="70" cy="-6" r="6" fill="#fff" stroke="#d7263d" strokeWidth="1.5" />
          </g>
        )}
      </svg>
      <span className={css({ display: { base: 'none', sm: 'inline' } })}>{t('app.name')}</span>
    </Link>
  );
}
