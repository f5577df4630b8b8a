import { convert } from 'fontverter';
import { Blob, Buffer as HbBuffer, Face, Font, shape, Variation } from 'harfbuzzjs';

/**
 * `text` shaped by HarfBuzz, as a browser shapes it, in `font` (any format fontverter reads) at the
 * weight axis value `weight`: each glyph's advance and offsets in font units, and the font's units
 * per em.
 */
export async function shapeText(font: Uint8Array, text: string, weight: number) {
  const face = new Face(new Blob(await convert(Buffer.from(font), 'sfnt')), 0);
  const hbFont = new Font(face);
  hbFont.setVariations([new Variation('wght', weight)]);
  const buffer = new HbBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(hbFont, buffer);
  return { glyphs: buffer.getGlyphPositions(), unitsPerEm: face.upem };
}
