/**
 * The `select=` grammar: `*`, columns with renames (`alias:col`), JSON paths and casts, embedded
 * resources `alias:target!hint!inner(...)`, spreads `...target(...)` and `count()`.
 */
import { parseError } from '../errors';
import { readField, type Field } from './field';
import { splitTopLevel } from './split';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'count'; alias?: string }
  | { kind: 'column'; field: Field; alias?: string; cast?: string }
  | {
      kind: 'embed';
      target: string;
      alias?: string;
      hint?: string;
      join: 'inner' | 'left';
      spread: boolean;
      select: SelectItem[];
    };

const ALIAS = /^(?:"((?:[^"\\]|\\.)*)"|([^\s"(),:!.]+)):(?!:)/;
const CAST = /^::([a-zA-Z_][a-zA-Z0-9_ ]*(?:\[\])?)$/;

function parseItem(raw: string): SelectItem {
  let text = raw;
  if (text === '*') return { kind: 'star' };
  const spread = text.startsWith('...');
  if (spread) text = text.slice(3);
  let alias: string | undefined;
  const aliasMatch = ALIAS.exec(text);
  if (aliasMatch) {
    alias = aliasMatch[1] ?? aliasMatch[2];
    text = text.slice(aliasMatch[0].length);
  }
  if (text === 'count()' && !spread) return { kind: 'count', alias };
  const { field, rest } = readField(text);
  if (rest.startsWith('!') || rest.startsWith('(')) {
    const open = rest.indexOf('(');
    if (open < 0 || !rest.endsWith(')')) throw parseError('"failed to parse select parameter"', raw);
    const hints = rest.slice(0, open).split('!').filter(Boolean);
    let join: 'inner' | 'left' = 'left';
    let hint: string | undefined;
    for (const h of hints) {
      if (h === 'inner' || h === 'left') join = h;
      else hint = h;
    }
    return {
      kind: 'embed',
      target: field.name,
      alias,
      hint,
      join,
      spread,
      select: parseSelect(rest.slice(open + 1, -1)),
    };
  }
  if (spread) throw parseError('"failed to parse select parameter" (spread needs an embedded resource)', raw);
  if (rest === '') return { kind: 'column', field, alias };
  const cast = CAST.exec(rest);
  if (cast) return { kind: 'column', field, alias, cast: cast[1] };
  throw parseError(`"failed to parse select parameter" (${raw})`, raw);
}

export function parseSelect(select: string | null): SelectItem[] {
  if (select === null || select.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(select)
    .filter((item) => item !== '')
    .map((item) => parseItem(item.trim()));
}
