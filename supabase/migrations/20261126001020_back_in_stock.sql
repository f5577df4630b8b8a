-- "Notify me" on a sold-out product. A shopper leaves an address; when the product comes back in stock
-- the database writes one e-mail per open request, in the language the shopper asked in, into
-- mail_outbox (so send-mail delivers it, crash-safe and exactly once) and marks the request done, all
-- in the transaction that restocked it.
--
-- One e-mail per request: a product that sells out and comes back again does not mail the same request
-- twice. The shopper asks again on the product page if they want the next restock too.
--
-- Nobody but the service role reads or writes the table: visitors go through request_back_in_stock,
-- which answers the same whether the address had already asked or not.

create table public.back_in_stock_requests (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now(),
  notified_at timestamptz,
  mail_id uuid references public.mail_outbox (id) on delete set null,
  locale text not null default 'en',
  constraint back_in_stock_requests_email_format
    check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254),
  -- LOCALES of supabase/functions/_shared/rules/locales.ts (tests/backend/rules-in-schema.test.ts
  -- keeps them equal).
  constraint back_in_stock_requests_locale_valid check (locale in ('en', 'fr', 'ar'))
);

comment on table public.back_in_stock_requests is
  'Shoppers waiting for a sold-out product. Answered once, by e-mail, when it comes back. Service role only.';
comment on column public.back_in_stock_requests.notified_at is
  'When the restock queued the e-mail (null: still waiting). A done request is never mailed again.';
comment on column public.back_in_stock_requests.mail_id is 'The mail_outbox row that carries the e-mail.';
comment on column public.back_in_stock_requests.locale is
  'The language the shopper asked in (en, fr, ar): the back-in-stock e-mail is written in it.';

-- One open request per product and address: asking twice is asking once.
create unique index back_in_stock_requests_one_open_idx
  on public.back_in_stock_requests (product_id, email) where notified_at is null;
create index back_in_stock_requests_email_open_idx
  on public.back_in_stock_requests (email) where notified_at is null;

alter table public.back_in_stock_requests enable row level security;
revoke all on table public.back_in_stock_requests from public, anon, authenticated;
grant select, insert, update, delete on table public.back_in_stock_requests to service_role;

-- How many products one address may wait for at once. Past it, requests are dropped without saying
-- so: the answer must not differ, and an address is not a list to sign strangers up to.
create function private.back_in_stock_open_limit()
returns integer
language sql
immutable
set search_path = ''
as $$ select 20 $$;

-- 'requested' for a sold-out product (whether or not this address already asked, and whether or not
-- it is over the limit), 'in_stock' when the product can be bought now. p_locale defaults to 'en', so a
-- caller that sends only the product and the address keeps working; asking again for the same product
-- in another language keeps one request and moves it to the language of the latest ask. Errors:
-- invalid_email (PT422), invalid_locale (PT422), unknown_product (PT404); none depends on the address
-- being known.
create function public.request_back_in_stock(p_product_id uuid, p_email text, p_locale text default 'en')
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_locale text := coalesce(p_locale, 'en');
  v_in_stock boolean;
begin
  if length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception using errcode = 'PT422', hint = 'invalid_email',
      message = 'invalid_email: Please enter a valid email address.';
  end if;
  if v_locale not in ('en', 'fr', 'ar') then
    raise exception using errcode = 'PT422', hint = 'invalid_locale',
      message = 'invalid_locale: The language must be en, fr or ar.';
  end if;
  -- FOR SHARE waits for a restock in flight: either it commits first and this answers 'in_stock', or
  -- this request commits first and the restock's trigger finds it. None falls between the two.
  select in_stock into v_in_stock from public.products where id = p_product_id for share;
  if not found then
    raise exception using errcode = 'PT404', hint = 'unknown_product', message = 'unknown_product: No such product.';
  end if;
  if v_in_stock then
    return 'in_stock';
  end if;
  -- Two requests of one address at once must see each other (the limit, the unique index).
  perform pg_advisory_xact_lock(hashtextextended('back_in_stock_requests:' || v_email, 0));
  if (select count(*) from public.back_in_stock_requests where email = v_email and notified_at is null)
     < private.back_in_stock_open_limit() then
    insert into public.back_in_stock_requests (product_id, email, locale)
    values (p_product_id, v_email, v_locale)
    on conflict (product_id, email) where notified_at is null do update set locale = excluded.locale;
  else
    -- Over the limit no new request is stored, but one already open still follows the latest language.
    update public.back_in_stock_requests set locale = v_locale
    where product_id = p_product_id and email = v_email and notified_at is null;
  end if;
  return 'requested';
end;
$$;

comment on function public.request_back_in_stock(uuid, text, text) is
  'Notify me: stores the address (and the language it asked in) for a sold-out product. Same answer for '
  'a new or known address.';

revoke execute on function public.request_back_in_stock(uuid, text, text) from public;
grant execute on function public.request_back_in_stock(uuid, text, text) to anon, authenticated, service_role;

-- At commit of a change that brought the product back: if it is still in stock then, each open request
-- gets its e-mail and is marked done. Deferred, so stock that comes and goes within one transaction
-- mails nobody, and a second change in the same transaction finds the requests already done.
create or replace function private.queue_back_in_stock_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_product public.products;
  v_request record;
  v_mail_id uuid;
begin
  select * into v_product from public.products where id = new.id;
  if not found or not v_product.in_stock then
    return null;
  end if;
  for v_request in
    select id, email, locale from public.back_in_stock_requests
    where product_id = v_product.id and notified_at is null
    order by created_at, id
    for update
  loop
    insert into public.mail_outbox (kind, recipient, payload)
    values ('back_in_stock', v_request.email, jsonb_build_object(
      'request_id', v_request.id,
      'product_id', v_product.id,
      'slug', v_product.slug,
      'title', v_product.title,
      'locale', v_request.locale))
    returning id into v_mail_id;
    update public.back_in_stock_requests
    set notified_at = now(), mail_id = v_mail_id
    where id = v_request.id;
  end loop;
  return null;
end;
$$;

create constraint trigger products_queue_back_in_stock_mail
  after update of in_stock, stock_quantity on public.products
  deferrable initially deferred
  for each row
  when (not old.in_stock and new.in_stock)
  execute function private.queue_back_in_stock_mail();

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
