import autoprefixer from 'autoprefixer';
import tailwindcss from 'tailwindcss';

/**
 * Web fonts are preloaded (scripts/site-files/head-hints.ts) and shown only if they are ready for the
 * first layout (`font-display: optional`); otherwise the page keeps the metric-matched fallback faces
 * (scripts/site-files/latin-fallbacks.ts) for that visit and the cached font is used from the next page on. Either
 * way no text is laid out twice: a font swap re-lays out the whole page, a long task on a phone.
 */
const fontDisplayOptional = {
  postcssPlugin: 'font-display-optional',
  Declaration: {
    'font-display': (declaration) => {
      declaration.value = 'optional';
    },
  },
};

/**
 * Only in the build. The dev server preloads nothing and its stylesheet arrives with the JavaScript,
 * long after the first layout, so under `optional` a developer never saw the web fonts at all. There
 * the fontsource default (`swap`) shows them as they arrive, and the metric-matched fallback faces
 * keep the swap from moving a line.
 */
const production = process.env.NODE_ENV === 'production';

export default {
  plugins: [tailwindcss(), autoprefixer(), ...(production ? [fontDisplayOptional] : [])],
};
