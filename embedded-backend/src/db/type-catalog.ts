/**
 * What `supabase gen types typescript` reads from the catalog (as postgres-meta does): tables and
 * views with their columns, foreign keys, functions, enums and composite types of one schema.
 */
import type { Db } from '../types';
import { functionArgs, type FunctionArg } from './function-args';

export interface CatalogColumn {
  relation: string;
  name: string;
  /** pg_type.typname of the column (domains resolved to their base type), e.g. int8, _text */
  format: string;
  nullable: boolean;
  identity: '' | 'a' | 'd';
  hasDefault: boolean;
  updatable: boolean;
  /** A text column held to a list by a check constraint (`col in ('a', 'b')`): those values. */
  allowed: string[] | null;
}

export interface CatalogRelation {
  name: string;
  kind: 'table' | 'view';
  /** Views: updatable and deletable, so they get Insert/Update types. */
  updatable: boolean;
}

export interface CatalogRelationship {
  name: string;
  relation: string;
  columns: string[];
  oneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface CatalogFunction {
  name: string;
  args: FunctionArg[];
  returnType: string;
  /** The table/view whose row type is returned. */
  returnRelation: string | null;
  returnsSet: boolean;
}

export interface CatalogType {
  name: string;
  /** e: enum (values), c: composite (attributes) */
  kind: 'e' | 'c';
  values: string[];
  attributes: { name: string; type: string }[];
}

export interface TypeCatalog {
  relations: CatalogRelation[];
  columns: CatalogColumn[];
  relationships: CatalogRelationship[];
  functions: CatalogFunction[];
  types: CatalogType[];
}

/** The base type name of a type oid, resolving domains and keeping the array `_` prefix. */
const typeName = (oid: string) =>
  `(select case when bt.typtype = 'd' then (select b.typname from pg_type b where b.oid = bt.typbasetype) else bt.typname end from pg_type bt where bt.oid = ${oid})::text`;

const QUERIES = {
  relations: `
    select c.relname::text as name, case when c.relkind in ('r', 'p', 'f') then 'table' else 'view' end as kind,
           (c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid, false) & 20) = 20) as updatable
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')
      and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')`,
  columns: `
    select c.relname::text as relation, a.attname::text as name, ${typeName('a.atttypid')} as format,
           not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as nullable, a.attidentity::text as identity,
           a.atthasdef as has_default,
           (c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false))) as updatable
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm') and a.attnum > 0 and not a.attisdropped`,
  relationships: `
    select con.conname::text as name, c.relname::text as relation,
           array(select a.attname::text from unnest(con.conkey) with ordinality k(n, o)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.o) as columns,
           exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                   and u.conkey::int[] @> con.conkey::int[] and u.conkey::int[] <@ con.conkey::int[]) as one_to_one,
           rc.relname::text as referenced_relation,
           array(select a.attname::text from unnest(con.confkey) with ordinality k(n, o)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.o) as referenced_columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
    where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1`,
  functions: `
    select p.proname::text as name, p.proretset as returns_set, ${typeName('p.prorettype')} as return_type,
           (select rc.relname::text from pg_type rt join pg_class rc on rc.oid = rt.typrelid
            where rt.oid = p.prorettype and rc.relkind in ('r', 'p', 'v', 'm', 'f')) as return_relation,
           coalesce(p.proargnames, '{}')::text[] as arg_names,
           coalesce(p.proargmodes::text[], '{}')::text[] as arg_modes,
           array(select ${typeName('x.t')} from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
                 with ordinality x(t, o) order by x.o) as arg_types,
           p.pronargdefaults::int as default_count
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = $1 and p.prokind = 'f'
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  checks: `
    select c.relname::text as relation, a.attname::text as name, pg_get_constraintdef(con.oid) as definition
    from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
    where con.contype = 'c' and n.nspname = $1 and array_length(con.conkey, 1) = 1 and a.atttypid = 'text'::regtype`,
  types: `
    select t.typname::text as name, t.typtype::text as kind,
           coalesce(array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder), '{}') as values,
           coalesce((select json_agg(json_build_object('name', a.attname, 'type', ${typeName('a.atttypid')}) order by a.attnum)
                     from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped), '[]') as attributes
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = $1 and (t.typtype = 'e' or (t.typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) = 'c'))`,
};

type Row = Record<string, unknown>;

const TEXT_LITERAL = /'((?:[^']|'')*)'::text/g;

/**
 * The values a single-column check allows, from its canonical text: `CHECK ((c = ANY (ARRAY['a'::text,
 * 'b'::text])))`, `CHECK ((c = 'a'::text))`, either behind `(c IS NULL) OR`. null for any other check.
 * The schema keeps such lists as checks (their names make readable errors) rather than Postgres enums;
 * going beyond `supabase gen types`, they are typed as unions so a misspelt status fails to compile.
 */
function allowedValues(definition: string, column: string): string[] | null {
  if (!/^[a-z_][a-z0-9_]*$/.test(column)) return null; // a quoted name: left as string
  const list = String.raw`\(${column} = (?:ANY \(ARRAY\[((?:'(?:[^']|'')*'::text(?:, )?)+)\]\)|('(?:[^']|'')*'::text))\)`;
  const match = new RegExp(String.raw`^CHECK \((?:${list}|\(\(${column} IS NULL\) OR ${list}\))\)$`).exec(
    definition,
  );
  if (!match) return null;
  const literals = match.slice(1).find((group) => group !== undefined) ?? '';
  return [...literals.matchAll(TEXT_LITERAL)].map((m) => m[1]!.replaceAll("''", "'"));
}

function allowedByColumn(checks: Row[]): Map<string, string[]> {
  const allowed = new Map<string, string[]>();
  for (const check of checks) {
    const values = allowedValues(check.definition as string, check.name as string);
    if (!values) continue;
    const key = `${check.relation as string}.${check.name as string}`;
    const before = allowed.get(key);
    allowed.set(key, before ? before.filter((v) => values.includes(v)) : values);
  }
  return allowed;
}

export async function readTypeCatalog(db: Pick<Db, 'query'>, schema = 'public'): Promise<TypeCatalog> {
  const rows = {} as Record<keyof typeof QUERIES, Row[]>;
  for (const [name, sql] of Object.entries(QUERIES) as [keyof typeof QUERIES, string][])
    rows[name] = (await db.query<Row>(sql, [schema])).rows;
  const { relations, columns, relationships, functions, types, checks } = rows;
  const allowed = allowedByColumn(checks);
  return {
    relations: relations.map((r) => ({
      name: r.name as string,
      kind: r.kind as 'table' | 'view',
      updatable: r.updatable as boolean,
    })),
    columns: columns.map((c) => ({
      relation: c.relation as string,
      name: c.name as string,
      format: c.format as string,
      nullable: c.nullable as boolean,
      identity: c.identity as CatalogColumn['identity'],
      hasDefault: c.has_default as boolean,
      updatable: c.updatable as boolean,
      allowed: allowed.get(`${c.relation as string}.${c.name as string}`) ?? null,
    })),
    relationships: relationships.map((r) => ({
      name: r.name as string,
      relation: r.relation as string,
      columns: r.columns as string[],
      oneToOne: r.one_to_one as boolean,
      referencedRelation: r.referenced_relation as string,
      referencedColumns: r.referenced_columns as string[],
    })),
    functions: functions.map((f) => ({
      name: f.name as string,
      returnType: f.return_type as string,
      returnRelation: (f.return_relation as string | null) ?? null,
      returnsSet: f.returns_set as boolean,
      args: functionArgs(f),
    })),
    types: types.map((t) => ({
      name: t.name as string,
      kind: t.kind as 'e' | 'c',
      values: t.values as string[],
      attributes: (typeof t.attributes === 'string' ? JSON.parse(t.attributes) : t.attributes) as {
        name: string;
        type: string;
      }[],
    })),
  };
}
