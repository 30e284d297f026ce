import { Link, useRouterState } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState } from 'react';
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

/**
 * Issue 34: the tabs fold into the company menu (whose App section lists them) whenever the room the header leaves
 * them is narrower than they are, at any width and in any language, instead of lying under the search bar.
 */
function useFoldsWhenNarrow() {
  const room = useRef<HTMLDivElement>(null);
  const tabs = useRef<HTMLElement>(null);
  const [folded, setFolded] = useState(false);
  useLayoutEffect(() => {
    const roomEl = room.current;
    const tabsEl = tabs.current;
    if (!roomEl || !tabsEl || typeof ResizeObserver === 'undefined') return;
    // the tabs keep their own width (max-content) even while folded away, so the two widths always compare
    const measure = () => setFolded(tabsEl.offsetWidth > roomEl.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(roomEl);
    observer.observe(tabsEl);
    measure();
    return () => observer.disconnect();
  }, []);
  return { room, tabs, folded };
}

/** spec §2: primary tabs (Trade, Explore, Pool), each with dropdown items on hover or keyboard focus. */
export function NavTabs() {
  const { t } = useTranslation();
  const base = useRouterState({ select: (s) => basePath(s.location.pathname) });
  const { room, tabs, folded } = useFoldsWhenNarrow();
  return (
    // the room takes what the header leaves (grows from zero: the tabs' own width never holds the header open)
    <div ref={room} className={css({ flex: '1 1 0', w: '0', minW: '0', display: { base: 'none', md: 'block' } })}>
      <nav
        ref={tabs}
        aria-label={t('nav.primary')}
        data-folded={folded}
        className={css({
          display: 'flex',
          w: 'max-content',
          gap: '1',
          // folded: out of sight and out of the tab order, still measured
          '&[data-folded=true]': { visibility: 'hidden' },
        })}
      >
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
    </div>
  );
}
