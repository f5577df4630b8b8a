-- search_site(q, kinds, lim, off, p_locale): the site search in the shopper's language. English
-- ('en', the default, so every existing call is unchanged) runs exactly as 20261125001102 wrote it.
-- French and Arabic match the English documents with the English query of what was typed and of its
-- synonyms in the locale (so "tagine", "tajine" and "طاجين" find the same pieces everywhere) and the translations' documents with the locale's query, and show each
-- result's translated title and excerpt where an editor wrote one. `lang` says, per field, which
-- language the text is in ({"title": "fr", "excerpt": "en"}), so the app marks English with lang="en".
-- Dropped and created again rather than overloaded: two search_site functions would make PostgREST
-- calls that name only q ambiguous.

create or replace function site_search.localized_matches(
  p_query tsquery, p_local tsquery, p_locale text, p_kinds text[], p_lim int, p_off int
)
returns table (
  kind text, slug text, title text, excerpt text, image_url text, price numeric, in_stock boolean,
  rank real, total bigint, total_exact boolean, lang jsonb
)
language sql
stable
set search_path = ''
as $$
  with recursive collection_names(name) as (
    select min(lower(p.collection)) from public.products p
    union all
    select (select min(lower(p.collection)) from public.products p where lower(p.collection) > c.name)
    from collection_names c
    where c.name is not null
  ),
  -- Each through its own GIN index, bounded like the English search (site_search.product_candidates).
  english_products as materialized (
    select p.id from public.products p
    where (p_kinds is null or 'product' = any (p_kinds)) and p.search_document @@ p_query
    limit site_search.product_candidates()
  ),
  translated_products as materialized (
    select t.product_id as id from public.product_translations t
    where (p_kinds is null or 'product' = any (p_kinds)) and t.search_document @@ p_local and t.locale = p_locale
    limit site_search.product_candidates()
  ),
  candidates as (
    select id from english_products
    union
    select id from translated_products
  ),
  hits as (
    select 'product' as kind, p.slug,
           coalesce(site_search.translated(t.title), p.title) as title,
           left(coalesce(site_search.translated(t.description), p.description), 200) as excerpt,
           p.image_url, p.price, p.in_stock,
           greatest(ts_rank(site_search.weights(), p.search_document, p_query),
                    ts_rank(site_search.weights(), t.search_document, p_local)) as rank,
           1 as kind_order,
           jsonb_build_object('title', site_search.lang_of(t.title, p_locale),
                              'excerpt', site_search.lang_of(t.description, p_locale)) as lang
    from candidates c
    join public.products p on p.id = c.id
    left join public.product_translations t on t.product_id = p.id and t.locale = p_locale
    union all
    select 'collection', c.name, coalesce(site_search.translated(ct.name), initcap(replace(c.name, '-', ' '))),
           null,
           (select p.image_url from public.products p where lower(p.collection) = c.name
            order by p.created_at limit 1),
           null, null,
           greatest(ts_rank(site_search.weights(), site_search.document(c.name, null, null, null), p_query),
                    ts_rank(site_search.weights(),
                            site_search.translated_document(p_locale, ct.name, null, ct.description, null), p_local)),
           2,
           jsonb_build_object('title', site_search.lang_of(ct.name, p_locale), 'excerpt', 'en')
    from collection_names c
    left join public.collection_translations ct on ct.collection = c.name and ct.locale = p_locale
    where c.name is not null and (p_kinds is null or 'collection' = any (p_kinds))
      and (site_search.document(c.name, null, null, null) @@ p_query
           or site_search.translated_document(p_locale, ct.name, null, ct.description, null) @@ p_local)
    union all
    select a.category, a.slug, coalesce(site_search.translated(t.title), a.title),
           coalesce(site_search.translated(t.excerpt), a.excerpt), a.image_url, null, null,
           greatest(ts_rank(site_search.weights(), a.search_document, p_query),
                    ts_rank(site_search.weights(), t.search_document, p_local)),
           case a.category when 'recipe' then 3 else 4 end,
           jsonb_build_object('title', site_search.lang_of(t.title, p_locale),
                              'excerpt', site_search.lang_of(t.excerpt, p_locale))
    from public.articles a
    left join public.article_translations t on t.article_id = a.id and t.locale = p_locale
    where a.published and (p_kinds is null or a.category = any (p_kinds))
      and (a.search_document @@ p_query or t.search_document @@ p_local)
    union all
    select 'article', g.slug, coalesce(site_search.translated(t.title), g.title), null, null, null, null,
           greatest(ts_rank(site_search.weights(), g.search_document, p_query),
                    ts_rank(site_search.weights(), t.search_document, p_local)),
           5,
           jsonb_build_object('title', site_search.lang_of(t.title, p_locale), 'excerpt', 'en')
    from public.pages g
    left join public.page_translations t on t.page_id = g.id and t.locale = p_locale
    where g.published and (p_kinds is null or 'article' = any (p_kinds))
      and (g.search_document @@ p_query or t.search_document @@ p_local)
  )
  select h.kind, h.slug, h.title, h.excerpt, h.image_url, h.price, h.in_stock, h.rank, count(*) over (),
         (select count(*) from english_products) < site_search.product_candidates()
           and (select count(*) from translated_products) < site_search.product_candidates(),
         h.lang
  from hits h
  order by h.rank desc, h.kind_order, h.title, h.slug
  limit p_lim offset p_off
$$;

revoke all on function site_search.localized_matches(tsquery, tsquery, text, text[], int, int) from public;
grant execute on function site_search.localized_matches(tsquery, tsquery, text, text[], int, int)
  to anon, authenticated, service_role;

drop function public.search_site(text, text[], int, int);

-- kinds: any of product, collection, recipe, ritual, article (null: all). lim 1..50, off 0..10000.
-- p_locale: en (default), fr or ar; anything else is refused (22023, PostgREST 400).
create function public.search_site(
  q text,
  kinds text[] default null,
  lim int default 20,
  off int default 0,
  p_locale text default 'en'
)
returns table (
  kind text, slug text, title text, excerpt text, image_url text, price numeric, in_stock boolean,
  rank real, total bigint, total_exact boolean, corrected text, lang jsonb
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_locale text := site_search.locale(p_locale);
  v_text text := left(q, 200);
  v_query tsquery := site_search.query(v_text);
  v_local tsquery;
  v_lim int := least(greatest(coalesce(lim, 20), 1), 50);
  v_off int := least(greatest(coalesce(off, 0), 0), 10000);
  v_english constant jsonb := '{"title": "en", "excerpt": "en"}';
  v_corrected text;
begin
  if v_locale = 'en' then
    if v_query is null then
      return;
    end if;
    return query select m.*, null::text, v_english from site_search.matches(v_query, kinds, v_lim, v_off) as m;
    if found or exists (select 1 from site_search.matches(v_query, kinds, 1, 0)) then
      return;
    end if;
    v_corrected := site_search.correction(v_text);
    if v_corrected is not null then
      return query
        select m.*, v_corrected, v_english
        from site_search.matches(site_search.query(v_corrected), kinds, v_lim, v_off) as m;
    end if;
    return;
  end if;

  v_query := site_search.english_query_in(v_text, v_locale);
  v_local := site_search.query_in(v_text, v_locale);
  if v_query is null and v_local is null then
    return;
  end if;
  return query
    select m.kind, m.slug, m.title, m.excerpt, m.image_url, m.price, m.in_stock, m.rank, m.total, m.total_exact,
           null::text, m.lang
    from site_search.localized_matches(v_query, v_local, v_locale, kinds, v_lim, v_off) as m;
  if found or exists (select 1 from site_search.localized_matches(v_query, v_local, v_locale, kinds, 1, 0)) then
    return;
  end if;
  -- The lexicon holds Arabic titles normalised, so an Arabic query is compared in that spelling.
  v_corrected := site_search.correction(case v_locale when 'ar' then site_search.norm_ar(v_text) else v_text end);
  if v_corrected is not null then
    return query
      select m.kind, m.slug, m.title, m.excerpt, m.image_url, m.price, m.in_stock, m.rank, m.total,
             m.total_exact, v_corrected, m.lang
      from site_search.localized_matches(site_search.english_query_in(v_corrected, v_locale),
                                         site_search.query_in(v_corrected, v_locale),
                                         v_locale, kinds, v_lim, v_off) as m;
  end if;
end;
$$;

comment on function public.search_site(text, text[], int, int, text) is
  'Site search over products, collections, recipes, rituals and pages in a locale (en, fr, ar); ranked, '
  'with synonyms, prefix matching of the last word and a spelling correction when nothing matches. '
  'lang: the language of each row''s title and excerpt ("en" where no translation was written).';

revoke all on function public.search_site(text, text[], int, int, text) from public;
grant execute on function public.search_site(text, text[], int, int, text) to anon, authenticated, service_role;
