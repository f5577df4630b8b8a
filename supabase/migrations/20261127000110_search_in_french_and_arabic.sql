-- The site search in French and Arabic (issue 20). English keeps its documents, functions and plan
-- unchanged (20261125001100..1102); a French or Arabic search runs the English one too, so "tagine"
-- finds the same pieces on /fr/ and /ar/ as on the English shop, and adds the translations' own
-- documents, read the way each language is written:
--  * French: without case or accents ("théière" = "theiere"), stemmed by the `french` configuration
--    ("bols" meets "bol").
--  * Arabic: site_search.norm_ar (diacritics and tatweel dropped, alef, hamza, taa marbuta and alef
--    maqsura forms unified, the article ال set aside), then the `simple` configuration: Arabic has
--    no stemmer in Postgres, so words are compared whole after normalising.
-- Synonym groups gain each term's French and Arabic stems, so "براد" and "théière" swap for
-- "teapot" as "berrad" already does.

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

alter table public.search_synonyms
  add column term_stems_fr text[] generated always as (site_search.term_stems_in(terms, 'fr')) stored,
  add column term_stems_ar text[] generated always as (site_search.term_stems_in(terms, 'ar')) stored;

comment on column public.search_synonyms.term_stems_fr is 'Each term''s French stems, for searches on /fr/.';
comment on column public.search_synonyms.term_stems_ar is 'Each term''s normalised Arabic words, for /ar/.';

-- What a French or Arabic query asks for: its stems in the locale, and the same with each synonym
-- term it contains swapped for every other term of the group (as site_search.query does in English).
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
    select case p_locale when 'fr' then s.term_stems_fr else s.term_stems_ar end from public.search_synonyms s
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

-- The tsquery for the translations' documents; null when the text holds no searchable word.
create or replace function site_search.query_in(p_text text, p_locale text)
returns tsquery
language sql
stable
set search_path = ''
as $$
  select to_tsquery('simple'::regconfig, string_agg('(' || site_search.all_words(a) || ')', ' | '))
  from unnest(site_search.alternatives_in(p_text, p_locale)) as a
$$;

-- The tsquery for the English documents in a French or Arabic search: the English query of what was
-- typed, or of any of its alternatives in the locale. So "طـاجين" (tatweel) and "زلافه" reach the
-- English documents through their groups (tagine, bowl) although English stems never normalise Arabic.
create or replace function site_search.english_query_in(p_text text, p_locale text)
returns tsquery
language sql
stable
set search_path = ''
as $$
  -- Each English query is an OR of ANDs of quoted words (norm() left no '|' in a word), so splitting
  -- on ' | ' lists its alternatives; the same alternative reached twice is asked for once.
  select to_tsquery('simple'::regconfig, string_agg(distinct '(' || alternative || ')', ' | '))
  from unnest(array[p_text] || site_search.alternatives_in(p_text, p_locale)) as t(text),
       site_search.query(t.text) as q(query),
       regexp_split_to_table(q.query::text, ' \| ') as alternative
  where q.query is not null
$$;

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

revoke execute on function private.search_lexicon_learn_translation() from public;
revoke execute on function private.search_lexicon_learn_translations_of() from public;

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

-- The catalogue's words in French and Arabic, beside the Moroccan words of 20261125001101 (part of
-- the schema for the same reason: a live shop needs them from its first day).
update public.search_synonyms set terms = terms || '{théière,إبريق}'::text[] where 'teapot' = any (terms);
update public.search_synonyms set terms = terms || '{mortier}'::text[] where 'mortar' = any (terms);
update public.search_synonyms set terms = terms || '{verre à thé,كأس الشاي}'::text[] where 'tea glass' = any (terms);
update public.search_synonyms set terms = terms || '{brûle-parfum}'::text[] where 'incense burner' = any (terms);
update public.search_synonyms set terms = terms || '{citron confit,حامض مرقد}'::text[] where 'preserved lemon' = any (terms);
update public.search_synonyms set terms = terms || '{bois d''olivier,خشب الزيتون}'::text[] where 'olive wood' = any (terms);
update public.search_synonyms set terms = terms || '{thé à la menthe,شاي بالنعناع}'::text[] where 'mint tea' = any (terms);
insert into public.search_synonyms (terms, note) values
  ('{bowl,bol,zlafa,زلافة,سلطانية}', 'Bowl (زلافة in Moroccan Arabic)'),
  ('{napkin,serviette de table,منديل}', 'Table napkin'),
  ('{serving board,planche de service,لوح التقديم}', 'Serving board'),
  ('{jam,confiture,مربى}', 'Jam and marmalade'),
  ('{honey,miel,عسل}', 'Honey'),
  ('{cedar,cèdre}', 'Atlas cedar wood'),
  ('{gift set,coffret,coffret cadeau,علبة هدايا}', 'Gift set');

-- Lexicon: the translated titles already in the database (none on a fresh schema; the seed's arrive
-- through the triggers above).
select site_search.add_words(case t.locale when 'ar' then site_search.norm_ar(t.title) else t.title end)
from public.product_translations t;

revoke all on all functions in schema site_search from public;
grant execute on all functions in schema site_search to anon, authenticated, service_role;
revoke execute on function site_search.add_words(text) from anon, authenticated;
