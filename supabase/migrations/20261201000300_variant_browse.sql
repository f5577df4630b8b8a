-- Cards, the price filter and the sort by what a shopper can buy: products.from_price (the lowest
-- in-stock variant's price), with price_varies for "from 180 MAD". Bodies as in the browse migration
-- otherwise.

-- What a product card shows (the app's PRODUCT_SUMMARY_COLUMNS), in the translation's words where
-- it has them; t is null for English or an untranslated product. `price` is the product's from_price.
create or replace function private.product_card(p public.products, t public.product_translations)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'title', coalesce(site_search.translated(t.title), p.title), 'price', p.from_price, 'price_varies', p.price_varies,
    'image_url', p.image_url, 'alt_text', coalesce(site_search.translated(t.alt_text), p.alt_text),
    'category', p.category, 'product_type', p.product_type,
    'collection', p.collection, 'tags', to_jsonb(p.tags), 'is_featured', p.is_featured,
    'is_new', p.is_new, 'in_stock', p.in_stock, 'created_at', p.created_at,
    'lang', jsonb_build_object('title', site_search.lang_of(t.title, t.locale),
                               'alt_text', site_search.lang_of(t.alt_text, t.locale)));
$$;

create or replace function public.browse_products(
  p_category text default null,
  p_collection text default null,
  p_price text default null,
  p_stock text default null,
  p_maker text default null,
  p_type text default null,
  p_featured boolean default false,
  p_new boolean default false,
  p_spotlight boolean default false,
  p_search text default null,
  p_sort text default 'newest',
  p_page integer default 1,
  p_page_size integer default 12,
  p_locale text default 'en'
)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with params as (
    select site_search.locale(p_locale) as locale,
           nullif(lower(btrim(p_category)), '') as category,
           nullif(lower(btrim(p_collection)), '') as collection,
           nullif(btrim(p_price), '') as price,
           coalesce(nullif(btrim(p_stock), ''), 'in') as stock,
           nullif(btrim(p_maker), '') as maker,
           nullif(lower(btrim(p_type)), '') as product_type,
           nullif(lower(btrim(p_search)), '') as search,
           greatest(coalesce(p_page, 1), 1) as page,
           least(greatest(coalesce(p_page_size, 12), 1), 48) as page_size
  ),
  base as (
    select p, t,
           (x.category is null or p.category = x.category) as by_category,
           (x.collection is null or lower(p.collection) = x.collection) as by_collection,
           (x.price is null or exists (
              select 1 from private.product_price_bands() b
              where b.value = x.price
                and (b.min_price is null or p.from_price >= b.min_price)
                and (b.max_price is null or p.from_price < b.max_price))) as by_price,
           (x.stock = 'all' or p.in_stock) as by_stock,
           (x.maker is null or p.artisan = x.maker) as by_maker
    from params x
    cross join public.products p
    left join public.product_translations t on t.product_id = p.id and t.locale = x.locale
    where (x.product_type is null or p.product_type = x.product_type)
      and (not coalesce(p_featured, false) or p.is_featured)
      and (not coalesce(p_new, false) or p.is_new)
      and (not coalesce(p_spotlight, false) or p.is_artisan_spotlight)
      and (x.search is null
           or strpos(lower(p.title), x.search) > 0
           or strpos(lower(coalesce(p.description, '')), x.search) > 0
           or strpos(p.category, x.search) > 0
           or strpos(lower(coalesce(t.title, '')), x.search) > 0
           or strpos(lower(coalesce(t.description, '')), x.search) > 0)
  ),
  hits as (
    select b.p, b.t, row_number() over (
             order by case when p_sort = 'price-asc' then (b.p).from_price end asc,
                      case when p_sort = 'price-desc' then (b.p).from_price end desc,
                      (b.p).created_at desc, (b.p).id) as n
    from base b
    where by_category and by_collection and by_price and by_stock and by_maker
  ),
  sold as (
    select i.product_id, sum(i.quantity) as units
    from public.order_items i
    join public.orders o on o.id = i.order_id
    where o.order_status <> 'cancelled' and o.created_at > now() - interval '90 days'
    group by i.product_id
  ),
  popular as (
    select p, t, row_number() over (
             order by coalesce(s.units, 0) desc, p.is_featured desc, p.created_at desc, p.id) as n
    from params x
    cross join public.products p
    left join sold s on s.product_id = p.id
    left join public.product_translations t on t.product_id = p.id and t.locale = x.locale
    where p.in_stock and not exists (select 1 from hits)
  )
  select jsonb_build_object(
    'items', coalesce((select jsonb_agg(private.product_card(h.p, h.t) order by h.n) from hits h
                       where h.n > (x.page - 1) * x.page_size and h.n <= x.page * x.page_size), '[]'),
    'total', (select count(*) from hits),
    'page', x.page,
    'page_size', x.page_size,
    'facets', jsonb_build_object(
      'category', (
        select coalesce(jsonb_agg(jsonb_build_object('value', c.value, 'count', coalesce(n.count, 0))
                                  order by c.value), '[]')
        from (select distinct category as value from public.products) c
        left join (select (b.p).category as value, count(*) from base b
                   where by_collection and by_price and by_stock and by_maker group by 1) n using (value)),
      'collection', (
        select coalesce(jsonb_agg(jsonb_build_object('value', c.value, 'count', coalesce(n.count, 0))
                                  order by c.value), '[]')
        from (select distinct lower(collection) as value from public.products where collection is not null) c
        left join (select lower((b.p).collection) as value, count(*) from base b
                   where by_category and by_price and by_stock and by_maker group by 1) n using (value)),
      'price', (
        select jsonb_agg(jsonb_build_object('value', band.value, 'min', band.min_price, 'max', band.max_price,
                                            'count', (select count(*) from base b
                                                      where by_category and by_collection and by_stock and by_maker
                                                        and (band.min_price is null or (b.p).from_price >= band.min_price)
                                                        and (band.max_price is null or (b.p).from_price < band.max_price)))
                         order by band.band_order)
        from private.product_price_bands() band),
      'stock', jsonb_build_array(
        jsonb_build_object('value', 'in', 'count', (select count(*) from base b
          where by_category and by_collection and by_price and by_maker and (b.p).in_stock)),
        jsonb_build_object('value', 'all', 'count', (select count(*) from base b
          where by_category and by_collection and by_price and by_maker))),
      'maker', (
        select coalesce(jsonb_agg(jsonb_build_object('value', m.value, 'count', coalesce(n.count, 0))
                                  order by m.value), '[]')
        from (select distinct artisan as value from public.products where artisan is not null) m
        left join (select (b.p).artisan as value, count(*) from base b
                   where by_category and by_collection and by_price and by_stock group by 1) n using (value))),
    'popular', coalesce((select jsonb_agg(private.product_card(pp.p, pp.t) order by pp.n) from popular pp
                         where pp.n <= 4), '[]'))
  from params x;
$$;

comment on function public.browse_products(text, text, text, text, text, text, boolean, boolean, boolean, text, text, integer, integer, text) is
  '/shop in a locale (en, fr, ar): {items (a page of product cards, translated where written, lang: the language of each card field), total, page, page_size, facets {category, collection, price, stock, maker: [{value, count}]}, popular (when nothing matches)}.';

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
