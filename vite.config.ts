import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { headHintsPlugin } from './scripts/site-files/head-hints.ts';
import { siteFilesPlugin } from './scripts/site-files/vite-plugin.ts';

/** The vendor chunks and the entry, which every page evaluates before it can respond. */
const STARTUP_CHUNKS = new Set(['react', 'query', 'index']);

export default defineConfig({
  // Build-only: the Supabase preconnect and the Latin web-font preloads in index.html (the fonts are
  // font-display: optional, see postcss.config.js), then sitemap.xml, robots.txt and _headers written
  // from the database and the public pages prerendered (scripts/site-files/, scripts/prerender/).
  plugins: [react(), headHintsPlugin({ preloadFonts: true }), siteFilesPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Keep the vendor code that every route needs in stable, long-cacheable chunks.
    rollupOptions: {
      output: {
        // Explicit compile hints (Chrome 136+): V8 compiles the startup chunks' functions while they
        // stream in, off the main thread, instead of one by one on the main thread as hydration first
        // calls them. Added after minification, which would strip a banner.
        postBanner: (chunk: { name: string }) =>
          STARTUP_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : '',
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined;
          // Anchored at node_modules/: `@floating-ui/react-dom/` must not drag the popper into this chunk.
          if (/node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/.test(id))
            return 'react';
          // Anchored too: `tslib`, which the Radix dialog needs, must not ride in the lazily loaded client.
          if (/node_modules[\\/]@supabase[\\/]/.test(id)) return 'supabase';
          if (id.includes('@tanstack')) return 'query';
          return undefined;
        },
      },
    },
  },
});
