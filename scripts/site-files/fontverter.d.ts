/** The one function of fontverter (a dependency of subset-font) that web-fonts.ts uses; it ships no types. */
declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
