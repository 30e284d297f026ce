// The swap form's own style; the shared pieces (panel, muted text) are recipes in panda.config.ts.
import { css } from '#styled-system/css';

/** The amount field: takes the room the token button leaves, never pushing it off a phone's screen. */
export const amountInput = css({
  flex: '1',
  w: '0',
  minW: '0',
  // spec §9: 70 px while empty; AmountPanel shrinks it as the amount grows (48-70 px)
  fontSize: '70px',
  lineHeight: '1.1',
  fontWeight: 'medium',
  p: '0',
  bg: 'transparent',
  color: 'text',
  border: 'none',
  outline: 'none',
});
