/**
 * The Latin web fonts' fallback faces, in every page's <head>: Arial and Times New Roman (or Liberation
 * Sans / Serif, Arimo / Tinos, drawn to the same widths) resized to Inter's and Fraunces' average width
 * and held to their line metrics (fallback-face.ts). A page the web fonts missed (`font-display:
 * optional`, postcss.config.js) lays out its lines as it would with them, so nothing shifts when the
 * next page shows them. The stacks name the faces after each web font (FONT_STACKS, tailwind.config.ts).
 *
 * The line metrics are read from the font files the page loads: the build's trimmed copies
 * (web-fonts.ts), or the package files the dev server serves.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { IndexHtmlTransformContext, Plugin } from 'vite';

import { fallbackFontFace, verticalMetrics } from './fallback-face.ts';
import { latinFile, TRIMMED_FONTS, type Face } from './web-fonts.ts';

/**
 * Each face's local fonts, and the average character widths in ems (font units / units per em) that
 * size-adjust matches: capsize's xWidthAvg (@capsizecss/metrics 4: Inter 978/2048, Fraunces 938/2000,
 * Arial 913/2048, Times New Roman 832/2048), the advance widths of letters, space and punctuation
 * weighted by how often English text uses them, at the regular weight (400) body text and headings
 * are set in. @capsizecss/unpack gives the same for Inter's file and for Liberation Sans and Serif.
 * Not read from the files: the Fraunces file's default instance is its Black (wght 900), 10% wider,
 * and OS/2's xAvgCharWidth averages every glyph, not text (Inter's says 1250/2048).
 */
export const LATIN_FALLBACKS: Record<
  Face,
  { family: string; localNames: readonly string[]; width: { web: number; local: number } }
> = {
  inter: {
    family: 'Inter Fallback',
    localNames: ['Arial', 'Liberation Sans', 'Arimo'],
    width: { web: 978 / 2048, local: 913 / 2048 },
  },
  fraunces: {
    family: 'Fraunces Fallback',
    localNames: ['Times New Roman', 'Liberation Serif', 'Tinos'],
    width: { web: 938 / 2000, local: 832 / 2048 },
  },
};

/** One value per Latin face (a face added to TRIMMED_FONTS fails to compile here until it has one). */
const perFace = <T>(value: (face: Face) => T): Record<Face, T> => ({
  inter: value('inter'),
  fraunces: value('fraunces'),
});

/** The two fallback faces, from the web fonts' files. */
export async function latinFallbackCss(fonts: Record<Face, Uint8Array>): Promise<string> {
  const faces: string[] = [];
  // One at a time: fontverter's WOFF2 decoder is one WebAssembly instance, and two reads in flight
  // overran each other's buffer.
  for (const face of Object.keys(LATIN_FALLBACKS) as Face[]) {
    const { family, localNames, width } = LATIN_FALLBACKS[face];
    const metrics = await verticalMetrics(fonts[face]);
    faces.push(fallbackFontFace({ family, localNames, metrics, sizeAdjust: width.web / width.local }));
  }
  return faces.join('\n');
}

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The build's emitted fonts, `assets/<package file name>-<hash>.woff2`; throws if one is missing. */
export function builtLatinFonts(bundle: Bundle): Record<Face, Uint8Array> {
  return perFace((face) => {
    const name = new RegExp(`(^|/)${latinFile(face).replace('.woff2', '')}-[\\w-]+\\.woff2$`);
    const asset = Object.values(bundle).find((file) => file.type === 'asset' && name.test(file.fileName));
    if (asset?.type !== 'asset' || typeof asset.source === 'string')
      throw new Error(`The build emitted no ${latinFile(face)}: is ${TRIMMED_FONTS[face].package} imported?`);
    return asset.source;
  });
}

/** The package files, which the dev server serves. */
const packageFonts = () => {
  const require = createRequire(import.meta.url);
  return perFace((face) =>
    readFileSync(require.resolve(`${TRIMMED_FONTS[face].package}/files/${latinFile(face)}`)),
  );
};

/**
 * Puts the fallback faces into index.html, the page every prerendered page and spa.html start from:
 * in the build from the fonts in its bundle, in dev from the package files.
 */
export function latinFallbacksPlugin(): Plugin {
  let devCss: Promise<string> | undefined;
  return {
    name: 'zellij-latin-fallbacks',
    transformIndexHtml: {
      order: 'post',
      async handler(_html, { bundle }) {
        const css = bundle
          ? await latinFallbackCss(builtLatinFonts(bundle))
          : await (devCss ??= latinFallbackCss(packageFonts()));
        return [{ tag: 'style', attrs: { id: 'latin-fallback-fonts' }, children: css, injectTo: 'head' }];
      },
    },
  };
}
