// The liquidity screens' shared layout: a centred column of cards, label/value lines, chip radios, fields and inputs.
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';

const chipBase = css({
  minH: '11',
  cursor: 'pointer',
  position: 'relative',
  _focusWithin: { outline: '2px solid', outlineColor: 'accent' },
});

export const positionStyles = {
  page: css({ maxW: '840px', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '4', md: '8' } }),
  back: css({ display: 'inline-flex', gap: '1', minH: '11', alignItems: 'center' }),
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
  /** The column a form's steps stack in. */
  stack: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' }),
  /** A label over its input and a note. */
  field: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1' }),
  /** Two fields side by side from the small breakpoint up. */
  pairGrid: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  }),
  input: css({
    minH: '11',
    px: '3',
    borderRadius: 'lg',
    border: '1px solid',
    borderColor: 'border',
    bg: 'transparent',
    color: 'inherit',
    fontSize: 'md',
    _disabled: { opacity: 0.6 },
    _invalid: { borderColor: 'critical' },
  }),
  checkboxRow: css({ display: 'flex', gap: '2', alignItems: 'center', minH: '11' }),
  legend: css({ fontWeight: 'medium', mb: '2' }),
  note: cx(mutedText(), css({ fontSize: 'xs' })),
  alert: css({ color: 'critical' }),
  primary: cx(button({ tone: 'accent' }), css({ minH: '12' })),
  badge: css({ px: '2', py: '0.5', borderRadius: 'md', bg: 'surface.hover', fontSize: 'sm', whiteSpace: 'nowrap' }),
};
