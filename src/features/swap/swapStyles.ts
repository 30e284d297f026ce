// Styles the swap form's parts share.
import { css } from '#styled-system/css';

export const panel = css({
  display: 'grid',
  gap: '2',
  p: '4',
  borderRadius: 'xl',
  bg: 'surface',
  border: '1px solid',
  borderColor: 'border',
});
export const amountInput = css({
  flex: '1',
  minW: '0',
  fontSize: '2xl',
  p: '1',
  bg: 'transparent',
  color: 'text',
  border: 'none',
  outline: 'none',
});
export const muted = css({ color: 'text.muted', fontSize: 'sm' });
