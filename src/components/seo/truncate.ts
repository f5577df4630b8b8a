/** The first `max` characters of a text at a word boundary, for meta descriptions (SPEC: 160). */
export function truncateDescription(text: string | null | undefined, max = 160): string | undefined {
  if (!text) return undefined;
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : clean.slice(0, max);
}
