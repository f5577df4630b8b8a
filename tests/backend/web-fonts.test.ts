import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';

import { codePointsOf, TRIMMED_FONTS, trimFont } from '../../scripts/site-files/web-fonts';

const require = createRequire(import.meta.url);

async function weightAxisOf(font: Uint8Array) {
  const face = new Face(new Blob(await convert(Buffer.from(font), 'sfnt')), 0);
  return face.getAxisInfos().wght;
}

describe('trimmed web fonts', () => {
  for (const [face, { package: pkg, weights }] of Object.entries(TRIMMED_FONTS)) {
    it(`keeps every precomposed Latin character of ${face} and only weights ${weights.min}-${weights.max}`, async () => {
      const original = readFileSync(require.resolve(`${pkg}/files/${face}-latin-wght-normal.woff2`));
      const characters = await codePointsOf(original);
      const trimmed = await trimFont(original, characters, weights);

      expect(trimmed.length).toBeLessThan(original.length * 0.95);
      expect(await weightAxisOf(original)).toMatchObject({ min: 100, max: 900 });
      expect(await weightAxisOf(trimmed)).toMatchObject({ min: weights.min, max: weights.max });

      const kept = new Set(await codePointsOf(trimmed));
      const lost = characters.filter((codePoint) => !kept.has(codePoint));
      // Only the combining accents go (U+0300-036F); é, ç, ï, €, — and the curly quotes stay.
      expect(lost.every((codePoint) => codePoint >= 0x300 && codePoint <= 0x36f)).toBe(true);
      for (const character of 'Zellij — café, naïve, 95 € “tea” ’') {
        expect(kept.has(character.codePointAt(0)!)).toBe(true);
      }
    });
  }

  it('refuses what is not a font with a message that names the step', async () => {
    await expect(
      trimFont(Buffer.from('<html>not a font</html>'), [0x41], { min: 300, max: 700 }),
    ).rejects.toThrow(/Could not trim the web font to weights 300-700/);
  });
});
