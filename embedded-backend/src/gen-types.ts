/**
 * `npm run db:types`: writes supabase/functions/_shared/database.types.ts in the format of
 * `supabase gen types typescript`, from an in-memory database brought to the project's schema
 * (no running backend needed). It is the one copy: the edge functions import it there (Deno cannot
 * import from src/) and the app through src/types/database.types.ts, which re-exports it.
 * `--check` only compares and fails when the file is stale.
 * generateTypes(db) is the reusable part (e.g. for a test comparing with the committed file).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import {
  readTypeCatalog,
  type CatalogColumn,
  type CatalogFunction,
  type TypeCatalog,
} from './db/type-catalog';
import { isInputMode } from './db/function-args';
import { HELPER_TYPES } from './db/typescript-helpers';
import type { Db } from './types';

const POSTGREST_VERSION = '13.0.5';
const q = JSON.stringify;
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  bytea: 'string',
  bpchar: 'string',
  varchar: 'string',
  date: 'string',
  text: 'string',
  citext: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  uuid: 'string',
  vector: 'string',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};

function tsType(format: string, catalog: TypeCatalog, schema: string): string {
  if (format in SCALARS) return SCALARS[format]!;
  if (format.startsWith('_')) return `(${tsType(format.slice(1), catalog, schema)})[]`;
  const type = catalog.types.find((t) => t.name === format);
  if (type?.kind === 'e') return `Database[${q(schema)}]["Enums"][${q(format)}]`;
  if (type?.kind === 'c') return `Database[${q(schema)}]["CompositeTypes"][${q(format)}]`;
  const relation = catalog.relations.find((r) => r.name === format);
  if (relation)
    return `Database[${q(schema)}][${q(relation.kind === 'table' ? 'Tables' : 'Views')}][${q(format)}]["Row"]`;
  return 'unknown';
}

/** A column's type: its Postgres type, or the union of the values its check constraint allows. */
const columnType = (c: CatalogColumn, catalog: TypeCatalog, schema: string) =>
  c.allowed ? c.allowed.map((v) => q(v)).join(' | ') || 'never' : tsType(c.format, catalog, schema);

const block = (entries: string[]) =>
  entries.length === 0 ? '{ [_ in never]: never }' : `{\n${entries.join('\n')}\n}`;

function relationTypes(
  catalog: TypeCatalog,
  schema: string,
  name: string,
  kind: 'table' | 'view',
  updatable: boolean,
): string {
  const columns = catalog.columns.filter((c) => c.relation === name).sort(byName);
  const type = (c: CatalogColumn) => columnType(c, catalog, schema);
  // A computed field (a function of one unnamed argument, this row) is part of the Row, as postgres-meta
  // writes it: supabase-js then types `select('*, field')`.
  const computed = catalog.functions
    .filter((fn) => {
      const inputs = fn.args.filter((a) => isInputMode(a.mode));
      return (
        !fn.returnsSet &&
        fn.returnType !== 'void' &&
        inputs.length === 1 &&
        inputs[0]!.name === '' &&
        inputs[0]!.type === name
      );
    })
    .map((fn) => ({
      name: fn.name,
      entry: `${q(fn.name)}: ${tsType(fn.returnType, catalog, schema)} | null`,
    }));
  const row = [
    ...columns.map((c) => ({
      name: c.name,
      entry: `${q(c.name)}: ${type(c)}${c.nullable ? ' | null' : ''}`,
    })),
    ...computed,
  ]
    .sort(byName)
    .map((field) => field.entry);
  const relationships = catalog.relationships
    .filter((r) => r.relation === name)
    .sort((a, b) => a.name.localeCompare(b.name) || a.referencedRelation.localeCompare(b.referencedRelation))
    .map(
      (r) => `{
        foreignKeyName: ${q(r.name)}
        columns: ${q(r.columns)}
        isOneToOne: ${r.oneToOne}
        referencedRelation: ${q(r.referencedRelation)}
        referencedColumns: ${q(r.referencedColumns)}
      },`,
    );
  const parts = [`Row: ${block(row)}`];
  if (kind === 'table') {
    const insert = columns.map((c) => {
      if (c.identity === 'a') return `${q(c.name)}?: never`;
      const optional = c.nullable || c.identity !== '' || c.hasDefault;
      return `${q(c.name)}${optional ? '?' : ''}: ${type(c)}${c.nullable ? ' | null' : ''}`;
    });
    const update = columns.map((c) =>
      c.identity === 'a' ? `${q(c.name)}?: never` : `${q(c.name)}?: ${type(c)}${c.nullable ? ' | null' : ''}`,
    );
    parts.push(`Insert: ${block(insert)}`, `Update: ${block(update)}`);
  } else if (updatable) {
    const field = (c: CatalogColumn) =>
      c.updatable ? `${q(c.name)}?: ${type(c)} | null` : `${q(c.name)}?: never`;
    parts.push(`Insert: ${block(columns.map(field))}`, `Update: ${block(columns.map(field))}`);
  }
  parts.push(`Relationships: [${relationships.join('\n')}]`);
  return `${q(name)}: {\n${parts.join('\n')}\n}`;
}

/** postgres-meta's rule: all input arguments named, or a single unnamed one. */
function isExposed(fn: CatalogFunction): boolean {
  const inputs = fn.args.filter((a) => isInputMode(a.mode));
  return !inputs.some((a) => a.name === '') || inputs.length === 1;
}

function functionType(fn: CatalogFunction, catalog: TypeCatalog, schema: string): string {
  const inputs = fn.args.filter((a) => a.mode === 'i').sort(byName);
  const args =
    inputs.length === 0
      ? 'never'
      : `{ ${inputs.map((a) => `${q(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.type, catalog, schema)}`).join('; ')} }`;
  const tableColumns = fn.args.filter((a) => a.mode === 't');
  let returns: string;
  if (tableColumns.length > 0) {
    returns = `{ ${tableColumns.map((a) => `${q(a.name)}: ${tsType(a.type, catalog, schema)}`).join('; ')} }`;
  } else if (fn.returnRelation) {
    const columns = catalog.columns.filter((c) => c.relation === fn.returnRelation).sort(byName);
    returns = `{ ${columns.map((c) => `${q(c.name)}: ${columnType(c, catalog, schema)}${c.nullable ? ' | null' : ''}`).join('; ')} }`;
  } else {
    returns = tsType(fn.returnType, catalog, schema);
  }
  return `{ Args: ${args}; Returns: ${fn.returnsSet ? `(${returns})[]` : returns} }`;
}

function schemaTypes(catalog: TypeCatalog, schema: string): string {
  const relations = [...catalog.relations].sort(byName);
  const tables = relations
    .filter((r) => r.kind === 'table')
    .map((r) => relationTypes(catalog, schema, r.name, 'table', true));
  const views = relations
    .filter((r) => r.kind === 'view')
    .map((r) => relationTypes(catalog, schema, r.name, 'view', r.updatable));
  const groups = new Map<string, CatalogFunction[]>();
  for (const fn of catalog.functions.filter(isExposed).sort(byName))
    groups.set(fn.name, [...(groups.get(fn.name) ?? []), fn]);
  const functions = [...groups].map(
    ([name, fns]) =>
      `${q(name)}: ${fns
        .map((fn) => functionType(fn, catalog, schema))
        .sort()
        .join(' | ')}`,
  );
  const types = [...catalog.types].sort(byName);
  const enums = types
    .filter((t) => t.kind === 'e')
    .map((t) => `${q(t.name)}: ${t.values.map((v) => q(v)).join(' | ')}`);
  const composites = types
    .filter((t) => t.kind === 'c')
    .map(
      (t) =>
        `${q(t.name)}: { ${t.attributes.map((a) => `${q(a.name)}: ${tsType(a.type, catalog, schema)} | null`).join('; ')} }`,
    );
  return `${q(schema)}: {
    Tables: ${block(tables)}
    Views: ${block(views)}
    Functions: ${block(functions)}
    Enums: ${block(enums)}
    CompositeTypes: ${block(composites)}
  }`;
}

/** `order_items` -> `OrderItemsChecks`: the name of a table's own list of checked values. */
const checksName = (table: string) =>
  `${table.replace(/(^|_)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase())}Checks`;

/**
 * `Constants` as supabase writes it (the values of each enum), plus `Checks`: per table and column,
 * the values a check constraint allows, so code can test a value at runtime against the schema's own list.
 * Each table's lists are also a constant of their own (`ProductsChecks`), which the app imports: a page
 * then bundles only the lists it reads, not every table's.
 */
function constants(catalog: TypeCatalog, schema: string): string {
  const enums = catalog.types
    .filter((t) => t.kind === 'e')
    .sort(byName)
    .map((t) => `${q(t.name)}: ${q(t.values)},`);
  const checked = catalog.columns.filter((c) => c.allowed);
  const tableNames = [...new Set(checked.map((c) => c.relation))].sort();
  const perTable = tableNames.map((table) => {
    const columns = checked
      .filter((c) => c.relation === table)
      .sort(byName)
      .map((c) => `${q(c.name)}: ${q(c.allowed)},`);
    return `export const ${checksName(table)} = { ${columns.join('\n')} } as const`;
  });
  const tables = tableNames.map((table) => `${q(table)}: ${checksName(table)},`);
  return `${perTable.join('\n\n')}

export const Constants = { ${q(schema)}: { Enums: { ${enums.join('\n')} }, Checks: { ${tables.join('\n')} } } } as const`;
}

export interface GenerateTypesOptions {
  schema?: string;
  /** Prettier options; default: the project's config for the generated file. */
  prettierOptions?: prettier.Options;
}

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The file the generator writes, for the edge functions and (re-exported) the app. */
export const TYPES_FILE = path.join(PROJECT_DIR, 'supabase/functions/_shared/database.types.ts');

export async function generateTypes(
  db: Pick<Db, 'query'>,
  options: GenerateTypesOptions = {},
): Promise<string> {
  const schema = options.schema ?? 'public';
  const catalog = await readTypeCatalog(db, schema);
  const source = `export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${q(POSTGREST_VERSION)}
  }
  ${schemaTypes(catalog, schema)}
}
${HELPER_TYPES.replaceAll('__SCHEMA__', q(schema))}
${constants(catalog, schema)}
`;
  const config = options.prettierOptions ?? (await prettier.resolveConfig(TYPES_FILE)) ?? {};
  // Plugins (tailwind) do not touch type declarations; leaving them out keeps this self-contained.
  return prettier.format(source, { ...config, plugins: [], parser: 'typescript' });
}

/** Boots an in-memory database with the bootstrap and all migrations, and generates from it. */
export async function generateProjectTypes(projectDir = PROJECT_DIR): Promise<string> {
  const { openMigratedDatabase } = await import('./db/index');
  const { opened } = await openMigratedDatabase({
    dataDir: null,
    cacheDir: path.join(projectDir, '.data/cache'),
    sources: {
      bootstrapDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../sql'),
      migrationsDir: path.join(projectDir, 'supabase/migrations'),
      seedFile: '', // the seed does not change types
    },
  });
  try {
    return await generateTypes(opened.db);
  } finally {
    await opened.db.close();
  }
}

const readOrEmpty = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // No file yet.
  }
};

async function main(): Promise<void> {
  const generated = await generateProjectTypes();
  const stale = readOrEmpty(TYPES_FILE) !== generated;
  const name = path.relative(process.cwd(), TYPES_FILE);
  if (process.argv.includes('--check')) {
    if (stale) {
      console.error(`${name} is stale: run npm run db:types`);
      process.exit(1);
    }
    console.log('Database types are up to date.');
    return;
  }
  if (stale) writeFileSync(TYPES_FILE, generated);
  console.log(`Wrote ${name}${stale ? '' : ' (unchanged)'}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
