/** Splitting helpers shared by the query-string parsers. */
import { parseError } from '../errors';

/**
 * Splits on `separator` at parenthesis depth 0, outside double quotes (PostgREST quotes values
 * containing reserved characters: `in.("a,b",c)`).
 */
export function splitTopLevel(input: string, separator = ','): string[] {
  return splitTopLevelAt(input, separator).map((part) => part.text);
}

/** splitTopLevel, keeping where each part starts in `input` (for errors that name a column). */
export function splitTopLevelAt(input: string, separator = ','): { text: string; start: number }[] {
  const parts: { text: string; start: number }[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  let start = 0;
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      current += char;
      if (char === '\\' && i + 1 < input.length) current += input[++i];
      else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    if (depth < 0) throw parseError('"failed to parse" (unexpected ")")', input);
    if (char === separator && depth === 0) {
      parts.push({ text: current, start });
      current = '';
      start = i + 1;
    } else {
      current += char;
    }
  }
  if (depth !== 0 || quoted) throw parseError('"failed to parse" (unbalanced parentheses or quotes)', input);
  parts.push({ text: current, start });
  return parts;
}

/** `"a \"b\""` -> `a "b"`; unquoted values are returned as they are. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}
