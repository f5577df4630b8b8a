/**
 * Resource hints for index.html that only the build can know: a preconnect to the Supabase project
 * (every screen's first data request goes there, so the TLS handshake can start while JS downloads) and,
 * optionally, preloads of the two Latin variable fonts, whose hashed names exist only in the bundle.
 */
import type { HtmlTagDescriptor, Plugin, ResolvedConfig } from 'vite';

/** The Latin subsets of the display and text faces (@fontsource-variable/fraunces and /inter). */
const LATIN_FONTS = /(^|\/)(fraunces|inter)-latin-wght-normal-[\w-]+\.woff2$/;

export interface HeadHintsOptions {
  /**
   * Preload the Latin fonts, so they are ready for the first layout (font-display: optional shows them
   * only then). Measured worse while the app rendered client-side, when they competed with the JS.
   */
  preloadFonts?: boolean;
}

export function headHintsPlugin(options: HeadHintsOptions = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'zellij-head-hints',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // Always set: scripts/build-env.ts fills it for local builds and requires it for deploy builds.
        const apiUrl = String(config.env.VITE_SUPABASE_URL);
        // supabase-js fetches in CORS mode without credentials: the preconnect must be anonymous too.
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'link',
            attrs: { rel: 'preconnect', href: new URL(apiUrl).origin, crossorigin: '' },
            injectTo: 'head',
          },
        ];
        if (options.preloadFonts) {
          for (const file of Object.keys(ctx.bundle ?? {})
            .filter((name) => LATIN_FONTS.test(name))
            .sort()) {
            tags.push({
              tag: 'link',
              attrs: {
                rel: 'preload',
                as: 'font',
                type: 'font/woff2',
                href: config.base + file,
                crossorigin: '',
              },
              injectTo: 'head',
            });
          }
        }
        return tags;
      },
    },
  };
}
