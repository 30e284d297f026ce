import { css } from '#styled-system/css';

/** spec §2 and §9: a full-screen sheet at small widths; a fixed side panel of 320 px (390 px on wide screens), 8 px margin. */
export const panel = css({
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

export const header = css({ display: 'flex', alignItems: 'center', gap: '2', mb: '3' });

export const list = css({ display: 'grid', gap: '0.5' });
