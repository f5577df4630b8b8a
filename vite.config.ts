import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { prepareBuildEnv } from './scripts/build-env.ts';
import { icuMessagesPlugin, icuParserAlias } from './scripts/i18n/messages-plugin.ts';
import { arabicFontPlugin } from './scripts/site-files/arabic-font.ts';
import { headHintsPlugin } from './scripts/site-files/head-hints.ts';
import { latinFallbacksPlugin } from './scripts/site-files/latin-fallbacks.ts';
import { siteFilesPlugin } from './scripts/site-files/vite-plugin.ts';
import { webFontsPlugin } from './scripts/site-files/web-fonts.ts';

/** The vendor chunks and the entry, which every page evaluates before it can respond. */
const STARTUP_CHUNKS = new Set(['react', 'query', 'app', 'index']);

export default defineConfig(({ command, mode }) => {
  prepareBuildEnv(command, mode, import.meta.dirname);
  return {
    // Build-only: the Latin web fonts trimmed to the weights the shop uses, the Supabase preconnect and
    // their preloads in index.html (the fonts are font-display: optional, see postcss.config.js), then
    // sitemap.xml, robots.txt and _headers written from the database and the public pages prerendered
    // (scripts/site-files/, scripts/prerender/). The Arabic web font is emitted by the build and put
    // into Arabic pages only, by the prerender (and by the dev server under /ar/). Every page, built or
    // served, carries the Latin fonts' metric-matched fallback faces, computed from the font files.
    plugins: [
      react(),
      icuMessagesPlugin(),
      webFontsPlugin(),
      arabicFontPlugin(),
      latinFallbacksPlugin(),
      headHintsPlugin({ preloadFonts: true }),
      siteFilesPlugin(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        {
          find: '@rules',
          replacement: fileURLToPath(new URL('./supabase/functions/_shared/rules', import.meta.url)),
        },
        icuParserAlias,
      ],
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      // A lazy import does not preload its chunk's dependencies: Vite's helper added one
      // <link rel=modulepreload> for each (13 for the product page), ~1.4 ms apiece on a slow phone, all
      // inside the task that starts the app; without them that task fell from ~55 to ~13 ms. The browser
      // still fetches a chunk's imports in parallel as soon as the chunk arrives, so a first visit to a
      // screen costs at most one round trip more. The shell (spa.html) keeps its preloads of the startup
      // chunks.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
      sourcemap: false,
      // Keep the vendor code that every route needs in stable, long-cacheable chunks.
      rollupOptions: {
        // A feature's or the UI kit's index.ts only re-exports: importing one name from it must not make
        // every module it names part of the startup chunk (the code-splitting group below takes what the
        // entry reaches). Without this the Save button and the quantity stepper rode in every page's JS.
        treeshake: {
          moduleSideEffects: (id: string) => !/[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id),
        },
        output: {
          // Explicit compile hints (Chrome 136+): V8 compiles the startup chunks' functions while they
          // stream in, off the main thread, instead of one by one on the main thread as hydration first
          // calls them. Added after minification, which would strip a banner.
          postBanner: (chunk: { name: string }) =>
            STARTUP_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : '',
          // Few, stable chunks: every file is a request the main thread starts and a response it handles,
          // so the code every page starts with is one chunk instead of dozens of 1 KB ones.
          codeSplitting: {
            groups: [
              // Anchored at node_modules/: `@floating-ui/react-dom/` must not drag the popper into this chunk.
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                priority: 30,
              },
              // `tslib` has a chunk of its own: a group takes its modules' dependencies along, so tslib rode
              // in the lazily loaded client, and the Radix dialog (the recipe's cooking mode) imported all
              // of supabase-js statically to reach it (/recipe: 223 KB initial JavaScript).
              { name: 'tslib', test: /node_modules[\\/]tslib[\\/]/, priority: 40 },
              // PostgREST's client alone (~5 KB gzip): what an account or order page reads with before
              // supabase-js has loaded (getDatabase in src/lib/supabase.ts); supabase-js imports it too.
              { name: 'postgrest', test: /node_modules[\\/]@supabase[\\/]postgrest-js[\\/]/, priority: 35 },
              // The functions and Storage clients alone (getFunctions, getStorage): a signed-in reader's
              // premium status and a review's photos need them, not the rest of supabase-js.
              { name: 'functions', test: /node_modules[\\/]@supabase[\\/]functions-js[\\/]/, priority: 35 },
              { name: 'storage', test: /node_modules[\\/]@supabase[\\/]storage-js[\\/]/, priority: 35 },
              // Anchored too, so nothing else rides in the lazily loaded client.
              { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/, priority: 30 },
              { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
              // Everything else the entry imports: providers, the layout, the UI primitives and its icons
              // (not the entry module itself, which must stay the entry chunk the pages start).
              {
                name: 'app',
                tags: ['$initial'],
                test: (id: string) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id),
                priority: 20,
              },
            ],
          },
        },
      },
    },
  };
});
