/**
 * The `select=` grammar: `*`, columns with renames (`alias:col`), JSON paths and casts, embedded
 * resources `alias:target!hint!inner(...)`, spreads `...target(...)` and `count()`.
 */
import { unexpectedAt } from '../errors';
import { readField, type Field } from './field';
import { splitTopLevelAt } from './split';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'count'; alias?: string }
  | {
      kind: 'column';
      field: Field;
      alias?: string;
      /** The value's cast; with an aggregate, the cast of its input (`amount::numeric.sum()`). */
      cast?: string;
      aggregate?: AggregateName;
      /** The aggregate result's cast (`amount.avg()::int`). */
      aggregateCast?: string;
    }
  | {
      kind: 'embed';
      target: string;
      alias?: string;
      hint?: string;
      join: 'inner' | 'left';
      spread: boolean;
      select: SelectItem[];
    };

export type AggregateName = 'sum' | 'avg' | 'min' | 'max' | 'count';
const TYPE = '[a-zA-Z_][a-zA-Z0-9_ ]*(?:\\[\\])?';
const AGGREGATE = new RegExp(`^(?:::(${TYPE}))?\\.(sum|avg|min|max|count)\\(\\)(?:::(${TYPE}))?$`);

const ALIAS = /^(?:"((?:[^"\\]|\\.)*)"|([^\s"(),:!.]+)):(?!:)/;
const CAST = /^::([a-zA-Z_][a-zA-Z0-9_ ]*(?:\[\])?)$/;

const FIELD = 'field name (* or [a..z0..9_$]), "..." or "*"';
const FIELD_OR_CLOSE = 'field name (* or [a..z0..9_$]), "...", "*" or ")"';
const AFTER_FIELD = '"->>", "->", "::", "!", "(", ")", "," or end of input';

/** PGRST100 at `index` of the whole select value, saying what was found there. */
const selectError = (whole: string, index: number, expecting: string) =>
  unexpectedAt('select parameter', whole, index, expecting);

/** Parentheses and quotes balance, and every `(` follows an embed's name. */
function checkBalance(whole: string): void {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < whole.length; i++) {
    const char = whole[i];
    if (quoted) {
      if (char === '\\') i++;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '(') {
      if (/^$|[,(]$/.test(whole.slice(0, i).trimEnd())) throw selectError(whole, i, FIELD);
      depth++;
    } else if (char === ')' && --depth < 0) throw selectError(whole, i, '"," or end of input');
  }
  if (quoted) throw selectError(whole, whole.length, '"\\""');
  if (depth > 0) throw selectError(whole, whole.length, FIELD_OR_CLOSE);
}

/** The items of `whole.slice(start, end)`; an embed's list may be empty (`orders()`). */
function parseForest(whole: string, start: number, end: number, allowEmpty: boolean): SelectItem[] {
  const text = whole.slice(start, end);
  if (allowEmpty && text.trim() === '') return [];
  return splitTopLevelAt(text).map((part) => {
    const item = part.text.trim();
    const index = start + part.start + (part.text.length - part.text.trimStart().length);
    if (item === '') throw selectError(whole, index, FIELD);
    return parseItem(whole, item, index);
  });
}

function parseItem(whole: string, raw: string, index: number): SelectItem {
  const fail = (rest: string, expecting: string) =>
    selectError(whole, index + raw.length - rest.length, expecting);
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
  let parsed: ReturnType<typeof readField>;
  try {
    parsed = readField(text);
  } catch {
    throw fail(text, FIELD);
  }
  const { field, rest } = parsed;
  if (rest.startsWith('!') || rest.startsWith('(')) {
    const open = rest.indexOf('(');
    if (open < 0) throw fail(rest, AFTER_FIELD);
    if (!rest.endsWith(')')) throw fail(rest.slice(rest.lastIndexOf(')') + 1), '"," or end of input');
    const hints = rest.slice(0, open).split('!').filter(Boolean);
    let join: 'inner' | 'left' = 'left';
    let hint: string | undefined;
    for (const h of hints) {
      if (h === 'inner' || h === 'left') join = h;
      else hint = h;
    }
    const innerStart = index + raw.length - rest.length + open + 1;
    return {
      kind: 'embed',
      target: field.name,
      alias,
      hint,
      join,
      spread,
      select: parseForest(whole, innerStart, index + raw.length - 1, true),
    };
  }
  if (spread) throw fail(rest, '"!" or "("');
  if (rest === '') return { kind: 'column', field, alias };
  const cast = CAST.exec(rest);
  if (cast) return { kind: 'column', field, alias, cast: cast[1] };
  const aggregate = AGGREGATE.exec(rest);
  if (aggregate) {
    const [, inputCast, name, outputCast] = aggregate;
    return {
      kind: 'column',
      field,
      alias,
      cast: inputCast,
      aggregate: name as AggregateName,
      aggregateCast: outputCast,
    };
  }
  throw fail(rest, AFTER_FIELD);
}

export function parseSelect(select: string | null): SelectItem[] {
  if (select === null || select.trim() === '') return [{ kind: 'star' }];
  checkBalance(select);
  return parseForest(select, 0, select.length, false);
}
