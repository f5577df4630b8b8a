-- "Notify me" remembers the language the shopper asked in, and the restock e-mail goes out in it.
-- request_back_in_stock gains p_locale (default 'en', so a caller that sends only the product and the
-- address keeps working); asking again for the same product in another language keeps one request
-- and moves it to the language of the latest ask. The check is LOCALES of
-- supabase/functions/_shared/rules/locales.ts (tests/backend/rules-in-schema.test.ts keeps them equal).

alter table public.back_in_stock_requests
  add column locale text not null default 'en',
  add constraint back_in_stock_requests_locale_valid check (locale in ('en', 'fr', 'ar'));

comment on column public.back_in_stock_requests.locale is
  'The language the shopper asked in (en, fr, ar): the back-in-stock e-mail is written in it.';

-- A new signature replaces the old one: two overloads would make a call with two arguments ambiguous.
drop function public.request_back_in_stock(uuid, text);

-- As 20261125001410 wrote it, plus p_locale. Errors: invalid_email (PT422), invalid_locale (PT422),
-- unknown_product (PT404); none depends on the address being known.
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

-- As 20261125001410 wrote it, with the request's language in the payload.
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

revoke execute on function private.queue_back_in_stock_mail() from public;
