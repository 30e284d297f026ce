// The popup's frame: the extension's 368 px dropdown layout (spec: the account drawer for the extension wallet).
import { css } from '#styled-system/css';

export const popupFrame = css({
  width: '100%',
  maxWidth: '368px',
  minHeight: '100dvh',
  mx: 'auto',
  p: '4',
  display: 'grid',
  alignContent: 'start',
  gap: '3',
  bg: 'bg',
  color: 'text',
  overflowWrap: 'anywhere',
});
export const popupHeading = css({ fontSize: 'lg', fontWeight: 'semibold' });
export const popupSubheading = css({ fontSize: 'md', fontWeight: 'semibold', mb: '2' });
/** A row of buttons that wraps onto a second line rather than past the popup's edge. */
export const buttonRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
