/**
 * Build-only: the two Latin web fonts every page preloads, trimmed to what the shop sets. The
 * @fontsource-variable files carry the whole weight axis (100-900) and the combining accents; the
 * stylesheet sets Inter from regular to bold (400-700, bold only for <strong> in editors' text; light
 * is only ever set on Fraunces) and Fraunces from light to semibold (300-600), and its text is written
 * with precomposed letters (é, not e + U+0301). The computed styles of 80 pages of the seeded shop
 * showed Inter at 400/500/600 and Fraunces at 300/400. The trimmed files are ~30% smaller
 * (85 -> 61 KB), bytes every first visit loads before its first paint. A weight outside a range
 * renders at its nearest end; a combining accent falls back to the next font in the stack.
 *
 * The fontsource stylesheets stay as they are: an alias points their two Latin url()s at the trimmed
 * copies, which Vite then hashes and emits like any asset (so the preload links of head-hints.ts and
 * the cache-busting names follow the trimmed bytes).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The faces and the weight range the stylesheet uses of each (Tailwind font-light ... font-bold). */
export const TRIMMED_FONTS = {
  inter: { package: '@fontsource-variable/inter', weights: { min: 400, max: 700 } },
  fraunces: { package: '@fontsource-variable/fraunces', weights: { min: 300, max: 600 } },
} as const;

export type Face = keyof typeof TRIMMED_FONTS;

/** U+0300-036F: combining diacritical marks, which alone pull in ~7 KB of mark-positioning data. */
const isCombiningMark = (codePoint: number) => codePoint >= 0x300 && codePoint <= 0x36f;

export const latinFile = (face: Face) => `${face}-latin-wght-normal.woff2`;

/**
 * `source` trimmed to `weights` and to the code points of `keep` (the font's own character map,
 * passed in so a caller can choose), as WOFF2. Throws if `source` is not a font with a weight axis.
 */
export async function trimFont(
  source: Uint8Array,
  keep: Iterable<number>,
  weights: { min: number; max: number },
): Promise<Buffer> {
  const text = String.fromCodePoint(...[...keep].filter((codePoint) => !isCombiningMark(codePoint)));
  try {
    return await subsetFont(Buffer.from(source), text, {
      targetFormat: 'woff2',
      variationAxes: { wght: weights },
    });
  } catch (error) {
    throw new Error(
      `Could not trim the web font to weights ${weights.min}-${weights.max}: ${String(error)}`,
      {
        cause: error,
      },
    );
  }
}

/** The code points a font maps (its cmap), read with HarfBuzz. */
export async function codePointsOf(font: Uint8Array): Promise<number[]> {
  const [{ Blob, Face: HbFace }, fontverter] = await Promise.all([
    import('harfbuzzjs'),
    import('fontverter'),
  ]);
  const sfnt = await fontverter.convert(Buffer.from(font), 'sfnt');
  return [...new HbFace(new Blob(sfnt), 0).collectUnicodes()];
}

export function webFontsPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'zellij-web-fonts',
    apply: 'build',
    config(config) {
      const root = path.resolve(config.root ?? process.cwd());
      outDir = path.join(root, 'node_modules/.cache/zellij-web-fonts');
      return {
        resolve: {
          alias: (Object.keys(TRIMMED_FONTS) as Face[]).map((face) => ({
            find: new RegExp(`^\\./files/${latinFile(face).replaceAll('.', '\\.')}$`),
            replacement: path.join(outDir, latinFile(face)),
          })),
        },
      };
    },
    async buildStart() {
      mkdirSync(outDir, { recursive: true });
      const require = createRequire(import.meta.url);
      // One at a time: subset-font shares one HarfBuzz instance, and two trims in flight corrupted it.
      for (const face of Object.keys(TRIMMED_FONTS) as Face[]) {
        const { package: pkg, weights } = TRIMMED_FONTS[face];
        const original = readFileSync(require.resolve(`${pkg}/files/${latinFile(face)}`));
        const keep = (await codePointsOf(original)).filter((codePoint) => !isCombiningMark(codePoint));
        const trimmed = await trimFont(original, keep, weights);
        const kept = new Set(await codePointsOf(trimmed));
        const lost = keep.filter((codePoint) => !kept.has(codePoint));
        if (lost.length > 0) {
          const list = lost.map((codePoint) => `U+${codePoint.toString(16).toUpperCase()}`).join(', ');
          throw new Error(`Trimming ${latinFile(face)} lost ${lost.length} characters: ${list}`);
        }
        writeFileSync(path.join(outDir, latinFile(face)), trimmed);
      }
    },
  };
}
