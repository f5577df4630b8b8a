/**
 * The invoice fonts (files in ./fonts, declared as the functions' static_files in supabase/config.toml),
 * read and parsed once per process: the first document pays for it, the next ones reuse the parsed
 * fonts and fontkit's caches (glyphs, layouts). How to read a file is the caller's (Deno.readFile in the
 * functions, node:fs in the benchmark and tests), so this module runs in both.
 */
// @ts-types="npm:@types/fontkit@2.0.9"
import { create, type Font } from 'fontkit';

export const FONT_FILES = {
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
  arabic: 'NotoNaskhArabic-Regular.ttf',
  arabicBold: 'NotoNaskhArabic-Bold.ttf',
} as const;

export type FontRole = keyof typeof FONT_FILES;
export type InvoiceFonts = Record<FontRole, Font>;
export type ReadFile = (url: URL) => Promise<Uint8Array>;

let loaded: Promise<InvoiceFonts> | null = null;

/** The four fonts, parsed; a failed read is tried again on the next call. */
export function invoiceFonts(read: ReadFile): Promise<InvoiceFonts> {
  loaded ??= Promise.all(
    Object.entries(FONT_FILES).map(async ([role, file]) => {
      const bytes = await read(new URL(`./fonts/${file}`, import.meta.url));
      return [role, create(bytes as Parameters<typeof create>[0]) as Font] as const;
    }),
  ).then(
    (entries) => Object.fromEntries(entries) as InvoiceFonts,
    (error) => {
      loaded = null;
      throw error;
    },
  );
  return loaded;
}

/**
 * Starts a document with fontkit's glyph objects forgotten (the parsed tables stay). fontkit keeps one
 * Glyph per id with the characters it was first made for, and pdfkit writes the PDF's ToUnicode map
 * (what copy-paste, search and screen readers read) from those characters. Subsetting a document makes
 * glyphs for the parts of composite glyphs (an Arabic letter's body, an accent) with no characters; a
 * later document showing such a glyph as a letter of its own would print that letter unreadable to
 * text extraction. `_glyphs` is fontkit 2's cache (pinned in deno.json and package.json);
 * tests/backend/invoice-function.test.ts reads Arabic back from documents rendered one after another.
 */
export function forgetGlyphs(fonts: InvoiceFonts): void {
  for (const font of Object.values(fonts)) (font as unknown as { _glyphs: object })._glyphs = {};
}
