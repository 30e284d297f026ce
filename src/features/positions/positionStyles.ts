// The liquidity screens' shared layout: a centred column of cards, label/value lines and chip radios.
import { css, cx } from '#styled-system/css';
import { button } from '#styled-system/recipes';

const chipBase = css({
  minH: '11',
  cursor: 'pointer',
  position: 'relative',
  _focusWithin: { outline: '2px solid', outlineColor: 'accent' },
});

export const positionStyles = {
  page: css({ maxW: '840px', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '4', md: '8' } }),
  back: css({ display: 'inline-flex', minH: '11', alignItems: 'center' }),
  heading: css({ fontSize: '2xl', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  card: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '2',
    p: '4',
    borderRadius: 'xl',
    border: '1px solid',
    borderColor: 'border',
  }),
  cardTitle: css({ fontSize: 'lg', fontWeight: 'semibold' }),
  line: css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' }),
  action: css({ minH: '11', justifySelf: 'start' }),
  chips: css({ display: 'flex', gap: '2', flexWrap: 'wrap', border: 'none', p: '0' }),
  /** A chip that is a radio: the input lies transparent over it, so a tap anywhere on it picks it. */
  chip: (selected: boolean) => cx(button({ tone: selected ? 'accent' : 'soft', size: 'sm' }), chipBase),
  chipInput: css({ position: 'absolute', inset: '0', opacity: 0, cursor: 'pointer', m: '0' }),
};
