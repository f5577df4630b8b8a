/**
 * Collects bind parameters and fresh aliases while SQL is assembled. Values only ever reach the
 * database as parameters; identifiers are quoted and were checked against the schema cache.
 */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const qualifiedIdent = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

export class SqlBuilder {
  readonly params: unknown[] = [];
  private aliasCounter = 0;

  /** Adds a bind parameter and returns its placeholder, e.g. `$3`. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  alias(prefix: 'pgrst' | 'pgrst_e' | 'pgrst_j' = 'pgrst'): string {
    return `${prefix}_${this.aliasCounter++}`;
  }
}
