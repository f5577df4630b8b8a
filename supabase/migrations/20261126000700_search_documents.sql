-- What the site search (search_site, next migration) reads: products, collections, recipes, rituals
-- and the editors' pages, in English, French and Arabic. Each searchable table keeps its own weighted
-- tsvector, so RLS on that table still decides who finds what:
--   A title · B tags, category, type, collection, artisan, sections · C description, excerpt,
--   ingredients · D details, body.
-- Words are read without case or accents and with punctuation as spaces ("Fès", "olive-wood" and
-- "Olive Wood" are the same words), then stemmed as English ("bowls" and "bowl" meet). Translations
-- have documents of their own, read the way each language is written:
--  * French: without case or accents ("théière" = "theiere"), stemmed by the `french` configuration
--    ("bols" meets "bol").
--  * Arabic: site_search.norm_ar (diacritics and tatweel dropped, alef, hamza, taa marbuta and alef
--    maqsura forms unified, the article ال set aside), then the `simple` configuration: Arabic has
--    no stemmer in Postgres, so words are compared whole after normalising.
-- A French or Arabic search runs the English one too, so "tagine" finds the same pieces on /fr/ and
-- /ar/ as on the English shop. Hosted Supabase keeps extensions in the `extensions` schema; the local
-- stack does the same.

create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- Reading text ---------------------------------------------------------------------------------------

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

create or replace function site_search.term_stems(p_terms text[])
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array(select site_search.stems(t) from unnest(p_terms) as t)
$$;

-- How Arabic is written varies more than it differs: أحمد/احمد, مدرسة/مدرسه, مصطفى/مصطفي, طـاجين,
-- and the vowel marks of a careful writer. Marks and tatweel go first (before norm() could read them
-- as separators), then letter forms meet on one spelling, then ال/وال before a word of 3+ letters.
create or replace function site_search.norm_ar(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    translate(
      site_search.norm(regexp_replace(coalesce(p_text, ''), '[\u0640\u064B-\u065F\u0670\u06D6-\u06ED]', '', 'g')),
      'أإآٱةىؤئ', 'ااااهيوي'),
    '(^|\s)و?ال(\S{3,})', '\1\2', 'g')
$$;

-- The words of a text as a language reads them: French through `french` (accents already gone),
-- Arabic through norm_ar and `simple`, anything else as the English documents do.
create or replace function site_search.vector_in(p_locale text, p_text text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case p_locale
           when 'fr' then to_tsvector('french'::regconfig, site_search.norm(p_text))
           when 'ar' then to_tsvector('simple'::regconfig, site_search.norm_ar(p_text))
           else to_tsvector('english'::regconfig, site_search.norm(p_text))
         end
$$;

-- A translation's search document, weighted like the English ones (see site_search.document).
create or replace function site_search.translated_document(p_locale text, p_a text, p_b text, p_c text, p_d text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select setweight(site_search.vector_in(p_locale, p_a), 'A')
      || setweight(site_search.vector_in(p_locale, p_b), 'B')
      || setweight(site_search.vector_in(p_locale, p_c), 'C')
      || setweight(site_search.vector_in(p_locale, p_d), 'D')
$$;

-- site_search.stems in a language: "Bols en bois d'olivier" -> "bol bois olivi" in French.
create or replace function site_search.stems_in(p_text text, p_locale text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(string_agg(t.lexeme, ' ' order by p.pos), '')
  from unnest(site_search.vector_in(p_locale, p_text)) as t(lexeme, positions, weights),
       unnest(t.positions) as p(pos)
$$;

create or replace function site_search.term_stems_in(p_terms text[], p_locale text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array(select site_search.stems_in(t, p_locale) from unnest(p_terms) as t)
$$;

-- The documents -------------------------------------------------------------------------------------

-- Each searchable table's own document, generated from its row: never written, always current.
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

create index products_title_document_idx on public.products
  using gin (site_search.title_document(title)) with (fastupdate = off);

-- Documents of the translations. Only the translated words are here; the English document of the
-- same row is searched beside it.
alter table public.product_translations
  add column search_document tsvector generated always as (
    site_search.translated_document(locale, title, null, description, details)
  ) stored;

alter table public.article_translations
  add column search_document tsvector generated always as (
    site_search.translated_document(
      locale,
      title,
      null,
      site_search.words(array[excerpt, jsonb_path_query_array(ingredients, '$[*].item')::text]),
      site_search.strip_html(body)
    )
  ) stored;

alter table public.page_translations
  add column search_document tsvector generated always as (
    site_search.translated_document(locale, title, null, null, site_search.strip_html(content))
  ) stored;

comment on column public.product_translations.search_document is 'Generated for the site search; never written.';
comment on column public.article_translations.search_document is 'Generated for the site search; never written.';
comment on column public.page_translations.search_document is 'Generated for the site search; never written.';

-- Locale first would only split the index in two; the document's lexemes already differ by language.
create index product_translations_search_document_idx on public.product_translations
  using gin (search_document) with (fastupdate = off);
create index article_translations_search_document_idx on public.article_translations
  using gin (search_document) with (fastupdate = off);
create index page_translations_search_document_idx on public.page_translations
  using gin (search_document) with (fastupdate = off);

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

-- Translated titles join the "did you mean" words once their row is public, in the spelling the
-- locale's search compares (Arabic normalised).
create or replace function private.search_lexicon_learn_translation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_public boolean;
begin
  -- NEW has only its own table's columns, so each table is asked in its own branch.
  if tg_table_name = 'product_translations' then
    v_public := true;
  elsif tg_table_name = 'article_translations' then
    v_public := exists (select 1 from public.articles a where a.id = new.article_id and a.published);
  else
    v_public := exists (select 1 from public.pages g where g.id = new.page_id and g.published);
  end if;
  if v_public then
    perform site_search.add_words(case new.locale when 'ar' then site_search.norm_ar(new.title) else new.title end);
  end if;
  return new;
end;
$$;

-- An article or page being published brings its translations' titles along.
create or replace function private.search_lexicon_learn_translations_of()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.published then
    if tg_table_name = 'articles' then
      perform site_search.add_words(case t.locale when 'ar' then site_search.norm_ar(t.title) else t.title end)
      from public.article_translations t where t.article_id = new.id;
    else
      perform site_search.add_words(case t.locale when 'ar' then site_search.norm_ar(t.title) else t.title end)
      from public.page_translations t where t.page_id = new.id;
    end if;
  end if;
  return new;
end;
$$;

create trigger product_translations_search_lexicon after insert or update of title on public.product_translations
  for each row execute function private.search_lexicon_learn_translation();
create trigger article_translations_search_lexicon after insert or update of title on public.article_translations
  for each row execute function private.search_lexicon_learn_translation();
create trigger page_translations_search_lexicon after insert or update of title on public.page_translations
  for each row execute function private.search_lexicon_learn_translation();
create trigger articles_search_lexicon_translations after update of published on public.articles
  for each row execute function private.search_lexicon_learn_translations_of();
create trigger pages_search_lexicon_translations after update of published on public.pages
  for each row execute function private.search_lexicon_learn_translations_of();

-- Synonyms ------------------------------------------------------------------------------------------

-- Words shoppers use: each row is a group of terms that mean the same thing to the shop (tajine =
-- tagine = طاجين). A query containing one term is also run with every other term of its group.
-- Editors manage the rows in the dashboard (service role); visitors may only read them.

create table public.search_synonyms (
  id uuid primary key default gen_random_uuid(),
  terms text[] not null,
  note text,
  -- What queries are compared with: each term's English stems ("tea glasses" -> "tea glass").
  term_stems text[] generated always as (site_search.term_stems(terms)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The same in French and Arabic, for searches on /fr/ and /ar/ (site_search.alternatives_in).
  term_stems_fr text[] generated always as (site_search.term_stems_in(terms, 'fr')) stored,
  term_stems_ar text[] generated always as (site_search.term_stems_in(terms, 'ar')) stored,
  constraint search_synonyms_two_terms check (cardinality(terms) >= 2)
);

comment on table public.search_synonyms is
  'Groups of equivalent search terms (one or more words each), e.g. {tajine,tagine,طاجين}. Stored without '
  'case, accents or punctuation. Readable by everyone; written only by the service role (dashboard).';
comment on constraint search_synonyms_two_terms on public.search_synonyms is
  'A synonym group needs at least two different terms.';
comment on column public.search_synonyms.term_stems_fr is 'Each term''s French stems, for searches on /fr/.';
comment on column public.search_synonyms.term_stems_ar is 'Each term''s normalised Arabic words, for /ar/.';

-- Terms are kept in the spelling queries are compared in, so "Tajine " and "tajine" are one term and
-- the two-terms rule counts distinct words.
create or replace function private.search_synonyms_normalise()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.terms := array(
    select distinct on (t) t
    from unnest(new.terms) with ordinality as u(term, n), site_search.norm(u.term) as t
    where t <> ''
    order by t, n
  );
  return new;
end;
$$;

create trigger search_synonyms_normalise
  before insert or update of terms on public.search_synonyms
  for each row execute function private.search_synonyms_normalise();

create index search_synonyms_terms_idx on public.search_synonyms using gin (terms);

call private.share_with_visitors('public.search_synonyms', 'search_synonyms_readable_by_everyone', 'true');

-- The words shoppers use for the catalogue: Moroccan words in the spellings shoppers type, with their
-- French and Arabic. Part of the schema rather than the demo seed: a live shop needs them from its
-- first day, and editors extend them from there.
insert into public.search_synonyms (terms, note) values
  ('{tagine,tajine,طاجين}', 'Clay cooking pot and the stew cooked in it'),
  ('{zellij,zellige,zelij,zellig,زليج}', 'Hand-cut glazed tile mosaic'),
  ('{tea glass,istikana,stikan,كأس,verre à thé,كأس الشاي}', 'Small Moroccan tea glass'),
  ('{hammam towel,fouta,futa,peshtemal,فوطة}', 'Flat-woven bath and beach towel'),
  ('{saffron,safran,zafran,zaafran,زعفران}', 'Taliouine saffron'),
  ('{mint tea,atay,attay,أتاي,thé à la menthe,شاي بالنعناع}', 'Moroccan green tea with mint'),
  ('{teapot,berrad,barrad,براد,théière,إبريق}', 'Moroccan teapot'),
  ('{mortar,mehraz,mahraz,مهراز,mortier}', 'Brass spice mortar'),
  ('{incense burner,mbekhra,mabkhara,مبخرة,brûle-parfum}', 'Pierced brass incense burner'),
  ('{thuya,thuja,arar,عرعار}', 'Thuya burl wood of Essaouira'),
  ('{amlou,amalou,أملو}', 'Argan, almond and honey spread'),
  ('{argan,argane,أركان}', 'Argan oil and nuts'),
  ('{preserved lemon,lemon confit,citron confit,hamd markad,حامض مرقد}', 'Salt-preserved beldi lemons'),
  ('{couscous,seksu,kuskus,كسكس}', 'Steamed semolina'),
  ('{pastilla,bastilla,bastila,bisteeya,بسطيلة}', 'Layered pie of warqa pastry'),
  ('{msemen,msemmen,rghaif,مسمن}', 'Square laminated flatbread'),
  ('{harira,hrira,حريرة}', 'Tomato, lentil and chickpea soup'),
  ('{kessa,kese,hammam glove}', 'Exfoliating hammam mitt'),
  ('{hammam,hamam,حمام}', 'Steam bath'),
  ('{henna,hinna,حناء}', 'Henna'),
  ('{terracotta,terra cotta}', 'Unglazed or glazed red clay'),
  ('{olive wood,olivewood,bois d''olivier,خشب الزيتون}', 'Olive wood'),
  ('{bakhoor,bakhour,bukhoor,بخور}', 'Incense'),
  ('{gnawa,gnaoua,كناوة}', 'Gnawa music'),
  ('{sabra,cactus silk,agave silk}', 'Agave fibre yarn'),
  ('{mezze,meze,mezza}', 'Small shared dishes'),
  ('{zaalouk,zalouk,زعلوك}', 'Aubergine and tomato salad'),
  ('{bowl,bol,zlafa,زلافة,سلطانية}', 'Bowl (زلافة in Moroccan Arabic)'),
  ('{napkin,serviette de table,منديل}', 'Table napkin'),
  ('{serving board,planche de service,لوح التقديم}', 'Serving board'),
  ('{jam,confiture,مربى}', 'Jam and marmalade'),
  ('{honey,miel,عسل}', 'Honey'),
  ('{cedar,cèdre}', 'Atlas cedar wood'),
  ('{gift set,coffret,coffret cadeau,علبة هدايا}', 'Gift set');

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
