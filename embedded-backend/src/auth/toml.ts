/**
 * The subset of TOML that supabase/config.toml uses: [tables], [dotted.tables], bare keys,
 * strings, integers, floats, booleans and (multi-line) arrays of those. Enough to read the
 * auth settings without a dependency; anything else is a clear error, never a silent guess.
 */

export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export interface TomlTable {
  [key: string]: TomlValue;
}

export class TomlError extends Error {}

export function parseToml(source: string): TomlTable {
  const root: TomlTable = {};
  let table = root;
  const lines = source.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    let line = stripComment(lines[index] ?? '').trim();
    if (line === '') continue;
    const header = /^\[([A-Za-z0-9_.-]+)\]$/.exec(line);
    if (header) {
      table = tableAt(root, header[1]!.split('.'), index);
      continue;
    }
    const assignment = /^([A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(line);
    if (!assignment) throw new TomlError(`config.toml line ${index + 1}: cannot read "${line}"`);
    let valueText = assignment[2]!;
    // A multi-line array continues until its brackets balance.
    while (bracketDepth(valueText) > 0 && index + 1 < lines.length) {
      index++;
      line = stripComment(lines[index] ?? '');
      valueText += ` ${line.trim()}`;
    }
    const reader = { text: valueText, pos: 0 };
    table[assignment[1]!] = readValue(reader, index);
    skipSpace(reader);
    if (reader.pos !== reader.text.length) {
      throw new TomlError(`config.toml line ${index + 1}: unexpected "${reader.text.slice(reader.pos)}"`);
    }
  }
  return root;
}

function tableAt(root: TomlTable, path: string[], index: number): TomlTable {
  let table = root;
  for (const key of path) {
    const next = table[key] ?? {};
    if (typeof next !== 'object' || Array.isArray(next)) {
      throw new TomlError(`config.toml line ${index + 1}: [${path.join('.')}] is not a table`);
    }
    table[key] = next;
    table = next;
  }
  return table;
}

/** The characters of `text` outside quoted strings, with their index (the quotes are inside). */
function* outsideStrings(text: string): Generator<[string, number]> {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === '\\' && quote === '"') i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else yield [ch, i];
  }
}

/** Drops a `#` comment that is not inside a string. */
function stripComment(line: string): string {
  for (const [ch, i] of outsideStrings(line)) if (ch === '#') return line.slice(0, i);
  return line;
}

function bracketDepth(text: string): number {
  let depth = 0;
  for (const [ch] of outsideStrings(text)) {
    if (ch === '[') depth++;
    else if (ch === ']') depth--;
  }
  return depth;
}

interface Reader {
  text: string;
  pos: number;
}

function skipSpace(reader: Reader) {
  while (/\s/.test(reader.text[reader.pos] ?? '')) reader.pos++;
}

function readValue(reader: Reader, index: number): TomlValue {
  skipSpace(reader);
  const rest = reader.text.slice(reader.pos);
  if (rest.startsWith('"')) return readBasicString(reader, index);
  if (rest.startsWith("'")) {
    const end = reader.text.indexOf("'", reader.pos + 1);
    if (end < 0) throw new TomlError(`config.toml line ${index + 1}: unterminated string`);
    const value = reader.text.slice(reader.pos + 1, end);
    reader.pos = end + 1;
    return value;
  }
  if (rest.startsWith('[')) return readArray(reader, index);
  const scalar = /^(true|false|[+-]?\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(rest);
  if (!scalar) throw new TomlError(`config.toml line ${index + 1}: unsupported value "${rest}"`);
  reader.pos += scalar[0].length;
  if (scalar[0] === 'true') return true;
  if (scalar[0] === 'false') return false;
  return Number(scalar[0].replace(/_/g, ''));
}

function readBasicString(reader: Reader, index: number): string {
  let value = '';
  for (let i = reader.pos + 1; i < reader.text.length; i++) {
    const ch = reader.text[i]!;
    if (ch === '"') {
      reader.pos = i + 1;
      return value;
    }
    if (ch === '\\') {
      const escaped = reader.text[++i];
      const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };
      if (escaped === undefined || !(escaped in simple)) {
        throw new TomlError(`config.toml line ${index + 1}: unsupported escape \\${escaped ?? ''}`);
      }
      value += simple[escaped];
    } else value += ch;
  }
  throw new TomlError(`config.toml line ${index + 1}: unterminated string`);
}

function readArray(reader: Reader, index: number): TomlValue[] {
  const items: TomlValue[] = [];
  reader.pos++; // [
  for (;;) {
    skipSpace(reader);
    if (reader.text[reader.pos] === ']') {
      reader.pos++;
      return items;
    }
    items.push(readValue(reader, index));
    skipSpace(reader);
    if (reader.text[reader.pos] === ',') reader.pos++;
    else if (reader.text[reader.pos] !== ']') {
      throw new TomlError(`config.toml line ${index + 1}: expected "," or "]" in array`);
    }
  }
}
