/**
 * A metric-matched fallback face: a font the visitor's device already has (local()), resized and held
 * to a web font's line metrics, so text laid out before the web font (or without it, under
 * `font-display: optional`) takes the same lines and the same height. Written for every web font of
 * the shop from the font file the page loads: the Latin faces on every page (latin-fallbacks.ts), the
 * Arabic one on Arabic pages (arabic-font.ts).
 */

/** Ascent, |descent| and line gap as fractions of the em: what the fallback face is held to. */
export interface VerticalMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
}

/**
 * The line metrics browsers lay the font out with: OS/2's typographic ones when the font sets
 * USE_TYPO_METRICS (fsSelection bit 7, as Inter, Fraunces and Noto do), otherwise hhea's.
 */
export async function verticalMetrics(font: Uint8Array): Promise<VerticalMetrics> {
  const { convert } = await import('fontverter');
  const sfnt = await convert(Buffer.from(font), 'sfnt');
  const tables = new Map<string, number>();
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    const record = 12 + 16 * i;
    tables.set(sfnt.toString('latin1', record, record + 4), sfnt.readUInt32BE(record + 8));
  }
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const os2 = tables.get('OS/2');
  if (head === undefined || hhea === undefined || os2 === undefined)
    throw new Error('The web font has no head, hhea or OS/2 table');
  const unitsPerEm = sfnt.readUInt16BE(head + 18);
  const useTypo = (sfnt.readUInt16BE(os2 + 62) & (1 << 7)) !== 0;
  const [ascent, descent, lineGap] = useTypo
    ? [sfnt.readInt16BE(os2 + 68), sfnt.readInt16BE(os2 + 70), sfnt.readInt16BE(os2 + 72)]
    : [sfnt.readInt16BE(hhea + 4), sfnt.readInt16BE(hhea + 6), sfnt.readInt16BE(hhea + 8)];
  return {
    ascent: ascent / unitsPerEm,
    descent: Math.abs(descent) / unitsPerEm,
    lineGap: lineGap / unitsPerEm,
  };
}

const percent = (fraction: number) => `${Number((fraction * 100).toFixed(2))}%`;

export interface FallbackFace {
  family: string;
  /** The local fonts to use, first found wins: local("...") each. */
  localNames: readonly string[];
  /** The web font's line metrics (verticalMetrics of its file). */
  metrics: VerticalMetrics;
  /**
   * How much larger the local font is drawn so a line of text is as long as in the web font: the web
   * font's average character width over the local font's. 1 for the same design.
   */
  sizeAdjust?: number;
  /** CSS unicode-range, when the face is to cover only some characters. */
  unicodeRange?: string;
}

/**
 * The @font-face of a fallback face. The overrides apply to the resized font, so each is the web
 * font's metric divided by size-adjust: the resized local font then has the web font's line box.
 */
export function fallbackFontFace({
  family,
  localNames,
  metrics,
  sizeAdjust = 1,
  unicodeRange,
}: FallbackFace): string {
  const src = localNames.map((name) => `local("${name}")`).join(', ');
  return (
    `@font-face{font-family:"${family}";src:${src};size-adjust:${percent(sizeAdjust)};` +
    `ascent-override:${percent(metrics.ascent / sizeAdjust)};` +
    `descent-override:${percent(metrics.descent / sizeAdjust)};` +
    `line-gap-override:${percent(metrics.lineGap / sizeAdjust)}` +
    `${unicodeRange ? `;unicode-range:${unicodeRange}` : ''}}`
  );
}
