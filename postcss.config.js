import autoprefixer from 'autoprefixer';
import tailwindcss from 'tailwindcss';

/**
 * Web fonts are preloaded (scripts/site-files/head-hints.ts) and shown only if they are ready for the
 * first layout (`font-display: optional`); otherwise the page keeps the metric-matched fallback faces
 * of src/styles/index.css for that visit and the cached font is used from the next page on. Either
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

export default {
  plugins: [tailwindcss(), autoprefixer(), fontDisplayOptional],
};
