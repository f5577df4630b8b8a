/**
 * Rows read by id in one request (`in`, which answers in the table's order) put back in the order of
 * `ids`, such as an editor's list; an id without a row (deleted, unpublished, hidden by RLS) is left out.
 */
export function inOrderOf<Row extends { id: string }>(ids: readonly string[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
