/**
 * PostgREST parses the whole query string before it looks at the method, the body or the schema,
 * so a malformed `select`, `columns` or `on_conflict` is PGRST100 on every request, even one whose
 * answer would not use it (a PATCH without a representation, a scalar RPC).
 */
import { unexpectedAt } from '../errors';
import { parseSelect } from './select';

/** A name: double-quoted, or letters, digits, `_`, `$`, spaces and inner dashes. */
const NAME = /^(?:"(?:[^"\\]|\\.)*"|[\p{L}\p{N}_$ ]+(?:-[\p{L}\p{N}_$ ]+)*)/u;

/** `a,b,"c d"`: PostgREST's column list of `columns=` and `on_conflict=`. */
function checkNameList(param: string, value: string): void {
  let at = 0;
  for (;;) {
    const name = NAME.exec(value.slice(at));
    if (!name || name[0].trim() === '')
      throw nameListError(param, value, at, 'field name (* or [a..z0..9_$])');
    at += name[0].length;
    if (at >= value.length) return;
    if (value[at] !== ',') throw nameListError(param, value, at, '"," or end of input');
    at++;
  }
}

const nameListError = (param: string, value: string, index: number, expecting: string) =>
  unexpectedAt(`${param} parameter`, value, index, expecting);

export function checkQueryParams(search: URLSearchParams): void {
  parseSelect(search.get('select'));
  for (const param of ['columns', 'on_conflict']) {
    const value = search.get(param);
    if (value !== null) checkNameList(param, value);
  }
}
