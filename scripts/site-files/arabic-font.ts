/**
 * The Arabic web font, on Arabic pages only. Noto Naskh Arabic (OFL-1.1, @fontsource-variable/
 * noto-naskh-arabic): a Naskh, the script's book hand, readable at text sizes, with a weight axis
 * (400-700) for the shop's regular to bold. Headings use it too; Latin letters and digits on an Arabic
 * page stay in Inter and Fraunces (the face covers only the Arabic characters below).
 *
 * Only Arabic pages carry the font's @font-face and its preload (arabicFontHead): the prerender puts
 * them into every /ar/ page and into ar/spa.html, the shell of the /ar/ routes that are not
 * prerendered, and the dev server into what it serves under /ar/. Nothing in the stylesheet names the
 * face, so an English or French page has no way to download it.
 *
 * The build trims the package's Arabic subset (94 KB) to the characters of Arabic as the shop writes
 * it (~26 KB); a character outside them renders in the next font of the stack.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Plugin } from 'vite';

import { localeOfPath } from '../../supabase/functions/_shared/rules/locales.ts';
import { FONT_STACKS } from '../../tailwind.config.ts';
import { fallbackFontFace, verticalMetrics, type VerticalMetrics } from './fallback-face.ts';
import { codePointsOf, trimFont } from './web-fonts.ts';

export const ARABIC_FONT = {
  package: '@fontsource-variable/noto-naskh-arabic',
  file: 'noto-naskh-arabic-arabic-wght-normal.woff2',
  family: 'Noto Naskh Arabic Variable',
  /** The same design when a phone has it (Android's system Arabic), held to the web font's metrics. */
  fallbackFamily: 'Noto Naskh Arabic Fallback',
  localNames: [
    'Noto Naskh Arabic',
    'NotoNaskhArabic-Regular',
    'Noto Naskh Arabic UI',
    'NotoNaskhArabicUI-Regular',
  ],
  weights: { min: 400, max: 700 },
} as const;

/**
 * What is kept, as [first, last] code points: the letters, hamza forms, harakat, tatweel, the Arabic
 * comma, semicolon, question mark, percent and digits (U+060C-066D), superscript alef and alef wasla;
 * the letters Maghrebi and borrowed words add (پ چ ژ ڢ ڤ ڧ ک ڭ گ ی) and the Urdu full stop; and the
 * joiners and direction marks (ZWNJ, ZWJ, LRM, RLM) that keep or break a word's joining. Presentation
 * forms (U+FB50-FEFF) are dropped: text is written with the base letters and the font's own
 * substitutions shape them.
 */
export const ARABIC_CHARACTERS: readonly (readonly [number, number])[] = [
  [0x060c, 0x066d],
  [0x0670, 0x0671],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0698, 0x0698],
  [0x06a2, 0x06a2],
  [0x06a4, 0x06a4],
  [0x06a7, 0x06a7],
  [0x06a9, 0x06a9],
  [0x06ad, 0x06ad],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  [0x06d4, 0x06d4],
  [0x200c, 0x200f],
];

/** The characters of ARABIC_CHARACTERS that `font` maps (Noto has no RLM, for one). */
export async function arabicCodePointsOf(font: Uint8Array): Promise<number[]> {
  const mapped = new Set(await codePointsOf(font));
  return ARABIC_CHARACTERS.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => first + i),
  ).filter((codePoint) => mapped.has(codePoint));
}

/** CSS unicode-range of a set of code points, runs joined: U+60C-66D,U+670-671,... */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const codePoint of sorted) {
    const last = runs.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else runs.push([codePoint, codePoint]);
  }
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
}

export interface ArabicFontFace {
  /** Where the page loads the font from (the build's hashed asset, or the package file in dev). */
  href: string;
  /** The characters the file maps: the face's unicode-range. */
  codePoints: Iterable<number>;
  metrics: VerticalMetrics;
  /** `optional` in the build, like the Latin fonts (postcss.config.js); `swap` in dev. */
  display: 'optional' | 'swap';
}

/**
 * The Arabic page's style: the web face, a local copy of the same design held to its metrics (so a
 * page first shown without the web font lays out its lines the same), and the two font stacks with
 * both in front (the stacks are Tailwind's, see tailwind.config.ts).
 */
export function arabicFontCss({ href, codePoints, metrics, display }: ArabicFontFace): string {
  const range = unicodeRange(codePoints);
  const faces = `"${ARABIC_FONT.family}", "${ARABIC_FONT.fallbackFamily}"`;
  return [
    `@font-face{font-family:"${ARABIC_FONT.family}";font-style:normal;font-weight:${ARABIC_FONT.weights.min} ${ARABIC_FONT.weights.max};` +
      `font-display:${display};src:url(${href}) format("woff2");unicode-range:${range}}`,
    fallbackFontFace({
      family: ARABIC_FONT.fallbackFamily,
      localNames: ARABIC_FONT.localNames,
      metrics,
      unicodeRange: range,
    }),
    `:root:lang(ar){--font-sans:${faces}, ${FONT_STACKS.sans.join(', ')};` +
      `--font-display:${faces}, ${FONT_STACKS.display.join(', ')}}`,
  ].join('\n');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The tags an Arabic page's <head> carries: the font's preload (so it is there for the first layout) and its style. */
export function arabicFontHead(face: ArabicFontFace): string {
  return (
    `<link rel="preload" href="${escapeAttribute(face.href)}" as="font" type="font/woff2" crossorigin>\n` +
    `    <style id="arabic-font">\n${arabicFontCss(face)}\n    </style>`
  );
}

/** The build's trimmed file is `assets/<package file name>-<hash>.woff2`. */
const BUILT_FILE = new RegExp(`^${ARABIC_FONT.file.replace('.woff2', '')}-[\\w-]+\\.woff2$`);

/** The head of the build in `outDir`'s Arabic pages, from the font file arabicFontPlugin emitted. */
export async function builtArabicFontHead(outDir: string): Promise<string> {
  const assets = path.join(outDir, 'assets');
  let files: string[] = [];
  try {
    files = readdirSync(assets).filter((name) => BUILT_FILE.test(name));
  } catch {
    // No assets folder: reported below like a build without the font.
  }
  if (files.length !== 1)
    throw new Error(
      `Expected one Arabic web font (${ARABIC_FONT.file.replace('.woff2', '-<hash>.woff2')}) in ${assets}, ` +
        `found ${files.length}: was the build made with arabicFontPlugin (vite.config.ts)?`,
    );
  const font = readFileSync(path.join(assets, files[0]!));
  return arabicFontHead({
    href: `/assets/${files[0]}`,
    codePoints: await arabicCodePointsOf(font),
    metrics: await verticalMetrics(font),
    display: 'optional',
  });
}

/** The package's file trimmed to ARABIC_CHARACTERS; throws if a kept character went missing. */
export async function trimArabicFont(original: Uint8Array): Promise<Buffer> {
  const keep = await arabicCodePointsOf(original);
  const trimmed = await trimFont(original, keep, ARABIC_FONT.weights);
  const kept = new Set(await codePointsOf(trimmed));
  const lost = keep.filter((codePoint) => !kept.has(codePoint));
  if (lost.length > 0) throw new Error(`Trimming ${ARABIC_FONT.file} lost ${unicodeRange(lost)}`);
  return trimmed;
}

const packageFile = () =>
  createRequire(import.meta.url).resolve(`${ARABIC_FONT.package}/files/${ARABIC_FONT.file}`);

/**
 * Build: emits the trimmed font as a hashed asset (nothing imports it; the prerender finds it and
 * writes arabicFontHead into the Arabic pages). Dev: adds the head to the HTML of every /ar/ address,
 * with the package's own file.
 */
export function arabicFontPlugin(): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let devHead: Promise<string> | undefined;
  return {
    name: 'zellij-arabic-font',
    configResolved(config) {
      command = config.command;
    },
    async buildStart() {
      if (command !== 'build') return;
      const source = await trimArabicFont(readFileSync(packageFile()));
      this.emitFile({ type: 'asset', name: ARABIC_FONT.file, source });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const pathname = new URL(ctx.originalUrl ?? ctx.path, 'http://localhost').pathname;
        if (command !== 'serve' || localeOfPath(pathname) !== 'ar') return html;
        devHead ??= (async () => {
          const file = packageFile();
          const font = readFileSync(file);
          return arabicFontHead({
            href: `/@fs${file}`,
            codePoints: await arabicCodePointsOf(font),
            metrics: await verticalMetrics(font),
            display: 'swap',
          });
        })();
        return html.replace('</head>', `    ${await devHead}\n  </head>`);
      },
    },
  };
}
