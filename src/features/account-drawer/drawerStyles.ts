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
  sm: {
    inset: 'auto',
    top: '8px',
    bottom: '8px',
    insetInlineEnd: '8px',
    w: '320px',
    border: '1px solid',
    borderColor: 'border',
    borderRadius: '2xl',
    boxShadow: 'xl',
  },
  xl: { w: '390px' },
});

export const header = css({ display: 'flex', alignItems: 'center', gap: '2', mb: '3' });

export const row = css({
  display: 'flex',
  w: 'full',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '2',
  py: '2',
  borderRadius: 'lg',
  textAlign: 'start',
});

export const clickableRow = css({
  display: 'flex',
  w: 'full',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '2',
  py: '2.5',
  borderRadius: 'lg',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'surface.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
});

export const muted = css({ color: 'text.muted', fontSize: 'sm' });

export const list = css({ display: 'grid', gap: '0.5' });

export const card = css({
  p: '3',
  borderRadius: 'xl',
  bg: 'surface',
  border: '1px solid',
  borderColor: 'border',
  mb: '3',
});
