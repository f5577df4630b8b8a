/** An unhurried reading pace for essays, in words per minute. */
const WORDS_PER_MINUTE = 220;

/** Minutes to read an HTML body: words of its text content at WORDS_PER_MINUTE, at least 1. */
export function readingMinutes(html: string): number {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
