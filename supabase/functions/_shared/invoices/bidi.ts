/**
 * Arabic on a PDF page: in what order the pieces of a line are drawn, and with which font.
 *
 * A PDF shows glyphs where it is told to, left to right; it knows nothing of reading order. So a line
 * is cut here into pieces by the Unicode Bidirectional Algorithm (bidi-js, UAX #9): each piece is one
 * font (Arabic letters in the Arabic font, everything else in the Latin one) and one direction, placed
 * left to right as a reader sees them (`pieces`, visual order). An Arabic piece keeps its letters in
 * reading order: fontkit shapes them (joining forms, lam-alef) and lays the glyphs out right to left.
 *
 * Text extraction (copy-paste, search, screen readers) reads a PDF in the order it was written and
 * reverses each right-to-left word: so the pen writes the pieces in reading order (`start`), each
 * Arabic word a piece of its own, and a reader gets the words as a person reads them.
 */
import bidiFactory, { type Bidi } from 'bidi-js';

// bidi-js is CommonJS whose module.exports is the factory; Deno types that default import as the
// module object, tsc as the function, and both runtimes hand over the function.
const bidi = (bidiFactory as unknown as () => Bidi)();

export interface Piece {
  text: string;
  /** Where the piece starts in the line's reading order (its index in the string). */
  start: number;
  /** Right to left (an odd bidi level). */
  rtl: boolean;
  /** Drawn with the Arabic font. */
  arabic: boolean;
}

export type Direction = 'ltr' | 'rtl';

/** Letters the Arabic font draws (the Arabic blocks and presentation forms). */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/;
/** Bidi marks and embeddings: they steer the algorithm and are never drawn. */
const CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const CONTROLS_ALL = new RegExp(CONTROLS.source, 'g');
/** Anything written right to left; a line without it needs no reordering. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * Arabic-Indic digits as Latin digits: the same numbers, written as Moroccan invoices write them, and
 * kept out of the bidi edge case of digits in the Arabic font (which would be shaped right to left).
 */
export const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));

/** The direction of a paragraph: that of its first letter (UAX #9 P2-P3); left to right without one. */
export function paragraphDirection(text: string): Direction {
  if (!RIGHT_TO_LEFT.test(text)) return 'ltr';
  return bidi.getEmbeddingLevels(text, 'auto').paragraphs[0]?.level === 1 ? 'rtl' : 'ltr';
}

/** The pieces of one line, left to right on the page. */
export function pieces(line: string, direction: Direction | 'auto' = 'auto'): Piece[] {
  const text = latinDigits(line);
  if (!text) return [];
  if (!RIGHT_TO_LEFT.test(text))
    return [{ text: text.replace(CONTROLS_ALL, ''), start: 0, rtl: false, arabic: false }];

  const embedding = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const groups: { indices: number[]; rtl: boolean; arabic: boolean }[] = [];
  for (const index of bidi.getReorderedIndices(text, embedding)) {
    if (CONTROLS.test(text[index]!)) continue;
    const rtl = embedding.levels[index]! % 2 === 1;
    const arabic = ARABIC.test(text[index]!);
    const last = groups.at(-1);
    const previous = last?.indices.at(-1);
    // A left-to-right piece runs on while font and direction stay; right to left, only Arabic letters
    // join (a word), so spaces and punctuation between Arabic words stand alone in reading order.
    const joins =
      last !== undefined &&
      last.rtl === rtl &&
      last.arabic === arabic &&
      (!rtl || arabic) &&
      previous === index + (rtl ? 1 : -1);
    if (joins) last.indices.push(index);
    else groups.push({ indices: [index], rtl, arabic });
  }
  return groups.map(({ indices, rtl, arabic }) => {
    const reading = rtl ? [...indices].reverse() : indices;
    return {
      text: reading.map((i) => mirrored.get(i) ?? text[i]).join(''),
      start: reading[0]!,
      rtl,
      arabic,
    };
  });
}
