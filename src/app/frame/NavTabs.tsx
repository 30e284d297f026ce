import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { basePath } from './basePath';
import { PRIMARY_TABS } from './navigation';

const dropdown = css({
  display: 'none',
  position: 'absolute',
  top: '100%',
  insetInlineStart: '0',
  minW: '180px',
  p: '2',
  bg: 'surface.raised',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'xl',
  boxShadow: 'lg',
  zIndex: 20,
  '.nav-tab:hover &, .nav-tab:focus-within &': { display: 'block' },
});

/** spec §2: primary tabs (Trade, Explore, Pool), each with dropdown items on hover or keyboard focus. */
export function NavTabs() {
  const { t } = useTranslation();
  const base = useRouterState({ select: (s) => basePath(s.location.pathname) });
  return (
    <nav aria-label={t('nav.primary')} className={css({ display: { base: 'none', md: 'flex' }, gap: '1' })}>
      {PRIMARY_TABS.map((tab) => {
        const active = tab.activeBases.includes(base);
        return (
          <div key={tab.labelKey} className={`nav-tab ${css({ position: 'relative' })}`}>
            <Link
              {...tab.link}
              aria-current={active ? 'page' : undefined}
              className={css({
                display: 'block',
                px: '3',
                py: '2',
                borderRadius: 'lg',
                fontWeight: 'medium',
                color: active ? 'text' : 'text.muted',
                _hover: { color: 'text', bg: 'surface.hover' },
                _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
              })}
            >
              {t(tab.labelKey)}
            </Link>
            <ul className={dropdown}>
              {tab.items.map((item) => (
                <li key={item.labelKey}>
                  <Link
                    {...item.link}
                    className={css({
                      display: 'block',
                      px: '3',
                      py: '2',
                      borderRadius: 'md',
                      _hover: { bg: 'surface.hover' },
                      _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
                    })}
                  >
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
