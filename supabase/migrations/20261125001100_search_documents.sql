-- Full-text documents for the site search (search_site, next migrations). Each searchable table keeps
-- its own weighted tsvector, so RLS on that table still decides who finds what:
--   A title · B tags, category, type, collection, artisan, sections · C description, excerpt,
--   ingredients · D details, body.
-- Words are read without case or accents and with punctuation as spaces ("Fès", "olive-wood" and
-- "Olive Wood" are the same words), then stemmed as English ("bowls" and "bowl" meet).
-- Hosted Supabase keeps extensions in the `extensions` schema; the local stack does the same.

create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- Helpers used by generated columns and by the search function as the caller's role, so every API
-- role may use them. Not in `public`, so PostgREST does not publish them as RPCs.
create schema if not exists site_search;
revoke all on schema site_search from public;
grant usage on schema site_search to anon, authenticated, service_role;

-- unaccent() is only stable (its dictionary could change); naming the dictionary makes the result
-- depend on the text alone, which is what an index and a generated column need.
create or replace function site_search.norm(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(
    lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(p_text, ''))),
    '[[:punct:][:space:]]+', ' ', 'g'))
$$;

create or replace function site_search.words(p_parts text[])
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select site_search.norm(array_to_string(p_parts, ' '))
$$;

create or replace function site_search.strip_html(p_html text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(coalesce(p_html, ''), '<[^>]*>|&[a-z]+;|&#[0-9]+;', ' ', 'gi')
$$;

create or replace function site_search.document(p_a text, p_b text, p_c text, p_d text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select setweight(to_tsvector('english'::regconfig, site_search.norm(p_a)), 'A')
      || setweight(to_tsvector('english'::regconfig, site_search.norm(p_b)), 'B')
      || setweight(to_tsvector('english'::regconfig, site_search.norm(p_c)), 'C')
      || setweight(to_tsvector('english'::regconfig, site_search.norm(p_d)), 'D')
$$;

-- The English stems of a text in the order of its words: "Olive-wood bowls" -> "oliv wood bowl".
create or replace function site_search.stems(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(string_agg(t.lexeme, ' ' order by p.pos), '')
  from unnest(to_tsvector('english'::regconfig, site_search.norm(p_text))) as t(lexeme, positions, weights),
       unnest(t.positions) as p(pos)
$$;

-- ts_rank's weights for D, C, B, A. A title word (A, first in the document) scores at least 1; the
-- same word only in the body scores at most 0.01 * pi^2/6, however often it is repeated.
create or replace function site_search.weights()
returns real[]
language sql
immutable
parallel safe
as $$
  select '{0.01, 0.05, 0.2, 1.0}'::real[]
$$;

revoke all on all functions in schema site_search from public;
grant execute on all functions in schema site_search to anon, authenticated, service_role;

alter table public.products
  add column search_document tsvector generated always as (
    site_search.document(
      title,
      site_search.words(tags || array[category, product_type, collection, artisan]),
      description,
      details
    )
  ) stored;

alter table public.articles
  add column search_document tsvector generated always as (
    site_search.document(
      title,
      site_search.words(tags || sections || array[category, guide_city]),
      site_search.words(array[excerpt, jsonb_path_query_array(ingredients, '$[*].item')::text]),
      site_search.strip_html(body)
    )
  ) stored;

alter table public.pages
  add column search_document tsvector generated always as (
    site_search.document(title, null, null, site_search.strip_html(content))
  ) stored;

comment on column public.products.search_document is 'Generated for the site search (search_site); never written.';
comment on column public.articles.search_document is 'Generated for the site search (search_site); never written.';
comment on column public.pages.search_document is 'Generated for the site search (search_site); never written.';

-- fastupdate off: the catalogue changes rarely and is searched on every keystroke, so entries go
-- straight into the index instead of a pending list that every search would have to read.
create index products_search_document_idx on public.products using gin (search_document) with (fastupdate = off);
create index articles_search_document_idx on public.articles using gin (search_document) with (fastupdate = off);
create index pages_search_document_idx on public.pages using gin (search_document) with (fastupdate = off);

-- Titles alone, so the search can take the products whose title matches first, before ranking a
-- bounded number of candidates (see site_search.matches).
create or replace function site_search.title_document(p_title text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select to_tsvector('english'::regconfig, site_search.norm(p_title))
$$;

create index products_title_document_idx on public.products
  using gin (site_search.title_document(title)) with (fastupdate = off);

-- "Did you mean": every word of a visible title, each once, with a trigram index. Far fewer rows than
-- titles, so the nearest word to a misspelt one is found without reading the catalogue. Words are
-- added as titles are written (by the triggers below) and never removed: a stale word can only
-- suggest a search that finds nothing, which is then not offered.
create table site_search.lexicon (
  word text primary key
);
create index lexicon_word_trgm_idx on site_search.lexicon using gin (word extensions.gin_trgm_ops);
grant select on site_search.lexicon to anon, authenticated, service_role;

create or replace function site_search.add_words(p_text text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into site_search.lexicon (word)
  select distinct w from regexp_split_to_table(site_search.norm(p_text), ' ') as w
  where length(w) >= 3 and w !~ '[0-9]' -- numbers (sizes, item numbers) are not misspelt words
  on conflict (word) do nothing
$$;

-- Drafts add their words only once published, so a suggestion never spells out an unpublished title.
create or replace function private.search_lexicon_learn()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Products are all public; articles and pages have `published` (read only for them).
  if tg_table_name = 'products' then
    perform site_search.add_words(new.title);
  elsif new.published then
    perform site_search.add_words(new.title);
  end if;
  return new;
end;
$$;

create trigger products_search_lexicon after insert or update of title on public.products
  for each row execute function private.search_lexicon_learn();
create trigger articles_search_lexicon after insert or update of title, published on public.articles
  for each row execute function private.search_lexicon_learn();
create trigger pages_search_lexicon after insert or update of title, published on public.pages
  for each row execute function private.search_lexicon_learn();

select site_search.add_words(title) from public.products;
select site_search.add_words(title) from public.articles where published;
select site_search.add_words(title) from public.pages where published;

revoke all on all functions in schema site_search from public;
grant execute on all functions in schema site_search to anon, authenticated, service_role;
revoke execute on function site_search.add_words(text) from anon, authenticated;
