-- Content in French and Arabic (issue 20). English stays in the entity's own row, the source every
-- editor writes first; each translated entity gets a `<entity>_translations` table beside it, one row
-- per (entity, locale), edited in the dashboard next to the English row. Every translated column is
-- nullable: null (or blank) means "not translated yet", and readers show the English text marked
-- lang="en" (the RPCs say which fields fell back: search_site, browse_products, browse_recipes,
-- shipping_quote).
--  * locale: the shop's languages other than English (supabase/functions/_shared/rules/locales.ts;
--    tests/backend/rules-in-schema.test.ts keeps the two lists equal).
--  * Reading: a translation is readable exactly when its parent row is, by asking the parent table
--    under the caller's own RLS (an unpublished article's translations stay hidden from visitors).
--  * Writing: the service role only (dashboard, scripts), like the English rows.
--  * Collections have no table: they are a slug on products, with English names and descriptions in
--    the app. Their French and Arabic words live in collection_translations, keyed by that slug.

-- Helpers shared by the translation readers and the site search, used by generated columns and as the
-- caller's role, so every API role may use them. Not in `public`, so PostgREST does not publish them
-- as RPCs.
create schema if not exists site_search;
revoke all on schema site_search from public;
grant usage on schema site_search to anon, authenticated, service_role;

-- Checks whether a locale names one of the shop's languages and returns it ('en' for null), so every
-- function taking p_locale refuses an unknown one the same way (22023: PostgREST answers 400).
create or replace function site_search.locale(p_locale text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  if p_locale is null then
    return 'en';
  end if;
  if p_locale not in ('en', 'fr', 'ar') then
    raise exception 'unknown locale: %', p_locale
      using errcode = '22023', hint = 'Use one of en, fr, ar.';
  end if;
  return p_locale;
end;
$$;

revoke all on function site_search.locale(text) from public;
grant execute on function site_search.locale(text) to anon, authenticated, service_role;

-- A translated text, or null when the editor left it empty: null and '' both fall back to English.
-- This and lang_of run for every card and search result, so they have no `set search_path`: a SQL
-- function without one is inlined into its caller instead of being called row by row (their bodies
-- name only pg_catalog's functions and each other, schema-qualified).
create or replace function site_search.translated(p_text text)
returns text
language sql
immutable
parallel safe
as $$
  select nullif(btrim(p_text), '')
$$;

-- The language a reader sees a field in: the locale when its translation has words, else English.
create or replace function site_search.lang_of(p_text text, p_locale text)
returns text
language sql
immutable
parallel safe
as $$
  select case when site_search.translated(p_text) is null then 'en' else p_locale end
$$;

revoke all on function site_search.translated(text) from public;
revoke all on function site_search.lang_of(text, text) from public;
grant execute on function site_search.translated(text) to anon, authenticated, service_role;
grant execute on function site_search.lang_of(text, text) to anon, authenticated, service_role;

-- Products ---------------------------------------------------------------------------------------

create table public.product_translations (
  product_id uuid not null references public.products (id) on delete cascade,
  locale text not null,
  title text,
  description text,
  alt_text text,
  details text,
  care_instructions text,
  seo_title text,
  meta_description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (product_id, locale),
  constraint product_translations_locale_translated check (locale in ('fr', 'ar'))
);

comment on table public.product_translations is
  'French and Arabic text of a product. Empty fields show the English text of products.';

-- Articles: rituals and recipes --------------------------------------------------------------------

create table public.article_translations (
  article_id uuid not null references public.articles (id) on delete cascade,
  locale text not null,
  title text,
  excerpt text,
  body text,
  alt_text text,
  ingredients jsonb,
  steps jsonb,
  seo_title text,
  meta_description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (article_id, locale),
  constraint article_translations_locale_translated check (locale in ('fr', 'ar')),
  -- The same shapes as articles.ingredients and articles.steps, so one reader shows either.
  constraint article_translations_ingredients_shape check (ingredients is null or private.is_ingredient_list(ingredients)),
  constraint article_translations_steps_shape check (steps is null or private.is_step_list(steps))
);

comment on table public.article_translations is
  'French and Arabic text of a ritual or recipe. Empty fields show the English text of articles.';
comment on column public.article_translations.ingredients is
  'The whole translated list, shaped like articles.ingredients; empty: the English list is shown.';
comment on column public.article_translations.steps is
  'The whole translated list with the same times, shaped like articles.steps; empty: the English list.';
comment on constraint article_translations_ingredients_shape on public.article_translations is
  'Ingredients must be a list of {"amount": text, "item": text, "notes": text}.';
comment on constraint article_translations_steps_shape on public.article_translations is
  'Steps must be a list of {"instruction": text, "time": whole minutes, "notes": text}.';

-- Pages, banners, shipping zones, gallery pictures -----------------------------------------------------

create table public.page_translations (
  page_id uuid not null references public.pages (id) on delete cascade,
  locale text not null,
  title text,
  content text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (page_id, locale),
  constraint page_translations_locale_translated check (locale in ('fr', 'ar'))
);

comment on table public.page_translations is
  'French and Arabic title and HTML content of a page. Empty fields show the English page.';

create table public.site_banner_translations (
  banner_id uuid not null references public.site_banners (id) on delete cascade,
  locale text not null,
  content text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (banner_id, locale),
  constraint site_banner_translations_locale_translated check (locale in ('fr', 'ar'))
);

comment on table public.site_banner_translations is
  'French and Arabic words of a banner; its link and colours are the English row''s.';

create table public.shipping_zone_translations (
  zone_id uuid not null references public.shipping_zones (id) on delete cascade,
  locale text not null,
  name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (zone_id, locale),
  constraint shipping_zone_translations_locale_translated check (locale in ('fr', 'ar'))
);

comment on table public.shipping_zone_translations is
  'The zone''s name as French and Arabic shoppers read it at checkout (shipping_quote).';

create table public.product_image_translations (
  image_id uuid not null references public.product_images (id) on delete cascade,
  locale text not null,
  alt_text text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (image_id, locale),
  constraint product_image_translations_locale_translated check (locale in ('fr', 'ar')),
  -- The English rule of product_images: words enough for someone who cannot see the picture.
  constraint product_image_translations_alt_text_says_something check (
    alt_text is null or length(btrim(alt_text)) between 10 and 300
  )
);

comment on table public.product_image_translations is
  'French and Arabic alt text of a gallery picture. Empty: the English alt text, marked lang="en".';

-- Collections ----------------------------------------------------------------------------------------

create table public.collection_translations (
  collection text not null,
  locale text not null,
  name text,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (collection, locale),
  constraint collection_translations_locale_translated check (locale in ('fr', 'ar')),
  -- The slug as products.collection holds it (matched without case, like /collection/{slug}).
  constraint collection_translations_collection_format check (collection ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);

comment on table public.collection_translations is
  'French and Arabic name and description of a collection, keyed by the slug products.collection holds. '
  'English names and descriptions are the app''s (src/lib/constants.ts, src/features/collections).';
comment on constraint collection_translations_collection_format on public.collection_translations is
  'The collection must be a lowercase slug as on products, e.g. tea-rituals.';

-- Shared rules of every translation table ------------------------------------------------------------

do $$
declare
  v_table text;
begin
  foreach v_table in array array['product_translations', 'article_translations', 'page_translations',
                                 'site_banner_translations', 'shipping_zone_translations',
                                 'product_image_translations', 'collection_translations'] loop
    execute format('comment on constraint %I on public.%I is %L', v_table || '_locale_translated', v_table,
                   'Locale must be fr or ar: English is the row of the entity itself.');
  end loop;
end;
$$;

-- Each is read through its parent table's own policy, as the caller: whoever may read the parent
-- reads its translations, and nobody else.
-- Products are readable by everyone (products_readable_by_everyone: using (true)), so their
-- translations are too, written as the same constant: a policy that asks the parent table is a
-- security qual, and Postgres then may not search the translations through their GIN index (the
-- text-search match is not leakproof), which a large catalogue needs. tests/backend/
-- search-locales-sql.test.ts fails if the products' policy ever stops being this.
call private.share_with_visitors('public.product_translations',
  'product_translations_readable_with_their_product', 'true');
call private.share_with_visitors('public.article_translations',
  'article_translations_readable_with_their_article',
  'exists (select 1 from public.articles a where a.id = article_translations.article_id)');
call private.share_with_visitors('public.page_translations',
  'page_translations_readable_with_their_page',
  'exists (select 1 from public.pages g where g.id = page_translations.page_id)');
call private.share_with_visitors('public.site_banner_translations',
  'site_banner_translations_readable_with_their_banner',
  'exists (select 1 from public.site_banners b where b.id = site_banner_translations.banner_id)');
call private.share_with_visitors('public.shipping_zone_translations',
  'shipping_zone_translations_readable_with_their_zone',
  'exists (select 1 from public.shipping_zones z where z.id = shipping_zone_translations.zone_id)');
call private.share_with_visitors('public.product_image_translations',
  'product_image_translations_readable_with_their_picture',
  'exists (select 1 from public.product_images i where i.id = product_image_translations.image_id)');
-- A collection exists while a product names it (products are readable by everyone).
call private.share_with_visitors('public.collection_translations',
  'collection_translations_readable_with_their_products',
  'exists (select 1 from public.products p where lower(p.collection) = collection_translations.collection)');
