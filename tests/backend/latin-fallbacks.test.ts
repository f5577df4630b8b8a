import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { HtmlTagDescriptor, IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';

import { FONT_STACKS } from '../../tailwind.config';
import { fallbackFontFace } from '../../scripts/site-files/fallback-face';
import {
  builtLatinFonts,
  LATIN_FALLBACKS,
  latinFallbackCss,
  latinFallbacksPlugin,
} from '../../scripts/site-files/latin-fallbacks';
import {
  latinFile,
  TRIMMED_FONTS,
  trimFont,
  codePointsOf,
  type Face,
} from '../../scripts/site-files/web-fonts';
import { shapeText } from './helpers/shape-text';

/**
 * The Latin fallback faces (scripts/site-files/latin-fallbacks.ts): computed from the fonts the page
 * loads, the same numbers whether the build reads its trimmed copies or dev the package files.
 */
const require = createRequire(import.meta.url);
const packageFont = (face: Face) =>
  readFileSync(require.resolve(`${TRIMMED_FONTS[face].package}/files/${latinFile(face)}`));
const packageFonts = { inter: packageFont('inter'), fraunces: packageFont('fraunces') };

// Inter: 1984/494 of 2048, width 978/2048 against Arial's 913/2048; Fraunces: 1956/510 of 2000,
// width 938/2000 against Times New Roman's 832/2048. The numbers the stylesheet carried by hand.
const EXPECTED = [
  '@font-face{font-family:"Inter Fallback";src:local("Arial"), local("Liberation Sans"), local("Arimo");' +
    'size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%}',
  '@font-face{font-family:"Fraunces Fallback";src:local("Times New Roman"), local("Liberation Serif"), ' +
    'local("Tinos");size-adjust:115.45%;ascent-override:84.71%;descent-override:22.09%;line-gap-override:0%}',
].join('\n');

/** Advance of `text` in ems at weight `weight`, as a browser shapes it. */
async function textWidth(font: Uint8Array, text: string, weight: number) {
  const { glyphs, unitsPerEm } = await shapeText(font, text, weight);
  return glyphs.reduce((sum, { xAdvance }) => sum + xAdvance, 0) / unitsPerEm;
}

const SAMPLE =
  'Handmade Moroccan ceramics, textiles, wood and pantry goods, with rituals and recipes from the ' +
  "makers' kitchens. Hand-thrown tagines, glazed in the colours of the zellij tiles of Fes.";

describe('the Latin fallback faces', () => {
  it('hold Arial and Times New Roman to the metrics of the Inter and Fraunces files', async () => {
    expect(await latinFallbackCss(packageFonts)).toBe(EXPECTED);
  });

  it('come out the same from the trimmed fonts the build ships', async () => {
    const trimmed = async (face: Face) =>
      trimFont(packageFonts[face], await codePointsOf(packageFonts[face]), TRIMMED_FONTS[face].weights);
    expect(
      await latinFallbackCss({ inter: await trimmed('inter'), fraunces: await trimmed('fraunces') }),
    ).toBe(EXPECTED);
  });

  // The widths are capsize's, for the regular weight; the Fraunces file's own default is its Black.
  it('use average widths that match the shipped files at the regular weight text is set in', async () => {
    const perEm = {
      inter: (await textWidth(packageFonts.inter, SAMPLE, 400)) / SAMPLE.length,
      fraunces: (await textWidth(packageFonts.fraunces, SAMPLE, 400)) / SAMPLE.length,
    };
    const table = LATIN_FALLBACKS.fraunces.width.web / LATIN_FALLBACKS.inter.width.web;
    expect(perEm.fraunces / perEm.inter / table).toBeCloseTo(1, 1);
    const black = (await textWidth(packageFonts.fraunces, SAMPLE, 900)) / SAMPLE.length;
    expect(black / perEm.inter / table).toBeGreaterThan(1.05);
  });

  it('are the faces the stacks name right after each web font', () => {
    expect(FONT_STACKS.sans.slice(0, 2)).toEqual(['"Inter Variable"', `"${LATIN_FALLBACKS.inter.family}"`]);
    expect(FONT_STACKS.display.slice(0, 2)).toEqual([
      '"Fraunces Variable"',
      `"${LATIN_FALLBACKS.fraunces.family}"`,
    ]);
  });

  it('divide each override by size-adjust, and limit a face to a unicode-range only when given one', () => {
    const metrics = { ascent: 1, descent: 0.25, lineGap: 0.1 };
    expect(fallbackFontFace({ family: 'F', localNames: ['A'], metrics, sizeAdjust: 1.25 })).toBe(
      '@font-face{font-family:"F";src:local("A");size-adjust:125%;ascent-override:80%;' +
        'descent-override:20%;line-gap-override:8%}',
    );
    expect(fallbackFontFace({ family: 'F', localNames: ['A'], metrics, unicodeRange: 'U+41' })).toContain(
      'size-adjust:100%;ascent-override:100%;descent-override:25%;line-gap-override:10%;unicode-range:U+41}',
    );
  });
});

describe('the page', () => {
  const asset = (fileName: string, source: Uint8Array) => ({ type: 'asset' as const, fileName, source });
  const bundle = {
    'assets/inter-latin-wght-normal-Ab1_x.woff2': asset(
      'assets/inter-latin-wght-normal-Ab1_x.woff2',
      packageFonts.inter,
    ),
    'assets/fraunces-latin-wght-normal-Cd2-y.woff2': asset(
      'assets/fraunces-latin-wght-normal-Cd2-y.woff2',
      packageFonts.fraunces,
    ),
  } as unknown as NonNullable<IndexHtmlTransformContext['bundle']>;

  const tags = [
    { tag: 'style', attrs: { id: 'latin-fallback-fonts' }, children: EXPECTED, injectTo: 'head' },
  ];
  const { handler } = latinFallbacksPlugin().transformIndexHtml as {
    handler: (html: string, ctx: Partial<IndexHtmlTransformContext>) => Promise<HtmlTagDescriptor[]>;
  };

  it("puts the faces, from the bundle's fonts, into index.html's head", async () => {
    expect(await handler('<html></html>', { bundle, path: '/index.html' })).toEqual(tags);
  });

  it('puts the same faces, from the package files, into what the dev server serves', async () => {
    expect(await handler('<html></html>', { path: '/index.html', originalUrl: '/shop' })).toEqual(tags);
  });

  it('fails, naming the font, when the bundle lacks one', () => {
    const withoutFraunces = { ...bundle };
    delete withoutFraunces['assets/fraunces-latin-wght-normal-Cd2-y.woff2'];
    expect(() => builtLatinFonts(withoutFraunces)).toThrow(
      'The build emitted no fraunces-latin-wght-normal.woff2: is @fontsource-variable/fraunces imported?',
    );
  });
});
