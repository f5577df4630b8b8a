-- A repeated newsletter address must answer exactly like a new one. Dropping the repeat (the old
-- trigger returned null) made the insert report 0 rows instead of 1, and PostgREST shows that count to
-- any visitor: in Content-Range (`*/0` vs `*/1`, with or without Prefer: count), as PGRST116 when the
-- single-object Accept is sent, and through Prefer: max-affected. So a repeat now replaces the earlier
-- row with one carrying the same id, address and date: the list is unchanged, and every insert reports
-- one row.

drop trigger newsletter_subscribers_skip_repeat on public.newsletter_subscribers;
drop function private.newsletter_subscribers_skip_repeat();

create function private.newsletter_subscribers_keep_first_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  earlier public.newsletter_subscribers;
begin
  new.email := lower(btrim(new.email));
  -- Two sign-ups of one address at the same moment must see each other, or the second would meet the
  -- unique index and answer 409 where a lone one answers 201.
  perform pg_advisory_xact_lock(hashtextextended('newsletter_subscribers:' || new.email, 0));
  delete from public.newsletter_subscribers where lower(email) = new.email returning * into earlier;
  if found then
    new.id := earlier.id;
    new.created_at := earlier.created_at;
  end if;
  return new;
end;
$$;

revoke execute on function private.newsletter_subscribers_keep_first_signup() from public, anon, authenticated;

create trigger newsletter_subscribers_keep_first_signup
  before insert on public.newsletter_subscribers
  for each row execute function private.newsletter_subscribers_keep_first_signup();

comment on table public.newsletter_subscribers is
  'Newsletter sign-ups (insert-only for visitors). A repeated e-mail keeps the first sign-up''s row and answers like a new one.';

-- Visitors send the address only. A caller-chosen id would be a probe: it is kept for a new address
-- and replaced for a known one, so a second insert with the same id would fail only for new addresses.
revoke insert on table public.newsletter_subscribers from anon, authenticated;
grant insert (email) on table public.newsletter_subscribers to anon, authenticated;

revoke insert on table public.contact_messages from anon, authenticated;
grant insert (first_name, last_name, phone, email, message, inquire_upcoming, opt_in_newsletter)
  on table public.contact_messages to anon, authenticated;
