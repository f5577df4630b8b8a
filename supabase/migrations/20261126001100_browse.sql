-- Browsing /shop and /recipes with a count beside every filter choice, in the shopper's language. One call per page answers the
-- page of results, the total and, for each facet, how many results every choice would give with the
-- other facets as they are ("disjunctive" counts: a facet's own choice is left out of its counts, so
-- picking another category shows what that category holds under the current price, maker, ...).
--
-- Both functions are security definer for one reason: when nothing matches they suggest popular items,
-- ranked by what was ordered (order_items) or saved (saved_items), which visitors cannot read. Only
-- aggregates leave; every row returned is one a visitor can already read (all products, published
-- recipes), and the published filter is written out below instead of inherited from RLS.
--
-- p_locale (en, the default; fr, ar; anything else: 22023, a 400): cards carry the translated title,
-- excerpt and alt text where an editor wrote them, the English otherwise, and `lang`: the language of
-- each of those fields ({"title": "fr", "alt_text": "en"}), so the app marks English text with
-- lang="en". The search box also matches the translated words. One function per page, not overloads:
-- an overload would make PostgREST calls that name only some parameters ambiguous.

-- The price bands of the shop's price facet, in MAD: [min_price, max_price).
create function private.product_price_bands()
returns table (value text, min_price numeric, max_price numeric, band_order integer)
language sql
immutable
set search_path = ''
as $$
  values ('under-150', null::numeric, 150::numeric, 1),
         ('150-250', 150, 250, 2),
         ('250-400', 250, 400, 3),
         ('400-plus', 400, null, 4);
$$;

-- The time bands of the recipe facet, in minutes of prep plus cook: [min_minutes, max_minutes).
create function private.recipe_time_bands()
returns table (value text, min_minutes integer, max_minutes integer, band_order integer)
language sql
immutable
set search_path = ''
as $$
  values ('under-30', null::integer, 30, 1),
         ('30-60', 30, 60, 2),
         ('60-120', 60, 120, 3),
         ('120-plus', 120, null, 4);
$$;

-- What a product card shows (the app's PRODUCT_SUMMARY_COLUMNS), in the translation's words where
-- it has them; t is null for English or an untranslated product.
create function private.product_card(p public.products, t public.product_translations)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'title', coalesce(site_search.translated(t.title), p.title), 'price', p.price,
    'image_url', p.image_url, 'alt_text', coalesce(site_search.translated(t.alt_text), p.alt_text),
    'category', p.category, 'product_type', p.product_type,
    'collection', p.collection, 'tags', to_jsonb(p.tags), 'is_featured', p.is_featured,
    'is_new', p.is_new, 'in_stock', p.in_stock, 'created_at', p.created_at,
    'lang', jsonb_build_object('title', site_search.lang_of(t.title, t.locale),
                               'alt_text', site_search.lang_of(t.alt_text, t.locale)));
$$;

-- What a recipe card shows (the app's RECIPE_SUMMARY_COLUMNS), in the translation's words where it
-- has them; t is null for English or an untranslated recipe.
create function private.recipe_card(a public.articles, t public.article_translations)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', a.id, 'slug', a.slug, 'title', coalesce(site_search.translated(t.title), a.title),
    'excerpt', coalesce(site_search.translated(t.excerpt), a.excerpt), 'author', a.author,
    'category', a.category, 'image_url', a.image_url,
    'alt_text', coalesce(site_search.translated(t.alt_text), a.alt_text),
    'created_at', a.created_at, 'tags', to_jsonb(a.tags), 'difficulty_level', a.difficulty_level,
    'prep_time', a.prep_time, 'cook_time', a.cook_time, 'servings', a.servings,
    'lang', jsonb_build_object('title', site_search.lang_of(t.title, t.locale),
                               'excerpt', site_search.lang_of(t.excerpt, t.locale),
                               'alt_text', site_search.lang_of(t.alt_text, t.locale)));
$$;

-- /shop. Facets: category, collection, price (a band of product_price_bands), stock ('in' = in stock
-- only, the default; 'all' = sold-out pieces too), maker (products.artisan). Plain filters from the
-- menu: type, featured, new, spotlight (is_artisan_spotlight), search (title, description or category,
-- case-insensitive). Sort: newest, price-asc, price-desc. Unknown choices match nothing, like an old
-- link to a category the shop no longer has.
create function public.browse_products(
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
                and (b.min_price is null or p.price >= b.min_price)
                and (b.max_price is null or p.price < b.max_price))) as by_price,
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
             order by case when p_sort = 'price-asc' then (b.p).price end asc,
                      case when p_sort = 'price-desc' then (b.p).price end desc,
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
                                                        and (band.min_price is null or (b.p).price >= band.min_price)
                                                        and (band.max_price is null or (b.p).price < band.max_price)))
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

-- /recipes. Facets: difficulty (a missing level counts as easy, as the cards show it), time (a band of
-- recipe_time_bands over prep plus cook), tag (the first five tags of all published recipes in sorted
-- order, plus the chosen one). Search: title, excerpt or a tag, case-insensitive. Sort: newest, quickest.
create function public.browse_recipes(
  p_search text default null,
  p_difficulty text default null,
  p_time text default null,
  p_tag text default null,
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
           nullif(lower(btrim(p_search)), '') as search,
           nullif(lower(btrim(p_difficulty)), '') as difficulty,
           nullif(btrim(p_time), '') as time_band,
           nullif(btrim(p_tag), '') as tag,
           greatest(coalesce(p_page, 1), 1) as page,
           least(greatest(coalesce(p_page_size, 12), 1), 48) as page_size
  ),
  -- The published filter is written out: this function bypasses RLS (see the top of this migration),
  -- and a draft's translation must stay as hidden as the draft.
  published as (
    select a, tr, coalesce(a.prep_time, 0) + coalesce(a.cook_time, 0) as minutes
    from params x
    cross join public.articles a
    left join public.article_translations tr on tr.article_id = a.id and tr.locale = x.locale
    where a.published and a.category = 'recipe'
  ),
  base as (
    select r.a, r.tr, r.minutes,
           (x.difficulty is null or coalesce((r.a).difficulty_level, 'easy') = x.difficulty) as by_difficulty,
           (x.time_band is null or exists (
              select 1 from private.recipe_time_bands() t
              where t.value = x.time_band
                and (t.min_minutes is null or r.minutes >= t.min_minutes)
                and (t.max_minutes is null or r.minutes < t.max_minutes))) as by_time,
           (x.tag is null or x.tag = any ((r.a).tags)) as by_tag
    from published r, params x
    where x.search is null
       or strpos(lower((r.a).title), x.search) > 0
       or strpos(lower(coalesce((r.a).excerpt, '')), x.search) > 0
       or strpos(lower(coalesce((r.tr).title, '')), x.search) > 0
       or strpos(lower(coalesce((r.tr).excerpt, '')), x.search) > 0
       or exists (select 1 from unnest((r.a).tags) t where strpos(lower(t), x.search) > 0)
  ),
  hits as (
    select b.a, b.tr, row_number() over (
             order by case when p_sort = 'quickest' then b.minutes end asc, (b.a).created_at desc, (b.a).id) as n
    from base b
    where by_difficulty and by_time and by_tag
  ),
  tag_choices as (
    (select distinct t as value from published r, unnest((r.a).tags) t order by t limit 5)
    union
    select x.tag from params x where x.tag is not null
  ),
  saves as (
    select item_id, count(*) as saves from public.saved_items where item_type = 'article' group by item_id
  ),
  popular as (
    select r.a, r.tr, row_number() over (
             order by coalesce(s.saves, 0) desc, (r.a).enable_cooking_mode desc, (r.a).created_at desc, (r.a).id) as n
    from published r
    left join saves s on s.item_id = (r.a).id
    where not exists (select 1 from hits)
  )
  select jsonb_build_object(
    'items', coalesce((select jsonb_agg(private.recipe_card(h.a, h.tr) order by h.n) from hits h
                       where h.n > (x.page - 1) * x.page_size and h.n <= x.page * x.page_size), '[]'),
    'total', (select count(*) from hits),
    'page', x.page,
    'page_size', x.page_size,
    'facets', jsonb_build_object(
      'difficulty', (
        select jsonb_agg(jsonb_build_object('value', d.value, 'count', (
                 select count(*) from base b
                 where by_time and by_tag and coalesce((b.a).difficulty_level, 'easy') = d.value))
               order by d.band_order)
        from (values ('easy', 1), ('medium', 2), ('hard', 3)) d (value, band_order)),
      'time', (
        select jsonb_agg(jsonb_build_object('value', t.value, 'min', t.min_minutes, 'max', t.max_minutes,
                                            'count', (select count(*) from base b
                                                      where by_difficulty and by_tag
                                                        and (t.min_minutes is null or b.minutes >= t.min_minutes)
                                                        and (t.max_minutes is null or b.minutes < t.max_minutes)))
                         order by t.band_order)
        from private.recipe_time_bands() t),
      'tag', (
        select coalesce(jsonb_agg(jsonb_build_object('value', c.value, 'count', (
                 select count(*) from base b where by_difficulty and by_time and c.value = any ((b.a).tags)))
               order by c.value), '[]')
        from tag_choices c)),
    'popular', coalesce((select jsonb_agg(private.recipe_card(pp.a, pp.tr) order by pp.n) from popular pp
                         where pp.n <= 3), '[]'))
  from params x;
$$;

comment on function public.browse_recipes(text, text, text, text, text, integer, integer, text) is
  '/recipes in a locale (en, fr, ar): {items (a page of recipe cards, translated where written, lang: the language of each card field), total, page, page_size, facets {difficulty, time, tag: [{value, count}]}, popular (when nothing matches)}.';

revoke execute on function public.browse_products(text, text, text, text, text, text, boolean, boolean, boolean, text, text, integer, integer, text) from public;
revoke execute on function public.browse_recipes(text, text, text, text, text, integer, integer, text) from public;
grant execute on function public.browse_products(text, text, text, text, text, text, boolean, boolean, boolean, text, text, integer, integer, text)
  to anon, authenticated, service_role;
grant execute on function public.browse_recipes(text, text, text, text, text, integer, integer, text)
  to anon, authenticated, service_role;

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
