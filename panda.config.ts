import { defineConfig, defineRecipe } from '@pandacss/dev';

// Recipes shared by the frame and every feature; features add their own beside their components.

/** The one keyboard focus outline, so every control shows focus the same way. */
const focusRingStyle = { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' } as const;

/** `focusRing()` on any focusable element that is not a `button()`. */
const focusRing = defineRecipe({
  className: 'focus-ring',
  base: { _focusVisible: focusRingStyle },
});

/** Secondary text: labels, captions, balances (text.muted meets AA on bg and surface in both themes). */
const mutedText = defineRecipe({
  className: 'muted-text',
  base: { color: 'text.muted' },
  variants: { size: { xs: { fontSize: 'xs' }, sm: { fontSize: 'sm' }, md: { fontSize: 'md' } } },
  defaultVariants: { size: 'sm' },
});

/** A bordered surface: the drawer's cards, the swap's details, the wallet screens' boxes. */
const card = defineRecipe({
  className: 'card',
  base: { bg: 'surface', color: 'text', border: '1px solid', borderColor: 'border', borderRadius: 'xl', minW: '0' },
  variants: { padding: { sm: { p: '3' }, md: { p: '4' }, lg: { p: { base: '4', sm: '6' } } } },
  defaultVariants: { padding: 'md' },
});

/** A raised card floating over the page (the install banner, the frame's offline and storage notices). */
const floatingNotice = defineRecipe({
  className: 'floating-notice',
  base: {
    p: '3',
    borderRadius: 'xl',
    bg: 'surface.raised',
    border: '1px solid',
    borderColor: 'border',
    boxShadow: 'lg',
  },
});

/** A card laid out as one column of rows (the swap's sell and buy sides); its content shrinks with the screen. */
const panel = defineRecipe({
  className: 'panel',
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '2',
    p: '4',
    bg: 'surface',
    color: 'text',
    border: '1px solid',
    borderColor: 'border',
    borderRadius: 'xl',
    minW: '0',
  },
});

/** A row of a list: leading logo or avatar (24-36 px), a label that truncates, a trailing value; 44 px tall at least. */
const listRow = defineRecipe({
  className: 'list-row',
  base: {
    display: 'flex',
    w: 'full',
    minW: '0',
    minH: '11',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    px: '2',
    py: '2',
    borderRadius: 'lg',
    textAlign: 'start',
    color: 'text',
  },
  variants: {
    interactive: {
      true: { cursor: 'pointer', _hover: { bg: 'surface.hover' }, _focusVisible: focusRingStyle },
      false: {},
    },
  },
  defaultVariants: { interactive: false },
});

/**
 * Label and value pairs on a `<dl>` whose children are `<div><dt/><dd/></div>`: `tiles` in as many columns as fit
 * (two on a phone), `rows` as label-left value-right lines (a review's figures).
 */
const statGrid = defineRecipe({
  className: 'stat-grid',
  base: { display: 'grid', minW: '0', '& dd': { overflowWrap: 'anywhere' } },
  variants: {
    layout: {
      tiles: {
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(140px, 100%), 1fr))',
        gap: '3',
        '& dt': { color: 'text.muted', fontSize: 'sm' },
        '& dd': { fontWeight: 'semibold', fontSize: 'lg' },
      },
      rows: {
        gap: '1',
        fontSize: 'sm',
        '& > div': { display: 'flex', justifyContent: 'space-between', gap: '4' },
        '& dd': { textAlign: 'end' },
      },
    },
  },
  defaultVariants: { layout: 'tiles' },
});

const button = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderRadius: 'full',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: 'background 125ms',
    _focusVisible: focusRingStyle,
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    tone: {
      accent: { bg: 'accent', color: 'accent.contrast', _hover: { bg: 'accent.hover' } },
      soft: { bg: 'accent.soft', color: 'accent.text', _hover: { bg: 'surface.hover' } },
      ghost: { bg: 'transparent', color: 'text', _hover: { bg: 'surface.hover' } },
    },
    size: {
      // Touch targets of at least 44 px on phones; the compact sizes from md up, where a pointer is likely.
      sm: { h: { base: '11', md: '9' }, px: '3', fontSize: 'sm' },
      md: { h: '11', px: '4', fontSize: 'md' },
      icon: { h: '11', w: '11', p: '0' },
    },
  },
  defaultVariants: { tone: 'ghost', size: 'md' },
});

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}', './extension/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  // Imported as `#styled-system/*` (package.json "imports"), so Node, Vite and vitest resolve it without aliases.
  importMap: '#styled-system',
  outdir: 'styled-system',
  jsxFramework: 'react',
  conditions: {
    extend: {
      // Themes follow <html data-theme> (set from the preference before first paint), not a class.
      dark: '[data-theme=dark] &',
      light: '[data-theme=light] &',
      rtl: '[dir=rtl] &',
    },
  },
  theme: {
    extend: {
      tokens: {
        colors: {
          pink: { 400: { value: '#fc72ff' }, 500: { value: '#e500a4' }, 600: { value: '#b5007f' } },
        },
        // issue 34: one icon set (lucide), three sizes: inline with small text, in a control, on its own
        sizes: { icon: { sm: { value: '16px' }, md: { value: '20px' }, lg: { value: '24px' } } },
        fonts: {
          body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
        },
      },
      semanticTokens: {
        colors: {
          bg: { value: { base: '#ffffff', _dark: '#131313' } },
          surface: {
            DEFAULT: { value: { base: '#f9f9f9', _dark: '#1b1b1b' } },
            hover: { value: { base: '#f0f0f0', _dark: '#2a2a2a' } },
            raised: { value: { base: '#ffffff', _dark: '#1f1f1f' } },
          },
          border: { value: { base: '#e5e5e5', _dark: '#333333' } },
          text: {
            DEFAULT: { value: { base: '#131313', _dark: '#ffffff' } },
            muted: { value: { base: '#5e5e5e', _dark: '#b0b0b0' } },
          },
          accent: {
            DEFAULT: { value: { base: '{colors.pink.600}', _dark: '{colors.pink.400}' } },
            // Light hover darkens: white on pink.500 was 4.3:1, under WCAG AA.
            hover: { value: { base: '#9c006d', _dark: '#fd94ff' } },
            contrast: { value: { base: '#ffffff', _dark: '#131313' } },
            soft: { value: { base: '#fef4ff', _dark: '#361a37' } },
            text: { value: { base: '{colors.pink.600}', _dark: '{colors.pink.400}' } },
          },
          success: { value: { base: '#0c7a43', _dark: '#40b66b' } },
          warning: { value: { base: '#9a4d00', _dark: '#ffb366' } },
          critical: { value: { base: '#c2261f', _dark: '#ff6f6f' } },
        },
      },
      recipes: { button, focusRing, mutedText, card, panel, listRow, statGrid, floatingNotice },
      keyframes: {
        tokenFloat: { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-12px)' } },
        // No var() in keyframes: Chrome runs such animations on the main thread instead of the compositor.
        tokenEnter: { from: { opacity: 0, transform: 'scale(0.6)' }, to: { opacity: 1, transform: 'scale(1)' } },
        hintBounce: { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(6px)' } },
        // issue 34 motion: a phone's sheet rises from the bottom edge, a wider screen's modal fades in and grows a little
        sheetUp: { from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } },
        modalIn: { from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'scale(1)' } },
        fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg', color: 'text', fontFamily: 'body' },
    // Direction-bearing icons (back, chevron) point the other way in right-to-left locales.
    '[dir=rtl] .flip-rtl': { transform: 'scaleX(-1)' },
  },
});
