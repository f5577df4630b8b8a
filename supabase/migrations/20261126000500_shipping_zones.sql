-- Where the shop ships and for how much: editors' rows (dashboard). A zone covers ISO 3166-1 alpha-2
-- countries, optionally only some cities of them; a zone with no countries is the rest of the world.
-- shipping_quote (checkout migration) is the one rule read by the checkout (rpc) and by place_order,
-- so the amount shown is the amount charged; it names the zone in the shopper's language
-- (shipping_zone_translations, translations migration). The zone also says whether its couriers
-- collect cash on delivery and up to what total (cod_max_mad): the checkout offers it from the quote
-- and place_order refuses it from the same row, so the owner changes it in one place, without a rebuild.

create table public.shipping_zones (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  countries text[] not null default '{}',
  cities text[] not null default '{}',
  price_mad numeric(10, 2) not null,
  free_from_mad numeric(10, 2),
  delivery_days_min int not null,
  delivery_days_max int not null,
  position int not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Last, where `alter table ... add column` puts it on a database built before it existed (docs/deploy.md).
  cod_max_mad numeric(10, 2),
  constraint shipping_zones_name_not_blank check (btrim(name) <> ''),
  constraint shipping_zones_countries_iso check (array_to_string(countries, ',') ~ '^([A-Z]{2}(,[A-Z]{2})*)?$'),
  constraint shipping_zones_cities_need_countries check (cardinality(cities) = 0 or cardinality(countries) > 0),
  constraint shipping_zones_price_non_negative check (price_mad >= 0 and coalesce(free_from_mad, 0) >= 0),
  constraint shipping_zones_days_ordered check (delivery_days_min >= 0 and delivery_days_max >= delivery_days_min),
  constraint shipping_zones_cod_max_non_negative check (cod_max_mad >= 0)
);

comment on table public.shipping_zones is
  'Where the shop ships and for how much. A zone with cities applies to those cities of its countries; a '
  'zone without countries is the rest of the world. The most specific active zone wins, then position.';
comment on column public.shipping_zones.countries is 'ISO 3166-1 alpha-2 codes in capitals, e.g. {MA} or {FR,DE}.';
comment on column public.shipping_zones.cities is 'Optional: only these cities (compared without case or accents'' spacing).';
comment on column public.shipping_zones.free_from_mad is 'Subtotal in MAD from which shipping is free; empty: never free.';
comment on column public.shipping_zones.cod_max_mad is
  'Cash on delivery: the largest order total in MAD (shipping included) the courier collects in this zone; '
  'empty: cash on delivery is not offered here. The checkout and place_order read it at once, no rebuild.';

call private.share_with_visitors('public.shipping_zones', 'shipping_zones_active_readable_by_everyone', 'active');
