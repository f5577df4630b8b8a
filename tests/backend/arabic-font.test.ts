import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';

import {
  ARABIC_FONT,
  arabicCodePointsOf,
  arabicFontCss,
  trimArabicFont,
  unicodeRange,
} from '../../scripts/site-files/arabic-font';
import { verticalMetrics } from '../../scripts/site-files/fallback-face';
import { codePointsOf } from '../../scripts/site-files/web-fonts';
import { shapeText } from './helpers/shape-text';

/**
 * The Arabic web font as the build trims it: smaller, the same weight axis, every kept character, and
 * text shaped exactly as the full font shapes it (joined forms, lam-alef, harakat placed).
 */
const original = readFileSync(
  createRequire(import.meta.url).resolve(`${ARABIC_FONT.package}/files/${ARABIC_FONT.file}`),
);
const trimmed = trimArabicFont(original);

/** Shaped glyph advances and mark offsets: a lost joining form or mark position changes them. */
const shaped = async (font: Uint8Array, text: string, weight: number) =>
  (await shapeText(font, text, weight)).glyphs.map(({ xAdvance, xOffset, yOffset }) => [
    xAdvance,
    xOffset,
    yOffset,
  ]);

// Words of the shop's catalogues and seed (ة ى ئ ؤ, shadda, tanwin), lam-alef, Maghrebi ڭ and ڤ.
const SAMPLE = 'أوانٍ فخارية مصنوعة يدويًّا، شايٌ بالنعناع؟ لا إله؛ ڭناوة ڤيلا مؤسسة شاطئ على';

describe('the trimmed Arabic web font', () => {
  it('is a third of the package subset and keeps its weight axis and every chosen character', async () => {
    const font = await trimmed;
    expect(font.length).toBeLessThan(original.length * 0.35);
    const axis = new Face(new Blob(await convert(font, 'sfnt')), 0).getAxisInfos().wght;
    expect(axis).toMatchObject({ min: ARABIC_FONT.weights.min, max: ARABIC_FONT.weights.max });
    const kept = await arabicCodePointsOf(original);
    expect(new Set(await codePointsOf(font))).toEqual(new Set(kept));
    for (const character of SAMPLE.replace(/ /g, '')) expect(kept).toContain(character.codePointAt(0));
  });

  // Word by word: a space is outside the face's unicode-range, so a browser takes it from Inter.
  it.each([400, 700])('shapes Arabic words at weight %i exactly as the full font does', async (weight) => {
    for (const word of SAMPLE.split(' ')) {
      const full = await shaped(original, word, weight);
      expect(await shaped(await trimmed, word, weight), word).toEqual(full);
      // Joining matters: the same letters kept apart (isolated forms) are laid out differently.
      if (word.length > 2)
        expect(await shaped(original, [...word].join('\u200c'), weight), word).not.toEqual(full);
    }
  });

  it('reads the line metrics browsers use (typographic, as Noto sets USE_TYPO_METRICS)', async () => {
    expect(await verticalMetrics(await trimmed)).toEqual({ ascent: 1.069, descent: 0.634, lineGap: 0 });
  });

  it('writes unicode-range runs in order, without repeats', () => {
    expect(unicodeRange([0x200d, 0x60c, 0x60d, 0x60e, 0x200c, 0x6ad, 0x60c])).toBe(
      'U+60C-60E,U+6AD,U+200C-200D',
    );
  });

  it('puts the web face and its metric-matched local copy in front of both stacks on Arabic pages only', () => {
    const css = arabicFontCss({
      href: '/assets/naskh-1.woff2',
      codePoints: [0x627, 0x628],
      metrics: { ascent: 1.069, descent: 0.634, lineGap: 0 },
      display: 'optional',
    });
    expect(css).toContain(
      'font-weight:400 700;font-display:optional;src:url(/assets/naskh-1.woff2) format("woff2")',
    );
    expect(css).toContain(
      'src:local("Noto Naskh Arabic"), local("NotoNaskhArabic-Regular"), local("Noto Naskh Arabic UI"), ' +
        'local("NotoNaskhArabicUI-Regular");size-adjust:100%;ascent-override:106.9%;descent-override:63.4%;' +
        'line-gap-override:0%;unicode-range:U+627-628}',
    );
    expect(css).toContain(
      ':root:lang(ar){--font-sans:"Noto Naskh Arabic Variable", "Noto Naskh Arabic Fallback", "Inter Variable", "Inter Fallback"',
    );
  });

  it('refuses a file that is not a font', async () => {
    await expect(verticalMetrics(Buffer.from('<html>not a font</html>'))).rejects.toThrow();
  });
});
