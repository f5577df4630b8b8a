/**
 * What PostgREST calls the schema cache: the exposed relations, their columns, keys and foreign
 * keys, and the functions, read from the catalog at start-up and again on reloadSchema(). Every
 * identifier in a request is checked against it before any SQL is built.
 */
import { functionArgs, type FunctionArg } from '../db/function-args';
import type { Db } from '../types';
import { CATALOG_QUERIES } from './schema-queries';
import { inferViewForeignKeys, type ViewColumnUse } from './view-keys';

export interface Column {
  name: string;
  position: number;
  /** format_type(), e.g. `text`, `numeric(10,2)`, `text[]`, `public.order_status` */
  type: string;
  /** pg_type.typname, e.g. `int4`, `_text`, `order_status` */
  udt: string;
  nullable: boolean;
  hasDefault: boolean;
  identity: 'a' | 'd' | '';
  generated: boolean;
  isArray: boolean;
}

export interface Relation {
  oid: number;
  schema: string;
  name: string;
  /** composite: a `create type ... as (...)`, only used to shape function results. */
  kind: 'table' | 'view' | 'composite';
  columns: Column[];
  columnsByName: Map<string, Column>;
  primaryKey: string[];
  /** Column sets with a unique or primary key constraint (for one-to-one detection). */
  uniqueKeys: string[][];
  /** Computed fields: functions taking this row and returning a value (`select=*,full_name`). */
  computedFields: Map<string, DbFunction>;
  /** Computed relationships: functions taking this row and returning rows of a table or view. */
  computedRelations: Map<string, DbFunction>;
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export type { FunctionArg } from '../db/function-args';

export interface DbFunction {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** `returns setof … rows 1`: PostgREST embeds it as a to-one computed relationship. */
  singleRow: boolean;
  returnType: string;
  /** 'c' composite, 'p' pseudo (record, void), 'b' base, 'e' enum, 'd' domain... */
  returnTypeKind: string;
  /** The table/view whose row type is returned, if any. */
  returnRelation: string | null;
  volatility: 'i' | 's' | 'v';
  /**
   * The function's own `set statement_timeout = ...` (and PostgREST's other hoisted settings),
   * applied to the whole request transaction when it is called through /rpc, as PostgREST does.
   */
  hoistedSettings: [name: string, value: string][];
  /** `schema.table` when the function's only required input is a row of that table or view. */
  rowArgument: string | null;
}

/** PostgREST's default db-hoisted-tx-settings. */
const HOISTED_SETTINGS = new Set([
  'statement_timeout',
  'plan_filter.statement_cost_limit',
  'default_transaction_isolation',
]);

function hoisted(config: string[]): [string, string][] {
  return config
    .map((entry): [string, string] => {
      const at = entry.indexOf('=');
      return [entry.slice(0, at), entry.slice(at + 1)];
    })
    .filter(([name]) => HOISTED_SETTINGS.has(name));
}

export interface SchemaCache {
  schemas: string[];
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
  /** Roles a JWT may name: those the `authenticator` role can switch to. */
  roles: Set<string>;
  /** Per role, the settings `alter role ... set` gave it (e.g. statement_timeout), applied per request. */
  roleSettings: Map<string, [name: string, value: string][]>;
  /**
   * PostgREST's db-aggregates-enabled, off by default as on hosted Supabase; turned on with
   * `alter role authenticator set pgrst.db_aggregates_enabled = 'true'`.
   */
  aggregatesEnabled: boolean;
}

export const qualified = (schema: string, name: string) => `${schema}.${name}`;

type Row = Record<string, unknown>;

function buildRelations(relationRows: Row[], columnRows: Row[], keyRows: Row[]): Map<string, Relation> {
  const byOid = new Map<number, Relation>();
  for (const row of relationRows) {
    byOid.set(row.oid as number, {
      oid: row.oid as number,
      schema: row.schema as string,
      name: row.name as string,
      kind: row.kind === 'r' || row.kind === 'p' ? 'table' : row.kind === 'c' ? 'composite' : 'view',
      columns: [],
      columnsByName: new Map(),
      primaryKey: [],
      uniqueKeys: [],
      computedFields: new Map(),
      computedRelations: new Map(),
    });
  }
  for (const row of columnRows) {
    const relation = byOid.get(row.rel as number);
    if (!relation) continue;
    const column: Column = {
      name: row.name as string,
      position: row.position as number,
      type: row.type as string,
      udt: row.udt as string,
      nullable: row.nullable as boolean,
      hasDefault: row.has_default as boolean,
      identity: row.identity as Column['identity'],
      generated: row.generated !== '',
      isArray: row.category === 'A',
    };
    relation.columns.push(column);
    relation.columnsByName.set(column.name, column);
  }
  for (const row of keyRows) {
    const relation = byOid.get(row.rel as number);
    if (!relation) continue;
    if (row.kind === 'p') relation.primaryKey = row.columns as string[];
    relation.uniqueKeys.push(row.columns as string[]);
  }
  const relations = new Map<string, Relation>();
  for (const relation of byOid.values()) {
    relation.columns.sort((a, b) => a.position - b.position);
    relations.set(qualified(relation.schema, relation.name), relation);
  }
  return relations;
}

function buildFunctions(rows: Row[]): Map<string, DbFunction[]> {
  const functions = new Map<string, DbFunction[]>();
  for (const row of rows) {
    const fn: DbFunction = {
      schema: row.schema as string,
      name: row.name as string,
      args: functionArgs(row),
      returnsSet: row.returns_set as boolean,
      singleRow: row.single_row as boolean,
      returnType: row.return_type as string,
      returnTypeKind: row.return_type_kind as string,
      returnRelation: (row.return_relation as string | null) ?? null,
      volatility: row.volatility as DbFunction['volatility'],
      hoistedSettings: hoisted(row.config as string[]),
      rowArgument: (row.row_argument as string | null) ?? null,
    };
    const key = qualified(fn.schema, fn.name);
    functions.set(key, [...(functions.get(key) ?? []), fn]);
  }
  return functions;
}

export async function loadSchemaCache(db: Db, schemas: string[] = ['public']): Promise<SchemaCache> {
  const [relationRows, columns, keys, foreignKeys, functions, viewUses, roles, settings] =
    await db.transaction(async (tx) => {
      const run = async (sql: string) => (await tx.query<Row>(sql, [schemas])).rows;
      return [
        await run(CATALOG_QUERIES.relations),
        await run(CATALOG_QUERIES.columns),
        await run(CATALOG_QUERIES.keys),
        // Its columns are named as ForeignKey's fields.
        (await tx.query<ForeignKey>(CATALOG_QUERIES.foreignKeys, [schemas])).rows,
        await run(CATALOG_QUERIES.functions),
        await run(CATALOG_QUERIES.viewColumnUsage),
        (await tx.query<{ rolname: string }>(CATALOG_QUERIES.roles)).rows,
        (await tx.query<RoleSettingRow>(CATALOG_QUERIES.roleSettings)).rows,
      ] as const;
    });
  const relations = buildRelations(relationRows, columns, keys);
  const functionMap = buildFunctions(functions);
  const roleSettings = buildRoleSettings(settings);
  attachComputed(relations, functionMap);
  return {
    schemas,
    relations,
    foreignKeys: [
      ...foreignKeys,
      ...inferViewForeignKeys(relations.values(), foreignKeys, viewUses as unknown as ViewColumnUse[]),
    ],
    functions: functionMap,
    roles: new Set(roles.map((row) => row.rolname)),
    roleSettings,
    aggregatesEnabled: (roleSettings.get('authenticator') ?? []).some(
      ([name, value]) => name === 'pgrst.db_aggregates_enabled' && value.toLowerCase() === 'true',
    ),
  };
}

/**
 * PostgREST's computed fields and computed relationships: a function whose one input is a row of
 * a table or view belongs to that relation, as a value or, when it returns rows of an exposed
 * table or view, as a relationship (to-many for setof, else to-one).
 */
function attachComputed(relations: Map<string, Relation>, functions: Map<string, DbFunction[]>): void {
  for (const overloads of functions.values()) {
    for (const fn of overloads) {
      const owner = fn.rowArgument ? relations.get(fn.rowArgument) : undefined;
      if (!owner || owner.kind === 'composite') continue;
      const target = fn.returnRelation ? relations.get(qualified(fn.schema, fn.returnRelation)) : undefined;
      if (target && target.kind !== 'composite') owner.computedRelations.set(fn.name, fn);
      else if (!fn.returnsSet && fn.returnType !== 'void') owner.computedFields.set(fn.name, fn);
    }
  }
}

interface RoleSettingRow {
  rolname: string;
  name: string;
  value: string;
}

function buildRoleSettings(rows: RoleSettingRow[]): Map<string, [string, string][]> {
  const byRole = new Map<string, Map<string, string>>();
  for (const { rolname, name, value } of rows) {
    const settings = byRole.get(rolname) ?? new Map<string, string>();
    settings.set(name, value);
    byRole.set(rolname, settings);
  }
  return new Map([...byRole].map(([role, settings]) => [role, [...settings]]));
}
