import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';

/**
 * Each web font is followed by a local face resized to its metrics (scripts/site-files/latin-fallbacks.ts).
 * Utilities and the headings read them through `--font-display` / `--font-sans`, so Arabic pages can put the Arabic
 * face in front by redefining the two variables (scripts/site-files/arabic-font.ts) in a style that
 * only they carry: English and French pages never see it, and never download it.
 */
export const FONT_STACKS = {
  display: ['"Fraunces Variable"', '"Fraunces Fallback"', 'Georgia', 'serif'],
  sans: ['"Inter Variable"', '"Inter Fallback"', 'system-ui', '-apple-system', 'Segoe UI', 'sans-serif'],
} as const;

/**
 * Design tokens. The palette is drawn from Moroccan clay, indigo, saffron and the mint of zellij
 * tiles; every text/background pair used by the UI is chosen to pass WCAG AA.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        sand: { 50: '#fbf8f3', 100: '#f6efe4', 200: '#ecdfca', 300: '#dcc7a5' },
        clay: { 400: '#c97b5a', 500: '#b5613f', 600: '#9a4c2e', 700: '#7c3a22', 800: '#5c2a18' },
        indigo: { 700: '#2b3a67', 800: '#1f2b4f', 900: '#151d36' },
        saffron: { 300: '#f2c55c', 400: '#e9a92f', 500: '#c98a12' },
        mint: { 100: '#e3f1ea', 600: '#2f7a5c', 700: '#23614a' },
        ink: { DEFAULT: '#2a211c', soft: '#5a4c43', muted: '#6e6058' },
      },
      fontFamily: { display: 'var(--font-display)', sans: 'var(--font-sans)' },
      maxWidth: { content: '72rem', prose: '42rem' },
      letterSpacing: { label: '0.18em' },
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
      },
      animation: { 'fade-in': 'fade-in 200ms ease-out' },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        ':root': {
          '--font-display': FONT_STACKS.display.join(', '),
          '--font-sans': FONT_STACKS.sans.join(', '),
        },
      });
    }),
  ],
} satisfies Config;
