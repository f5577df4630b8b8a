/**
 * Finds the relationship behind an embedded resource the way PostgREST does: through foreign
 * keys in either direction (many-to-one, one-to-many, one-to-one) or through a junction table
 * (many-to-many), narrowed by a `!hint` (constraint name, column or junction table).
 */
import { RestError } from './errors';
import { qualified, type DbFunction, type ForeignKey, type Relation, type SchemaCache } from './schema-cache';

export type Relationship =
  /** The parent holds the foreign key: the embed is one object (or null). */
  | { kind: 'many-to-one'; target: Relation; fk: ForeignKey }
  /** The target holds the foreign key: an array, or one object when its FK columns are unique. */
  | { kind: 'one-to-many'; target: Relation; fk: ForeignKey; oneToOne: boolean }
  | {
      kind: 'many-to-many';
      target: Relation;
      junction: Relation;
      toParent: ForeignKey;
      toTarget: ForeignKey;
    }
  /** A function taking the parent row and returning rows of the target (setof: an array). */
  | { kind: 'computed'; target: Relation; fn: DbFunction };

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c));
const isUnique = (relation: Relation, columns: string[]) =>
  relation.uniqueKeys.some((key) => sameColumns(key, columns));

type KeyedRelationship = Exclude<Relationship, { kind: 'computed' }>;

function describe(parent: Relation, rel: KeyedRelationship) {
  const cardinality = rel.kind === 'one-to-many' && rel.oneToOne ? 'one-to-one' : rel.kind;
  const fk = rel.kind === 'many-to-many' ? rel.toTarget : rel.fk;
  return {
    cardinality,
    embedding: `${parent.name} with ${rel.target.name}`,
    relationship:
      rel.kind === 'many-to-many'
        ? `${rel.junction.name} using ${rel.toParent.name}(${rel.toParent.columns.join(', ')}) and ${rel.toTarget.name}(${rel.toTarget.columns.join(', ')})`
        : `${fk.name} using ${fk.table}(${fk.columns.join(', ')}) and ${fk.refTable}(${fk.refColumns.join(', ')})`,
  };
}

function candidatesByTable(cache: SchemaCache, parent: Relation, target: Relation): KeyedRelationship[] {
  const found: KeyedRelationship[] = [];
  const fks = cache.foreignKeys.filter((fk) => fk.schema === parent.schema && fk.refSchema === parent.schema);
  for (const fk of fks) {
    if (fk.table === parent.name && fk.refTable === target.name)
      found.push({ kind: 'many-to-one', target, fk });
    if (fk.table === target.name && fk.refTable === parent.name) {
      found.push({ kind: 'one-to-many', target, fk, oneToOne: isUnique(target, fk.columns) });
    }
  }
  for (const junction of cache.relations.values()) {
    if (junction.kind !== 'table' || junction.schema !== parent.schema) continue;
    if (junction.name === parent.name || junction.name === target.name) continue;
    const own = fks.filter((fk) => fk.table === junction.name);
    for (const toParent of own.filter((fk) => fk.refTable === parent.name)) {
      for (const toTarget of own.filter((fk) => fk.refTable === target.name && fk !== toParent)) {
        const inKey = (fk: ForeignKey) => fk.columns.every((c) => junction.primaryKey.includes(c));
        if (inKey(toParent) && inKey(toTarget))
          found.push({ kind: 'many-to-many', target, junction, toParent, toTarget });
      }
    }
  }
  return found;
}

/** `select=*,client_id(*)` or `select=*,orders_client_id_fkey(*)` name a key, not a table. */
function candidatesByKey(cache: SchemaCache, parent: Relation, name: string): KeyedRelationship[] {
  const found: KeyedRelationship[] = [];
  for (const fk of cache.foreignKeys) {
    if (fk.schema !== parent.schema || fk.refSchema !== parent.schema) continue;
    const refTarget = cache.relations.get(qualified(fk.refSchema, fk.refTable));
    const ownTarget = cache.relations.get(qualified(fk.schema, fk.table));
    if (fk.table === parent.name && refTarget && (fk.name === name || sameColumns(fk.columns, [name]))) {
      found.push({ kind: 'many-to-one', target: refTarget, fk });
    } else if (fk.refTable === parent.name && ownTarget && fk.name === name) {
      found.push({ kind: 'one-to-many', target: ownTarget, fk, oneToOne: isUnique(ownTarget, fk.columns) });
    }
  }
  return found;
}

function matchesHint(rel: KeyedRelationship, hint: string): boolean {
  if (rel.kind === 'many-to-many') {
    return [rel.junction.name, rel.toParent.name, rel.toTarget.name].includes(hint);
  }
  return rel.fk.name === hint || rel.fk.columns.includes(hint) || rel.fk.refColumns.includes(hint);
}

export function resolveRelationship(
  cache: SchemaCache,
  parent: Relation,
  name: string,
  hint: string | undefined,
): Relationship {
  const computed = parent.computedRelations.get(name);
  const computedTarget = computed?.returnRelation
    ? cache.relations.get(qualified(computed.schema, computed.returnRelation))
    : undefined;
  if (computed && computedTarget) return { kind: 'computed', target: computedTarget, fn: computed };
  const target = cache.relations.get(qualified(parent.schema, name));
  let candidates =
    target && target.kind !== 'composite'
      ? candidatesByTable(cache, parent, target)
      : candidatesByKey(cache, parent, name);
  if (hint) candidates = candidates.filter((rel) => matchesHint(rel, hint));
  // A direct foreign key wins over a junction table, as in PostgREST.
  if (candidates.length > 1 && !hint) {
    const direct = candidates.filter((rel) => rel.kind !== 'many-to-many');
    if (direct.length === 1) candidates = direct;
  }
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${parent.schema}', but no matches were found.`,
      null,
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    candidates.map((rel) => describe(parent, rel)),
    `Try changing '${name}' to one of the following: ${candidates
      .map((rel) => `'${name}!${rel.kind === 'many-to-many' ? rel.junction.name : rel.fk.name}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

/** True when the embed renders as one object (or null) rather than an array. */
export const isToOne = (rel: Relationship) =>
  rel.kind === 'many-to-one' ||
  (rel.kind === 'one-to-many' && rel.oneToOne) ||
  (rel.kind === 'computed' && (!rel.fn.returnsSet || rel.fn.singleRow));
