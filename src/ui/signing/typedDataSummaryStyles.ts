import { css } from '#styled-system/css';

export const summary = css({ display: 'grid', gap: '3', minW: '0' });

export const heading = css({ fontSize: 'md', fontWeight: 'semibold' });

export const sentences = css({ display: 'grid', gap: '1', listStyle: 'none', p: '0', m: '0' });

export const caution = css({ color: 'warning', fontWeight: 'medium' });

export const danger = css({ color: 'critical', fontWeight: 'semibold' });

/** Label and value on one line when they fit, the value under its label when it does not (a 360 px phone). */
export const facts = css({
  display: 'grid',
  gap: '1.5',
  fontSize: 'sm',
  minW: '0',
  '& > div': { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: '4', rowGap: '0.5' },
  '& dt': { color: 'text.muted', flexShrink: 0, maxW: 'full', overflowWrap: 'anywhere' },
  '& dd': { minW: '0', maxW: 'full', textAlign: 'end', overflowWrap: 'anywhere', m: '0' },
  // an address or a long raw value reads from the start, under its label
  '& > div[data-stacked]': { flexDirection: 'column' },
  '& > div[data-stacked] > dd': { textAlign: 'start' },
});

/** A full address: never wider than its box, broken anywhere rather than overflowing. */
export const address = css({
  display: 'block',
  fontFamily: 'mono',
  fontSize: 'xs',
  color: 'text.muted',
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
});

export const rawValue = css({ fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere', wordBreak: 'break-all' });

export const disclosure = css({
  fontSize: 'sm',
  '& > summary': {
    cursor: 'pointer',
    color: 'accent.text',
    _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
  },
  '& > dl': { mt: '2' },
});
