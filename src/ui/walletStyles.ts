import { css } from '#styled-system/css';

export const field = css({ display: 'grid', gap: '1', mb: '3', fontSize: 'sm' });
export const input = css({
  w: 'full',
  px: '3',
  py: '2',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border',
  bg: 'surface',
  color: 'text',
  fontSize: 'md',
});
export const problemText = css({ color: 'red.500', fontSize: 'sm', mb: '3' });
export const muted = css({ color: 'text.muted', fontSize: 'sm', mb: '3' });
export const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' });
export const wordGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: '2',
  mb: '3',
  listStyle: 'none',
  p: '0',
  counterReset: 'word',
});
