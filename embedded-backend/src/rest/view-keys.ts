/**
 * PostgREST embeds through views by following view columns back to the base-table columns they
 * expose. This does the common case: a view column that keeps its base column's name, taken
 * from exactly one table of the view. Foreign keys of those tables are then repeated for the view
 * (as source, as target, or both), under the same constraint name.
 */
import type { ForeignKey, Relation } from './schema-cache';

export interface ViewColumnUse {
  view_schema: string;
  view_name: string;
  table_schema: string;
  table_name: string;
  column_name: string;
}

/** For each view: column name -> the one base table (schema.name) it comes from. */
function viewColumnSources(views: Relation[], uses: ViewColumnUse[]): Map<Relation, Map<string, string>> {
  const result = new Map<Relation, Map<string, string>>();
  for (const view of views) {
    const candidates = new Map<string, Set<string>>();
    for (const use of uses) {
      if (use.view_schema !== view.schema || use.view_name !== view.name) continue;
      if (!view.columnsByName.has(use.column_name)) continue;
      const tables = candidates.get(use.column_name) ?? new Set<string>();
      tables.add(`${use.table_schema}.${use.table_name}`);
      candidates.set(use.column_name, tables);
    }
    const unique = new Map<string, string>();
    for (const [column, tables] of candidates) if (tables.size === 1) unique.set(column, [...tables][0]!);
    result.set(view, unique);
  }
  return result;
}

const exposes = (sources: Map<string, string>, table: string, columns: string[]) =>
  columns.every((column) => sources.get(column) === table);

export function inferViewForeignKeys(
  relations: Iterable<Relation>,
  foreignKeys: ForeignKey[],
  uses: ViewColumnUse[],
): ForeignKey[] {
  const views = [...relations].filter((r) => r.kind === 'view');
  if (views.length === 0) return [];
  const sources = viewColumnSources(views, uses);
  const inferred: ForeignKey[] = [];
  for (const fk of foreignKeys) {
    const from = `${fk.schema}.${fk.table}`;
    const to = `${fk.refSchema}.${fk.refTable}`;
    const sourceViews = views.filter((v) => exposes(sources.get(v)!, from, fk.columns));
    const targetViews = views.filter((v) => exposes(sources.get(v)!, to, fk.refColumns));
    for (const v of sourceViews) inferred.push({ ...fk, schema: v.schema, table: v.name });
    for (const w of targetViews) inferred.push({ ...fk, refSchema: w.schema, refTable: w.name });
    for (const v of sourceViews) {
      for (const w of targetViews)
        inferred.push({ ...fk, schema: v.schema, table: v.name, refSchema: w.schema, refTable: w.name });
    }
  }
  return inferred;
}
