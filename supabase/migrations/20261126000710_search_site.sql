-- One search over the shop: products, collections, recipes, rituals and the editors' pages (kind
-- 'article'), ranked and paginated. Security invoker: each table's RLS decides what the caller may
-- find, and the public site never lists drafts even to the service role.
--   * The query is read like the documents (search_documents migration), every synonym group term
--     it contains is swapped for the group's other terms (OR), and its last word is a prefix, so
--     suggestions follow the shopper's typing.
--   * Ranked by ts_rank with weights (see site_search.weights): a word in the title outweighs any
--     number of the same word in the body.
--   * When nothing matches, each word is replaced by the nearest title word (trigram similarity) and
--     the search runs once more; `corrected` then says what was searched for.

-- "oliv wood bowl" -> 'oliv' & 'wood' & 'bowl':*  (stems hold no quotes: norm() removed punctuation)
create or replace function site_search.all_words(p_stems text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select string_agg(quote_literal(u.w) || case when u.n = cardinality(s.words) then ':*' else '' end, ' & '
                    order by u.n)
  from (select string_to_array(p_stems, ' ') as words) as s, unnest(s.words) with ordinality as u(w, n)
$$;

-- What a query asks for in a language: its stems there, and the same with each synonym group term it
-- contains swapped for every other term of the group.
create or replace function site_search.alternatives_in(p_text text, p_locale text)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  v_stems text := site_search.stems_in(p_text, p_locale);
  v_alternatives text[] := array[v_stems];
  v_group text[];
  v_term text;
  v_other text;
begin
  if v_stems = '' then
    return '{}';
  end if;
  for v_group in
    select case p_locale when 'fr' then s.term_stems_fr when 'ar' then s.term_stems_ar else s.term_stems end
    from public.search_synonyms s
  loop
    foreach v_term in array v_group loop
      continue when v_term = '' or position(' ' || v_term || ' ' in ' ' || v_stems || ' ') = 0;
      foreach v_other in array v_group loop
        continue when v_other = '' or v_other = v_term;
        v_alternatives := v_alternatives
          || btrim(replace(' ' || v_stems || ' ', ' ' || v_term || ' ', ' ' || v_other || ' '));
      end loop;
    end loop;
  end loop;
  return array(select distinct a from unnest(v_alternatives) as a);
end;
$$;

-- The tsquery for a language's documents; null when the text holds no searchable word.
create or replace function site_search.query_in(p_text text, p_locale text)
returns tsquery
language sql
stable
set search_path = ''
as $$
  select to_tsquery('simple'::regconfig, string_agg('(' || site_search.all_words(a) || ')', ' | '))
  from unnest(site_search.alternatives_in(p_text, p_locale)) as a
$$;

-- The tsquery for the English documents of what a shopper typed in English, with synonyms.
create or replace function site_search.query(p_text text)
returns tsquery
language sql
stable
set search_path = ''
as $$
  select site_search.query_in(p_text, 'en')
$$;

-- At most this many products are ranked per search: those whose title matches, then any others
-- that match. A catalogue of 100,000 pieces where a common word matches a fifth of them still answers
-- at once; below the bound the results and the total are exact.
create or replace function site_search.product_candidates()
returns int
language sql
immutable
parallel safe
as $$
  select 300
$$;

-- One page of results, ranked: the English documents matched by p_query, the translations' documents in
-- p_locale by p_local (null in English), each result with its translated title and excerpt where an
-- editor wrote one.
create or replace function site_search.matches(
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
    -- The distinct collections by skipping through products_collection_lower_idx.
    select min(lower(p.collection)) from public.products p
    union all
    select (select min(lower(p.collection)) from public.products p where lower(p.collection) > c.name)
    from collection_names c
    where c.name is not null
  ),
  -- Each through its own GIN index, bounded by site_search.product_candidates.
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
    (select p.id from public.products p
     where (p_kinds is null or 'product' = any (p_kinds)) and site_search.title_document(p.title) @@ p_query
     limit site_search.product_candidates())
    union
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


-- The query with each word (4 letters or more) that no title contains replaced by the nearest word
-- of a visible title (trigram similarity); null when no word changes.
create or replace function site_search.correction(p_text text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_word text;
  v_best text;
  v_words text[] := '{}';
  v_changed boolean := false;
begin
  -- The trigram index then only returns words at least this close (pg_trgm's default is 0.3).
  perform set_config('pg_trgm.similarity_threshold', '0.4', true);
  foreach v_word in array string_to_array(site_search.norm(p_text), ' ') loop
    v_best := null;
    if length(v_word) >= 4 and not exists (select 1 from site_search.lexicon l where l.word = v_word) then
      select l.word into v_best
      from site_search.lexicon l
      where l.word operator(extensions.%) v_word
      order by extensions.similarity(l.word, v_word) desc, l.word
      limit 1;
    end if;
    v_changed := v_changed or v_best is not null;
    v_words := v_words || coalesce(v_best, v_word);
  end loop;
  return case when v_changed then array_to_string(v_words, ' ') end;
end;
$$;

-- The two queries a search runs: `english` for the English documents and `translated` for the
-- translations' documents in the shopper's language (null in English). In French or Arabic the English
-- query is the English query of what was typed or of any of its alternatives in the locale. So
-- "طـاجين" (tatweel) and "زلافه" reach the English documents through their groups (tagine, bowl)
-- although English stems never normalise Arabic.
create or replace function site_search.queries(p_text text, p_locale text, out english tsquery, out translated tsquery)
language sql
stable
set search_path = ''
as $$
  select case when p_locale = 'en' then site_search.query(p_text) else (
           -- Each English query is an OR of ANDs of quoted words (norm() left no '|' in a word), so
           -- splitting on ' | ' lists its alternatives; the same alternative reached twice is asked for once.
           select to_tsquery('simple'::regconfig, string_agg(distinct '(' || alternative || ')', ' | '))
           from unnest(array[p_text] || site_search.alternatives_in(p_text, p_locale)) as t(text),
                site_search.query(t.text) as q(query),
                regexp_split_to_table(q.query::text, ' \| ') as alternative
           where q.query is not null
         ) end,
         case when p_locale <> 'en' then site_search.query_in(p_text, p_locale) end
$$;

-- Every site_search function (those of the documents and translations migrations too) runs as the
-- caller's role: each API role may execute them, nobody else.
revoke all on all functions in schema site_search from public;
grant execute on all functions in schema site_search to anon, authenticated, service_role;
-- Only the lexicon triggers (security definer) add words.
revoke execute on function site_search.add_words(text) from anon, authenticated;

-- search_site(q, kinds, lim, off, p_locale): the site search in the shopper's language. English
-- ('en', the default) searches the English documents with the English query. French and Arabic match
-- the English documents with the English query of what was typed and of its synonyms in the locale
-- (so "tagine", "tajine" and "طاجين" find the same pieces everywhere) and the translations' documents
-- with the locale's query, and show each result's translated title and excerpt where an editor wrote
-- one. `lang` says, per field, which language the text is in ({"title": "fr", "excerpt": "en"}), so
-- the app marks English with lang="en". One function, not overloads: two search_site functions
-- would make PostgREST calls that name only q ambiguous.
-- Every row carries the total number of results (total_exact false: at least that many, see
-- site_search.product_candidates) and, after a spelling correction, the query that ran.
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
  v_query tsquery;
  v_local tsquery;
  v_lim int := least(greatest(coalesce(lim, 20), 1), 50);
  v_off int := least(greatest(coalesce(off, 0), 0), 10000);
  v_corrected text;
begin
  select s.english, s.translated into v_query, v_local from site_search.queries(v_text, v_locale) as s;
  if v_query is null and v_local is null then
    return;
  end if;
  return query
    select m.kind, m.slug, m.title, m.excerpt, m.image_url, m.price, m.in_stock, m.rank, m.total, m.total_exact,
           null::text, m.lang
    from site_search.matches(v_query, v_local, v_locale, kinds, v_lim, v_off) as m;
  if found or exists (select 1 from site_search.matches(v_query, v_local, v_locale, kinds, 1, 0)) then
    return;
  end if;
  -- The lexicon holds Arabic titles normalised, so an Arabic query is compared in that spelling.
  v_corrected := site_search.correction(case v_locale when 'ar' then site_search.norm_ar(v_text) else v_text end);
  if v_corrected is null then
    return;
  end if;
  select s.english, s.translated into v_query, v_local from site_search.queries(v_corrected, v_locale) as s;
  return query
    select m.kind, m.slug, m.title, m.excerpt, m.image_url, m.price, m.in_stock, m.rank, m.total, m.total_exact,
           v_corrected, m.lang
    from site_search.matches(v_query, v_local, v_locale, kinds, v_lim, v_off) as m;
end;
$$;

comment on function public.search_site(text, text[], int, int, text) is
  'Site search over products, collections, recipes, rituals and pages in a locale (en, fr, ar); ranked, '
  'with synonyms, prefix matching of the last word and a spelling correction when nothing matches. '
  'lang: the language of each row''s title and excerpt ("en" where no translation was written).';

revoke all on function public.search_site(text, text[], int, int, text) from public;
grant execute on function public.search_site(text, text[], int, int, text) to anon, authenticated, service_role;
