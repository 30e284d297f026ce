import { Link } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { IconButton } from '../../ui/IconButton';
import { ChevronIcon, CloseIcon, MenuIcon } from '../../ui/icons';
import { useDismiss } from '../../ui/useDismiss';
import { COMPANY_MENU } from './navigation';

const panel = css({
  position: 'fixed',
  insetInline: '0',
  bottom: '0',
  maxH: '85vh',
  overflowY: 'auto',
  p: '4',
  bg: 'surface.raised',
  borderTopRadius: '2xl',
  borderTop: '1px solid',
  borderColor: 'border',
  boxShadow: 'xl',
  zIndex: 40,
  md: {
    position: 'absolute',
    insetInline: 'auto',
    bottom: 'auto',
    top: '100%',
    insetInlineStart: '0',
    w: '560px',
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 1fr)',
    gap: '4',
    borderRadius: '2xl',
    border: '1px solid',
    borderColor: 'border',
  },
});

const sectionList = css({ display: 'none', '&[data-expanded=true]': { display: 'block' }, md: { display: 'block' } });

/** spec §2: a hover dropdown on desktop; a drawer whose sections collapse on mobile. */
export function CompanyMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const hoverCapable = () => window.matchMedia('(hover: hover) and (min-width: 768px)').matches;

  return (
    <div
      ref={ref}
      className={css({ position: 'relative' })}
      onMouseEnter={() => hoverCapable() && setOpen(true)}
      onMouseLeave={() => hoverCapable() && setOpen(false)}
    >
      <IconButton
        label={t('nav.companyMenu')}
        aria-expanded={open}
        aria-controls="company-menu"
        onClick={() => setOpen((o) => !o)}
      >
        <MenuIcon />
      </IconButton>
      {open && (
        <nav id="company-menu" aria-label={t('nav.companyMenu')} className={panel}>
          <div className={css({ display: { base: 'flex', md: 'none' }, justifyContent: 'flex-end' })}>
            <IconButton label={t('nav.closeMenu')} onClick={close}>
              <CloseIcon />
            </IconButton>
          </div>
          {COMPANY_MENU.map((section) => {
            const isExpanded = expanded === section.titleKey;
            const listId = `company-${section.titleKey.replace('.', '-')}`;
            return (
              <section key={section.titleKey} className={css({ py: { base: '2', md: '0' } })}>
                <button
                  type="button"
                  aria-expanded={isExpanded}
                  aria-controls={listId}
                  onClick={() => setExpanded(isExpanded ? null : section.titleKey)}
                  className={css({
                    display: { base: 'flex', md: 'none' },
                    w: 'full',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    py: '2',
                    fontWeight: 'semibold',
                    cursor: 'pointer',
                  })}
                >
                  {t(section.titleKey)}
                  <ChevronIcon style={{ transform: isExpanded ? 'rotate(90deg)' : undefined }} />
                </button>
                <h2
                  className={css({
                    display: { base: 'none', md: 'block' },
                    fontWeight: 'semibold',
                    mb: '2',
                    fontSize: 'sm',
                  })}
                >
                  {t(section.titleKey)}
                </h2>
                <ul id={listId} data-expanded={isExpanded} className={sectionList}>
                  {section.links.map((link) => (
                    <li key={link.labelKey}>
                      {'link' in link ? (
                        <Link {...link.link} onClick={close} className={linkStyle}>
                          {t(link.labelKey)}
                        </Link>
                      ) : (
                        <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkStyle}>
                          {t(link.labelKey)}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </nav>
      )}
    </div>
  );
}

const linkStyle = css({
  display: 'block',
  py: '1.5',
  color: 'text.muted',
  fontSize: 'sm',
  _hover: { color: 'text' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
});
