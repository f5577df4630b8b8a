-- shipping_quote names the zone in the shopper's language (issue 20): an optional p_locale (en, the
-- default, keeps every call and result of 20261125001000; fr, ar; anything else: 22023, a 400). The
-- zone's translated name where an editor wrote one, else its English name, and `lang` ({"zone_name":
-- "fr"}) says which. place_order keeps calling it with three arguments (English), unchanged.
-- Dropped and created again: an overload beside the old signature would make the checkout's call,
-- which names only the first three parameters, ambiguous.

drop function public.shipping_quote(text, text, numeric);

create function public.shipping_quote(p_country text, p_city text, p_subtotal numeric, p_locale text default 'en')
returns table (
  zone_name text, shipping numeric, free_from_mad numeric, delivery_days_min int, delivery_days_max int, lang jsonb
)
language sql
stable
set search_path = ''
as $$
  select coalesce(site_search.translated(t.name), z.name),
         case when z.free_from_mad is not null and p_subtotal >= z.free_from_mad then 0 else z.price_mad end,
         z.free_from_mad, z.delivery_days_min, z.delivery_days_max,
         jsonb_build_object('zone_name', site_search.lang_of(t.name, t.locale))
  from public.shipping_zones z
  left join public.shipping_zone_translations t on t.zone_id = z.id and t.locale = site_search.locale(p_locale)
  where z.active
    and (cardinality(z.countries) = 0 or upper(btrim(p_country)) = any (z.countries))
    and (cardinality(z.cities) = 0 or exists (
      select 1 from unnest(z.cities) c where lower(btrim(c)) = lower(btrim(coalesce(p_city, '')))))
  order by cardinality(z.cities) > 0 desc, cardinality(z.countries) > 0 desc, z.position, z.name
  limit 1;
$$;

comment on function public.shipping_quote(text, text, numeric, text) is
  'Shipping for an address (ISO country, city) and a subtotal in MAD: zone name (in p_locale where '
  'translated; lang says which), shipping, the zone''s free-from amount and delivery days. The checkout '
  'shows it; place_order charges it.';

revoke execute on function public.shipping_quote(text, text, numeric, text) from public;
grant execute on function public.shipping_quote(text, text, numeric, text) to anon, authenticated, service_role;
