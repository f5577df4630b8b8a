-- Words shoppers use: each row is a group of terms that mean the same thing to the shop (tajine =
-- tagine = طاجين). A query containing one term is also run with every other term of its group.
-- Editors manage the rows in the dashboard (service role); visitors may only read them.

create or replace function site_search.term_stems(p_terms text[])
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array(select site_search.stems(t) from unnest(p_terms) as t)
$$;

revoke all on function site_search.term_stems(text[]) from public;
grant execute on function site_search.term_stems(text[]) to anon, authenticated, service_role;

create table public.search_synonyms (
  id uuid primary key default gen_random_uuid(),
  terms text[] not null,
  note text,
  -- What queries are compared with: each term's English stems ("tea glasses" -> "tea glass").
  term_stems text[] generated always as (site_search.term_stems(terms)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint search_synonyms_two_terms check (cardinality(terms) >= 2)
);

comment on table public.search_synonyms is
  'Groups of equivalent search terms (one or more words each), e.g. {tajine,tagine,طاجين}. Stored without '
  'case, accents or punctuation. Readable by everyone; written only by the service role (dashboard).';
comment on constraint search_synonyms_two_terms on public.search_synonyms is
  'A synonym group needs at least two different terms.';

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

create trigger search_synonyms_set_updated_at
  before update on public.search_synonyms
  for each row execute function private.set_updated_at();

create index search_synonyms_terms_idx on public.search_synonyms using gin (terms);

alter table public.search_synonyms enable row level security;

revoke all on table public.search_synonyms from anon, authenticated;
grant select on table public.search_synonyms to anon, authenticated;
grant all on table public.search_synonyms to service_role;

create policy search_synonyms_readable_by_everyone on public.search_synonyms
  for select to anon, authenticated
  using (true);

-- The Moroccan words of the catalogue, in the spellings shoppers type. Part of the schema rather than
-- the demo seed: a live shop needs them from its first day, and editors extend them from there.
insert into public.search_synonyms (terms, note) values
  ('{tagine,tajine,طاجين}', 'Clay cooking pot and the stew cooked in it'),
  ('{zellij,zellige,zelij,zellig,زليج}', 'Hand-cut glazed tile mosaic'),
  ('{tea glass,istikana,stikan,كأس}', 'Small Moroccan tea glass'),
  ('{hammam towel,fouta,futa,peshtemal,فوطة}', 'Flat-woven bath and beach towel'),
  ('{saffron,safran,zafran,zaafran,زعفران}', 'Taliouine saffron'),
  ('{mint tea,atay,attay,أتاي}', 'Moroccan green tea with mint'),
  ('{teapot,berrad,barrad,براد}', 'Moroccan teapot'),
  ('{mortar,mehraz,mahraz,مهراز}', 'Brass spice mortar'),
  ('{incense burner,mbekhra,mabkhara,مبخرة}', 'Pierced brass incense burner'),
  ('{thuya,thuja,arar,عرعار}', 'Thuya burl wood of Essaouira'),
  ('{amlou,amalou,أملو}', 'Argan, almond and honey spread'),
  ('{argan,argane,أركان}', 'Argan oil and nuts'),
  ('{preserved lemon,lemon confit,citron confit,hamd markad}', 'Salt-preserved beldi lemons'),
  ('{couscous,seksu,kuskus,كسكس}', 'Steamed semolina'),
  ('{pastilla,bastilla,bastila,bisteeya,بسطيلة}', 'Layered pie of warqa pastry'),
  ('{msemen,msemmen,rghaif,مسمن}', 'Square laminated flatbread'),
  ('{harira,hrira,حريرة}', 'Tomato, lentil and chickpea soup'),
  ('{kessa,kese,hammam glove}', 'Exfoliating hammam mitt'),
  ('{hammam,hamam,حمام}', 'Steam bath'),
  ('{henna,hinna,حناء}', 'Henna'),
  ('{terracotta,terra cotta}', 'Unglazed or glazed red clay'),
  ('{olive wood,olivewood}', 'Olive wood'),
  ('{bakhoor,bakhour,bukhoor,بخور}', 'Incense'),
  ('{gnawa,gnaoua,كناوة}', 'Gnawa music'),
  ('{sabra,cactus silk,agave silk}', 'Agave fibre yarn'),
  ('{mezze,meze,mezza}', 'Small shared dishes'),
  ('{zaalouk,zalouk,زعلوك}', 'Aubergine and tomato salad');
