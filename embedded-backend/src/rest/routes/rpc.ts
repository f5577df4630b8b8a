/**
 * /rpc/<fn>: POST with a JSON object of named arguments, GET/HEAD with them in the query string.
 * Scalar results come back as JSON values, set-returning and composite results as rows that the
 * usual select/filters/order/limit apply to.
 */
import { isInputMode } from '../../db/function-args';
import { RestError } from '../errors';
import { parseQueryParams } from '../parse/query-params';
import { qualified, type Column, type DbFunction, type FunctionArg, type Relation } from '../schema-cache';
import { ident, qualifiedIdent, SqlBuilder } from '../sql/builder';
import type { RestRequest } from './context';
import { inRequestTransaction } from './context';
import { readBody, type RawBody } from './payload';
import { answerRead, applyRangeHeader, buildReadQuery } from './read';
import { checkMaxAffected, contentRange, jsonResponse } from './response';

const isInput = (arg: FunctionArg) => isInputMode(arg.mode);
const isJsonType = (type: string) => type === 'json' || type === 'jsonb';

interface Call {
  fn: DbFunction;
  /** Whole body as the single json/jsonb argument. */
  singleObject: boolean;
  args: Record<string, unknown>;
  /** A text/plain, text/xml or octet-stream body, for a single unnamed text, xml or bytea parameter. */
  raw?: RawBody;
}

function notFound(schema: string, name: string, keys: string[]): RestError {
  const list = keys.join(', ');
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${keys.length ? `(${list})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${schema}.${name}${keys.length ? ` with parameters ${list}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    null,
  );
}

function chooseFunction(
  candidates: DbFunction[],
  name: string,
  args: Record<string, unknown>,
  singleObject: boolean,
  raw: RawBody | undefined,
): Call {
  const keys = Object.keys(args);
  if (raw) {
    const fn = candidates.find((f) => {
      const inputs = f.args.filter(isInput);
      return inputs.length === 1 && inputs[0]!.name === '' && inputs[0]!.type === raw.type;
    });
    if (fn) return { fn, singleObject: false, args, raw };
    throw notFound(candidates[0]?.schema ?? 'public', name, keys);
  }
  if (singleObject) {
    const fn = candidates.find(
      (f) => f.args.filter(isInput).length === 1 && isJsonType(f.args.find(isInput)!.type),
    );
    if (fn) return { fn, singleObject: true, args };
  }
  const matching = candidates.filter((fn) => {
    const inputs = fn.args.filter(isInput);
    if (inputs.some((a) => a.name === '')) return false;
    return (
      keys.every((k) => inputs.some((a) => a.name === k)) &&
      inputs.every((a) => a.hasDefault || keys.includes(a.name))
    );
  });
  if (matching.length > 0) {
    matching.sort((a, b) => a.args.filter(isInput).length - b.args.filter(isInput).length);
    return { fn: matching[0]!, singleObject: false, args };
  }
  const unnamedJson = candidates.find((f) => {
    const inputs = f.args.filter(isInput);
    return inputs.length === 1 && inputs[0]!.name === '' && isJsonType(inputs[0]!.type);
  });
  if (unnamedJson) return { fn: unnamedJson, singleObject: true, args };
  throw notFound(candidates[0]?.schema ?? 'public', name, keys);
}

/** `(select pgrst_fn.* from json_to_record($1) as pgrst_args(...), lateral fn(a := ...) as pgrst_fn)` */
function callSql(call: Call, sql: SqlBuilder, column: string | null): string {
  const fnName = qualifiedIdent(call.fn.schema, call.fn.name);
  const select = column ? `pgrst_fn as ${ident(column)}` : 'pgrst_fn.*';
  if (call.raw) {
    const value = sql.param(call.raw.text);
    const arg = call.raw.type === 'bytea' ? `decode(${value}, 'hex')` : `${value}::${call.raw.type}`;
    return `(select ${select} from ${fnName}(${arg}) as pgrst_fn)`;
  }
  if (call.singleObject) {
    const type = call.fn.args.find(isInput)!.type;
    return `(select ${select} from ${fnName}(${sql.param(JSON.stringify(call.args))}::${type}) as pgrst_fn)`;
  }
  const given = call.fn.args.filter((a) => isInput(a) && a.name in call.args);
  if (given.length === 0) return `(select ${select} from ${fnName}() as pgrst_fn)`;
  const body = sql.param(JSON.stringify(call.args));
  const record = given.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  const named = given.map(
    (a) => `${a.mode === 'v' ? 'variadic ' : ''}${ident(a.name)} := pgrst_args.${ident(a.name)}`,
  );
  return `(select ${select} from json_to_record(${body}::json) as pgrst_args(${record}), lateral ${fnName}(${named.join(', ')}) as pgrst_fn)`;
}

/** The row shape of a composite or table result, to validate select/filters against. */
function resultRelation(rest: RestRequest, fn: DbFunction): Relation | null {
  const known = fn.returnRelation
    ? rest.cache.relations.get(qualified(fn.schema, fn.returnRelation))
    : undefined;
  if (known) return known;
  const outputs = fn.args.filter((a) => a.mode === 't' || a.mode === 'o' || a.mode === 'b');
  if (outputs.length === 0 || fn.returnTypeKind !== 'p') return null;
  const columns: Column[] = outputs.map((a, i) => ({
    name: a.name,
    position: i + 1,
    type: a.type,
    udt: a.type,
    nullable: true,
    hasDefault: false,
    identity: '',
    generated: false,
    isArray: a.type.endsWith('[]'),
  }));
  return {
    oid: 0,
    schema: fn.schema,
    name: fn.name,
    kind: 'composite',
    columns,
    columnsByName: new Map(columns.map((c) => [c.name, c])),
    primaryKey: [],
    uniqueKeys: [],
    computedFields: new Map(),
    computedRelations: new Map(),
  };
}

async function callArguments(
  rest: RestRequest,
  candidates: DbFunction[],
): Promise<{ args: Record<string, unknown>; skip: Set<string>; raw?: RawBody }> {
  if (rest.req.method === 'POST') {
    const { value, raw } = await readBody(rest.req, { forFunction: true });
    if (raw) return { args: {}, skip: new Set(), raw };
    if (
      typeof value !== 'object' ||
      value === null ||
      (Array.isArray(value) && rest.prefs.params !== 'single-object')
    ) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
    return { args: value as Record<string, unknown>, skip: new Set() };
  }
  const names = new Set(candidates.flatMap((fn) => fn.args.filter(isInput).map((a) => a.name)));
  const args: Record<string, unknown> = {};
  for (const [key, value] of rest.url.searchParams) if (names.has(key)) args[key] = value;
  return { args, skip: new Set(Object.keys(args)) };
}

export async function callFunction(request: RestRequest, schema: string, name: string): Promise<Response> {
  const candidates = request.cache.functions.get(qualified(schema, name)) ?? [];
  const { args, skip, raw } = await callArguments(request, candidates);
  if (candidates.length === 0) throw notFound(schema, name, Object.keys(args));
  const call = chooseFunction(candidates, name, args, request.prefs.params === 'single-object', raw);
  const { fn } = call;
  const rest = { ...request, hoistedSettings: fn.hoistedSettings };
  const relation = resultRelation(rest, fn);
  const params = parseQueryParams(rest.url.searchParams, skip);
  if (relation) {
    applyRangeHeader(rest, params);
    // A single composite value is answered as an object, not a one-element array.
    const asRead = fn.returnsSet ? rest : { ...rest, format: { ...rest.format, single: true } };
    const query = buildReadQuery(asRead, params, (sql) => ({ from: callSql(call, sql, null), relation }));
    return answerRead(asRead, params, query, { maxAffected: true });
  }
  return callScalar(rest, call);
}

async function callScalar(rest: RestRequest, call: Call): Promise<Response> {
  const builder = new SqlBuilder();
  const source = callSql(call, builder, 'pgrst_value');
  const isVoid = call.fn.returnType === 'void';
  const text = isVoid
    ? `select null::text as body, 0 as n from ${source} as pgrst_s`
    : call.fn.returnsSet
      ? `select coalesce(json_agg(pgrst_s.pgrst_value), '[]'::json)::text as body, count(*)::int as n from ${source} as pgrst_s`
      : `select to_json(pgrst_s.pgrst_value)::text as body, 1 as n from ${source} as pgrst_s`;
  const rows = await inRequestTransaction(rest, async (tx) => {
    const result = (await tx.query<{ body: string | null; n: number }>(text, builder.params)).rows;
    checkMaxAffected(rest, result[0]?.n ?? 0);
    return result;
  });
  if (isVoid) return jsonResponse(204, null, rest.format, rest.prefs);
  const body = rest.req.method === 'HEAD' ? null : (rows[0]?.body ?? 'null');
  return jsonResponse(
    200,
    body,
    { ...rest.format, contentType: 'application/json; charset=utf-8' },
    rest.prefs,
    // Like PostgREST: the rows the function gave (one for a scalar), counted when asked.
    { 'content-range': contentRange(0, rows[0]?.n ?? 0, rest.prefs.count ? (rows[0]?.n ?? 0) : null) },
  );
}
