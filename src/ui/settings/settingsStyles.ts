import { css } from '#styled-system/css';

export const row = css({
  display: 'flex',
  w: 'full',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '3',
  py: '2.5',
  borderRadius: 'lg',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'surface.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
});

export const muted = css({ color: 'text.muted', fontSize: 'sm' });

export const viewHeader = css({ display: 'flex', alignItems: 'center', gap: '2', mb: '2' });

export const scrollList = css({ maxH: '360px', overflowY: 'auto' });
