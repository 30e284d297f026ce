import { defineConfig, defineRecipe } from '@pandacss/dev';

// Recipes shared by the frame and every feature; features add their own beside their components.
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
    _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    tone: {
      accent: { bg: 'accent', color: 'accent.contrast', _hover: { bg: 'accent.hover' } },
      soft: { bg: 'accent.soft', color: 'accent.text', _hover: { bg: 'surface.hover' } },
      ghost: { bg: 'transparent', color: 'text', _hover: { bg: 'surface.hover' } },
    },
    size: {
      sm: { h: '9', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '4', fontSize: 'md' },
      icon: { h: '10', w: '10', p: '0' },
    },
  },
  defaultVariants: { tone: 'ghost', size: 'md' },
});

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
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
            hover: { value: { base: '#d4009a', _dark: '#fd94ff' } }, // white text on it keeps AA (pink.500 gave 4.3:1)
            contrast: { value: { base: '#ffffff', _dark: '#131313' } },
            soft: { value: { base: '#fef4ff', _dark: '#361a37' } },
            text: { value: { base: '{colors.pink.600}', _dark: '{colors.pink.400}' } },
          },
          success: { value: { base: '#0c7a43', _dark: '#40b66b' } },
          critical: { value: { base: '#c2261f', _dark: '#ff6f6f' } },
        },
      },
      recipes: { button },
      keyframes: {
        tokenFloat: { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-12px)' } },
        // No var() in keyframes: Chrome runs such animations on the main thread instead of the compositor.
        tokenEnter: { from: { opacity: 0, transform: 'scale(0.6)' }, to: { opacity: 1, transform: 'scale(1)' } },
        hintBounce: { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(6px)' } },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg', color: 'text', fontFamily: 'body' },
    // Direction-bearing icons (back, chevron) point the other way in right-to-left locales.
    '[dir=rtl] .flip-rtl': { transform: 'scaleX(-1)' },
  },
});
