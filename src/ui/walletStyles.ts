// The wallet screens' form pieces (onboarding, unlock, pairing); shared text and focus styles come from the recipes.
import { css, cx } from '#styled-system/css';
import { focusRing, mutedText } from '#styled-system/recipes';

export const field = css({ display: 'grid', gap: '1', mb: '3', fontSize: 'sm' });
export const input = cx(
  focusRing(),
  css({
    w: 'full',
    minW: '0',
    minH: '11',
    px: '3',
    py: '2',
    borderRadius: 'lg',
    border: '1px solid',
    borderColor: 'border',
    bg: 'surface',
    color: 'text',
    fontSize: 'md',
  }),
);
// `critical` meets AA on the surfaces of both themes (red.500 did not on white).
export const problemText = css({ color: 'critical', fontSize: 'sm', mb: '3' });
export const muted = cx(mutedText(), css({ mb: '3' }));
export const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' });
export const wordGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: '2',
  mb: '3',
  listStyle: 'none',
  p: '0',
  counterReset: 'word',
});
