-- Newsletter sign-ups and contact messages: visitors may add rows but never read them back.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  created_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_format
    check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 320)
);

comment on table public.newsletter_subscribers is
  'Newsletter sign-ups (insert-only for visitors). A repeated e-mail is silently ignored.';

create unique index newsletter_subscribers_email_unique on public.newsletter_subscribers (lower(email));

-- Normalise the address and drop repeats silently: an error would tell a visitor whether someone else
-- already subscribed. Security definer because visitors have no read access to check for the repeat.
create or replace function public.newsletter_subscribers_skip_repeat()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  if exists (select 1 from public.newsletter_subscribers where lower(email) = new.email) then
    return null;
  end if;
  return new;
end;
$$;

revoke execute on function public.newsletter_subscribers_skip_repeat() from public, anon, authenticated;

create trigger newsletter_subscribers_skip_repeat
  before insert on public.newsletter_subscribers
  for each row execute function public.newsletter_subscribers_skip_repeat();

alter table public.newsletter_subscribers enable row level security;

revoke all on table public.newsletter_subscribers from anon, authenticated;
grant insert on table public.newsletter_subscribers to anon, authenticated;
grant all on table public.newsletter_subscribers to service_role;

create policy newsletter_subscribers_anyone_signs_up on public.newsletter_subscribers
  for insert to anon, authenticated
  with check (true);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  first_name text,
  last_name text,
  phone text,
  email text,
  message text,
  inquire_upcoming boolean not null default false,
  opt_in_newsletter boolean not null default false,
  created_at timestamptz not null default now(),
  constraint contact_messages_email_format
    check (email is null or email = '' or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  -- Bounds keep the open insert from becoming free bulk storage.
  constraint contact_messages_first_name_length check (length(first_name) <= 200),
  constraint contact_messages_last_name_length check (length(last_name) <= 200),
  constraint contact_messages_phone_length check (length(phone) <= 50),
  constraint contact_messages_email_length check (length(email) <= 320),
  constraint contact_messages_message_length check (length(message) <= 5000)
);

comment on table public.contact_messages is
  'Contact form submissions (insert-only for visitors; read in the dashboard).';

alter table public.contact_messages enable row level security;

revoke all on table public.contact_messages from anon, authenticated;
grant insert on table public.contact_messages to anon, authenticated;
grant all on table public.contact_messages to service_role;

create policy contact_messages_anyone_writes on public.contact_messages
  for insert to anon, authenticated
  with check (true);
