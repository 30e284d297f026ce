import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { focusRing } from '#styled-system/recipes';
import { Dialog } from '../../ui/Dialog';
import { SearchIcon } from '../../ui/icons';

// Opened by a click or `/`: its results, history and tabs load then, not with the first paint (the frame's budget).
const SearchModal = lazy(() => import('../../features/search/SearchModal').then((m) => ({ default: m.SearchModal })));

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** spec §2: a 340 px search bar that shrinks to an icon below xl; `/` opens the search modal, Escape closes it. */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === '/' && !isTyping(event.target)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        aria-label={t('nav.search')}
        aria-keyshortcuts="/"
        onClick={() => setOpen(true)}
        className={cx(
          focusRing(),
          css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            // spec §9: a 340 px bar from xl; it gives way (to 200 px) only after the tabs have folded
            flex: { base: '0 0 auto', xl: '0 1 340px' },
            h: { base: '11', xl: '10' },
            w: { base: '11', xl: 'auto' },
            minW: { xl: '200px' },
            px: { base: '0', xl: '4' },
            justifyContent: { base: 'center', xl: 'flex-start' },
            borderRadius: 'full',
            bg: { base: 'transparent', xl: 'surface' },
            borderWidth: { base: '0', xl: '1px' },
            borderStyle: 'solid',
            borderColor: 'border',
            color: 'text.muted',
            cursor: 'pointer',
            _hover: { bg: 'surface.hover' },
          }),
        )}
      >
        <SearchIcon />
        <span className={css({ display: { base: 'none', xl: 'inline' }, flex: '1', textAlign: 'start' })}>
          {t('nav.search')}
        </span>
        <kbd
          className={css({
            display: { base: 'none', xl: 'inline' },
            px: '1.5',
            borderRadius: 'sm',
            bg: 'surface.hover',
            fontSize: 'xs',
          })}
        >
          /
        </kbd>
      </button>
      <Dialog
        size="lg"
        open={open}
        title={t('search.title')}
        onClose={() => setOpen(false)}
        closeLabel={t('wallet.close')}
      >
        {open && (
          <Suspense fallback={null}>
            <SearchModal onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
