import { css } from '#styled-system/css';

/** spec §2 and §9: a full-screen sheet at small widths; a fixed side panel of 320 px (390 px on wide screens), 8 px margin. */
const panelStyles = css.raw({
  position: 'fixed',
  zIndex: 40,
  display: 'flex',
  flexDirection: 'column',
  bg: 'surface.raised',
  color: 'text',
  overflowY: 'auto',
  inset: '0',
  p: '4',
  // A full-screen sheet on a phone stays clear of the notch and the home indicator.
  pt: 'max(16px, env(safe-area-inset-top))',
  pb: 'max(16px, env(safe-area-inset-bottom))',
  sm: {
    inset: 'auto',
    top: '8px',
    bottom: '8px',
    insetInlineEnd: '8px',
    w: '320px',
    pt: '4',
    pb: '4',
    border: '1px solid',
    borderColor: 'border',
    borderRadius: '2xl',
    boxShadow: 'xl',
  },
  xl: { w: '390px' },
});
export const panel = css(panelStyles);

/** The CSS variable that places the dropdown: the account button's bottom edge, in px from the top of the window. */
export const DROPDOWN_TOP_VARIABLE = '--account-dropdown-top';

/**
 * spec §2: for the extension wallet, a 368 px dropdown under the button, 8 px below it and from the window's edge; a
 * full-screen sheet at small widths, as the panel.
 */
export const dropdownPanel = css(panelStyles, {
  sm: {
    top: `calc(var(${DROPDOWN_TOP_VARIABLE}, 56px) + 8px)`,
    bottom: 'auto',
    w: '368px',
    maxH: `calc(100dvh - var(${DROPDOWN_TOP_VARIABLE}, 56px) - 16px)`,
  },
  xl: { w: '368px' },
});

export const header = css({ display: 'flex', alignItems: 'center', gap: '2', mb: '3' });

export const list = css({ display: 'grid', gap: '0.5' });
