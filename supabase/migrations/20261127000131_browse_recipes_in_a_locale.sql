-- browse_recipes (/recipes) in the shopper's language (issue 20), as 20261127000130 does for
-- browse_products: an optional p_locale, recipe cards with the translated title, excerpt and alt text
-- where written and `lang` for each of them, the search box matching the translated title and
-- excerpt too. Everything else is 20261125001400 unchanged, grants and security definer included.

drop function public.browse_recipes(text, text, text, text, text, integer, integer);
drop function private.recipe_card(public.articles);

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

revoke execute on function private.recipe_card(public.articles, public.article_translations) from public;

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
  -- The published filter is written out: this function bypasses RLS (see the top of 20261125001400),
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

revoke execute on function public.browse_recipes(text, text, text, text, text, integer, integer, text) from public;
grant execute on function public.browse_recipes(text, text, text, text, text, integer, integer, text)
  to anon, authenticated, service_role;
