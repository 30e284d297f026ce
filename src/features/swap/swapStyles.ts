// The swap form's own style; the shared pieces (panel, muted text) are recipes in panda.config.ts.
import { css } from '#styled-system/css';

/** The amount field: takes the room the token button leaves, never pushing it off a phone's screen. */
export const amountInput = css({
  flex: '1',
  w: '0',
  minW: '0',
  fontSize: { base: 'xl', sm: '2xl' },
  p: '1',
  bg: 'transparent',
  color: 'text',
  border: 'none',
  outline: 'none',
});
