-- Predictive search for the synonyms' beginnings. The search reads the last word as a prefix, but a
-- synonym group applied only when one of its terms appeared whole in the query: "tagine" and "tajin"
-- (the stem of tajine) suggested the tagines, "taj" and "طاج" nothing, since no English document holds
-- a word beginning "taj". Now, while the last word is no word yet (no word of a visible title, as the
-- spelling lexicon holds them, nor of a synonym term), each term it begins adds the query with the
-- begun term swapped for each other term of the group, as a whole term does (site_search.alternatives_in):
--   * "taj" begins tajine: also 'tagin':* and 'طاجين':*. "طاج" and "الطاج" begin طاجين: also 'tagin':*
--     and 'tajin':*. "hammam tow" begins "hammam towel" and "كأس الش" "كأس الشاي" (the article before
--     the word begun set aside): the words before the last must be the term's first words.
--   * A term's first word needs three letters typed; two begin too many terms to mean one.
--   * A term the typed letters already find (its word's stem begins with the typed stem) is not asked
--     for twice. A query that begins no term, or whose last word is a whole word ("tea", though it
--     begins teapot), asks for exactly what it asked for before, so its ranking is unchanged.
-- Stemming the terms at each keystroke would cost more than the search itself (60 ms for the seeded
-- groups on PGlite), so each word's beginnings are kept in a small table, current by a trigger on
-- search_synonyms, and a keystroke looks its last word up there by primary key.

create table site_search.synonym_beginnings (
  -- The first letters of a word of a term: from three letters for a term's first word (two letters
  -- begin too many terms to mean one), from one for a word after others; and the whole word (`whole`).
  -- In the spelling a search compares typed letters in, whatever the language: site_search.norm_ar,
  -- for a Latin word the same as norm, so أملو begins امل and الشاي begins ش.
  beginning text not null,
  locale text not null,
  synonym_id uuid not null references public.search_synonyms (id) on update cascade on delete cascade,
  -- Which term of the group (search_synonyms.terms and term_stems*, in their order), which of its words.
  term_no int not null,
  position int not null,
  whole boolean not null,
  -- The word's stems in the language ('' for a stop word) and the stems of the term's words before it.
  word_stem text not null,
  head text[] not null,
  primary key (beginning, locale, synonym_id, term_no, position)
);

comment on table site_search.synonym_beginnings is
  'The beginnings of each word of each synonym term, per search language (en, fr, ar), for suggesting '
  'a term while it is typed (site_search.alternatives_in). Written only by the trigger on '
  'public.search_synonyms.';

grant select on site_search.synonym_beginnings to anon, authenticated, service_role;

-- The rows of site_search.synonym_beginnings for a group's terms in a language.
create or replace function site_search.synonym_beginnings_of(p_terms text[], p_locale text)
returns table (beginning text, term_no int, "position" int, whole boolean, word_stem text, head text[])
language sql
immutable
parallel safe
set search_path = ''
as $$
  select left(w.word, n.len), w.term_no, w.position, n.len = char_length(w.word), w.word_stem, w.head
  from (
    select t.n::int as term_no, u.m::int as position, site_search.norm_ar(u.word) as word,
           site_search.stems_in(u.word, p_locale) as word_stem,
           coalesce(string_to_array(nullif(
             site_search.stems_in(array_to_string(s.words[1:u.m - 1], ' '), p_locale), ''), ' '), '{}') as head
    from unnest(p_terms) with ordinality as t(term, n),
         lateral (select string_to_array(site_search.norm(t.term), ' ') as words) as s,
         unnest(s.words) with ordinality as u(word, m)
  ) as w,
  generate_series(least(case when cardinality(w.head) = 0 then 3 else 1 end, char_length(w.word)),
                  char_length(w.word)) as n(len)
  where w.word <> ''
$$;

create or replace function private.search_synonym_beginnings_learn()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from site_search.synonym_beginnings b where b.synonym_id = new.id;
  insert into site_search.synonym_beginnings
    (beginning, locale, synonym_id, term_no, position, whole, word_stem, head)
  select b.beginning, l.locale, new.id, b.term_no, b.position, b.whole, b.word_stem, b.head
  from (values ('en'), ('fr'), ('ar')) as l(locale),
       site_search.synonym_beginnings_of(new.terms, l.locale) as b;
  return new;
end;
$$;

-- After search_synonyms_normalise (a before trigger): the terms are stored normalised by then. A
-- group's removal takes its rows along (on delete cascade).
create trigger search_synonyms_beginnings after insert or update of terms on public.search_synonyms
  for each row execute function private.search_synonym_beginnings_learn();

insert into site_search.synonym_beginnings
  (beginning, locale, synonym_id, term_no, position, whole, word_stem, head)
select b.beginning, l.locale, s.id, b.term_no, b.position, b.whole, b.word_stem, b.head
from public.search_synonyms s,
     (values ('en'), ('fr'), ('ar')) as l(locale),
     site_search.synonym_beginnings_of(s.terms, l.locale) as b;

-- What a query asks for in a language: its stems there; the same with each synonym group term it
-- contains swapped for every other term of the group; and, while its last word is still being typed,
-- the same with each term that word begins swapped for the group's other terms.
create or replace function site_search.alternatives_in(p_text text, p_locale text)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  v_stems text := site_search.stems_in(p_text, p_locale);
  v_alternatives text[] := case when v_stems = '' then '{}'::text[] else array[v_stems] end;
  v_group text[];
  v_term text;
  v_other text;
  -- The last word as typed, in the spelling of synonym_beginnings (norm_ar changes letters, not
  -- words, so the words are those norm and v_stems read), and without an Arabic article.
  v_typed text[] := string_to_array(site_search.norm_ar(p_text), ' ');
  v_last text := v_typed[cardinality(v_typed)];
  v_bare text := regexp_replace(v_last, '^و?ال(.)', '\1');
  v_last_stem text;
  v_all text[];
  v_before text[];
begin
  if v_last is null then
    return '{}';
  end if;
  if v_stems <> '' then
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
  end if;

  -- The last word begins a term only while it is no word yet: "tea" asks for tea, not for the
  -- synonyms of teapot. Most keystrokes stop here, after three lookups by index.
  if exists (select 1 from site_search.lexicon l where l.word = v_last)
     or exists (select 1 from site_search.synonym_beginnings b where b.beginning = v_last and b.whole)
     or not exists (select 1 from site_search.synonym_beginnings b
                    where b.beginning in (v_last, v_bare) and b.locale = p_locale and not b.whole) then
    return array(select distinct a from unnest(v_alternatives) as a);
  end if;
  -- The last word's stems as v_stems holds them, and the query's stems before it (all of them when
  -- the last word is a stop word).
  v_last_stem := site_search.stems_in(
    (string_to_array(site_search.norm(p_text), ' '))[cardinality(v_typed)], p_locale);
  v_all := string_to_array(v_stems, ' ');
  v_before := coalesce(
    v_all[1:cardinality(v_all) - cardinality(string_to_array(nullif(v_last_stem, ''), ' '))], v_all);
  v_alternatives := v_alternatives || array(
    with begun as (
      -- Each term word the last word begins, the term's words before it being the query's last ones.
      select b.synonym_id, b.term_no, b.head,
             -- The query's own last word finds the term already where its stem begins the word's.
             v_last_stem <> '' and starts_with(b.word_stem, v_last_stem) as found
      from site_search.synonym_beginnings b
      where b.beginning in (v_last, v_bare) and b.locale = p_locale and not b.whole
        and cardinality(b.head) <= cardinality(v_before)
        and v_before[cardinality(v_before) - cardinality(b.head) + 1:cardinality(v_before)] = b.head
    )
    select btrim(array_to_string(v_before[1:cardinality(v_before) - cardinality(g.head)], ' ')
                 || ' ' || o.stems)
    from begun g
    join public.search_synonyms s on s.id = g.synonym_id
    cross join lateral unnest(
      case p_locale when 'fr' then s.term_stems_fr when 'ar' then s.term_stems_ar else s.term_stems end
    ) with ordinality as o(stems, n)
    where o.stems <> ''
      and not exists (select 1 from begun f
                      where f.synonym_id = g.synonym_id and f.term_no = o.n and f.head = g.head and f.found)
  );
  return array(select distinct a from unnest(v_alternatives) as a where a <> '');
end;
$$;

-- Like every site_search function, callable by each API role and nobody else (search_site migration).
revoke all on function site_search.synonym_beginnings_of(text[], text) from public;
grant execute on function site_search.synonym_beginnings_of(text[], text) to anon, authenticated, service_role;

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
