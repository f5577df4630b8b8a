/**
 * Sequences that survive restarts without a gap. Postgres writes a sequence to the WAL 32 values
 * ahead of what it hands out, and recovery restores that logged value: after a `kill -9`, and even
 * after a clean stop of a PGlite folder that started from the cached dump, the next order number
 * would jump by up to 32. On an on-disk PGlite the backend therefore keeps every sequence's last
 * value in `_embedded.sequence_marks`: inside each transaction right before COMMIT (so the mark
 * commits with the rows that used the values) and after every statement run outside a transaction
 * (API or psql socket). On start, each sequence that recovery moved past its mark is set back.
 */
import type { PGlite } from '@electric-sql/pglite';

/** Local bookkeeping only, never exposed through the REST API (its schema is not in [api] schemas). */
export const SEQUENCE_MARKS_SQL = `
create schema if not exists _embedded;
revoke all on schema _embedded from public;
grant usage on schema _embedded to public;
create table if not exists _embedded.sequence_marks (
  seq oid primary key,
  last_value bigint not null
);
revoke all on _embedded.sequence_marks from public;
-- Runs as the caller's API role inside their transaction, hence security definer. It only ever
-- copies each sequence's own current value, and writes nothing in a read-only transaction.
create or replace function _embedded.mark_sequences() returns void
language plpgsql security definer set search_path = pg_catalog as $$
begin
  if current_setting('transaction_read_only') = 'on' then return; end if;
  if exists (
    select from pg_sequence s left join _embedded.sequence_marks m on m.seq = s.seqrelid
    where m.last_value is distinct from pg_sequence_last_value(s.seqrelid)
  ) then
    insert into _embedded.sequence_marks (seq, last_value)
    select s.seqrelid, pg_sequence_last_value(s.seqrelid) from pg_sequence s
    where pg_sequence_last_value(s.seqrelid) is not null
    on conflict (seq) do update set last_value = excluded.last_value
    where sequence_marks.last_value is distinct from excluded.last_value;
    delete from _embedded.sequence_marks m where not exists (select from pg_sequence s where s.seqrelid = m.seq);
  end if;
exception when others then
  -- Bookkeeping must never fail the caller's transaction; the next statement records it again.
  return;
end $$;
revoke all on function _embedded.mark_sequences() from public;
grant execute on function _embedded.mark_sequences() to public;
`;

/** Records the current value of every sequence (call with the session lock held). */
export async function markSequences(pglite: PGlite): Promise<void> {
  await pglite.query('select _embedded.mark_sequences()');
}

/**
 * On start: sets back every sequence that recovery moved past its last recorded value (only in the
 * direction it counts, so never below a mark). Returns the sequences set back.
 */
export async function restoreSequences(pglite: PGlite): Promise<string[]> {
  const marked = await pglite.query<{ found: boolean }>(
    `select to_regclass('_embedded.sequence_marks') is not null as found`,
  );
  if (!marked.rows[0]?.found) return [];
  const { rows } = await pglite.query<{ seq: string }>(`
    select s.seqrelid::regclass::text as seq, pg_catalog.setval(s.seqrelid, m.last_value, true)
    from pg_catalog.pg_sequence s
    join _embedded.sequence_marks m on m.seq = s.seqrelid
    where pg_catalog.pg_sequence_last_value(s.seqrelid) is not null
      and sign(s.seqincrement) * (pg_catalog.pg_sequence_last_value(s.seqrelid) - m.last_value) > 0
    order by 1`);
  return rows.map((row) => row.seq);
}
