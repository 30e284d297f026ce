// spec: light and dark themes meet WCAG AA. Reads the semantic colour tokens of panda.config.ts, so a colour changed
// there is checked here: every text colour against every background it is drawn on, in both themes.
import { describe, expect, it } from 'vitest';
import config from '../../panda.config.ts';

type TokenValue = { value: string | { base: string; _dark: string } };
type TokenTree = { [key: string]: TokenValue | TokenTree };
type Theme = 'base' | '_dark';

const extend = config.theme?.extend as { tokens: { colors: TokenTree }; semanticTokens: { colors: TokenTree } };

function lookup(tree: TokenTree, path: string): TokenValue | undefined {
  let node: TokenValue | TokenTree | undefined = tree;
  for (const key of path.split('.')) node = node && !('value' in node) ? (node as TokenTree)[key] : undefined;
  if (node && !('value' in node) && 'DEFAULT' in node) node = node.DEFAULT;
  return node && 'value' in node ? (node as TokenValue) : undefined;
}

/** A semantic colour's hex value in one theme, following `{colors.x.y}` references to the base tokens. */
function colour(path: string, theme: Theme): string {
  const token = lookup(extend.semanticTokens.colors, path);
  if (!token) throw new Error(`no semantic colour ${path}`);
  const value = typeof token.value === 'string' ? token.value : token.value[theme];
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  if (!reference) return value;
  const base = lookup(extend.tokens.colors, reference[1]!);
  if (!base || typeof base.value !== 'string') throw new Error(`no colour ${reference[1]}`);
  return base.value;
}

/** WCAG 2.x relative luminance of a #rgb or #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text colours and the backgrounds they are drawn on (buttons: the recipe's tones in panda.config.ts). */
const PAIRS: readonly (readonly [text: string, background: string])[] = [
  ...['bg', 'surface', 'surface.raised', 'surface.hover'].flatMap((background) =>
    ['text', 'text.muted', 'accent.text', 'success', 'critical'].map((text) => [text, background] as const),
  ),
  ['accent.contrast', 'accent'],
  ['accent.contrast', 'accent.hover'],
  ['accent.text', 'accent.soft'],
  ['text', 'accent.soft'],
];

describe('contrastRatio', () => {
  it('should give 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5e5e5e', '#5e5e5e')).toBe(1);
  });
});

describe.each(['base', '_dark'] as const)('semantic colours in the %s theme', (theme) => {
  it.each(PAIRS)('should keep %s on %s at WCAG AA (4.5:1) or more', (text, background) => {
    const ratio = contrastRatio(colour(text, theme), colour(background, theme));
    expect(
      ratio,
      `${text} ${colour(text, theme)} on ${background} ${colour(background, theme)}`,
    ).toBeGreaterThanOrEqual(4.5);
  });
});
