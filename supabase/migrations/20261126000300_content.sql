-- Editorial content: rituals (essays) and recipes. Visitors read published articles only.

-- The shapes of a recipe's lists, checked on articles and on their translations (translations
-- migration), so one reader shows either. Check constraints call them as the writer: the service role
-- (dashboard, scripts) writes both tables.
-- Each ingredient is {amount: text, item: text, notes?: text}.
create function private.is_ingredient_list(p_list jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(p_list) = 'array'
    and not jsonb_path_exists(p_list, '$[*] ? (@.type() != "object")')
    and not jsonb_path_exists(p_list, '$[*] ? (!exists(@.item ? (@.type() == "string")))')
    and not jsonb_path_exists(p_list, '$[*].amount ? (@.type() != "string")')
    and not jsonb_path_exists(p_list, '$[*].notes ? (@.type() != "string" && @.type() != "null")')
$$;

-- Each step is {instruction: text, time?: whole minutes, notes?: text}.
create function private.is_step_list(p_list jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(p_list) = 'array'
    and not jsonb_path_exists(p_list, '$[*] ? (@.type() != "object")')
    and not jsonb_path_exists(p_list, '$[*] ? (!exists(@.instruction ? (@.type() == "string")))')
    and not jsonb_path_exists(p_list, '$[*].time ? (@.type() != "null" && (@.type() != "number" || @ < 0 || @.floor() != @))')
    and not jsonb_path_exists(p_list, '$[*].notes ? (@.type() != "string" && @.type() != "null")')
$$;

grant execute on function private.is_ingredient_list(jsonb), private.is_step_list(jsonb) to service_role;

create table public.articles (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  excerpt text,
  body text not null default '',
  author text,
  category text not null,
  sections text[] not null default '{}',
  guide_city text,
  image_url text,
  alt_text text,
  published boolean not null default false,
  tags text[] not null default '{}',
  difficulty_level text,
  prep_time integer,
  cook_time integer,
  servings integer,
  ingredients jsonb not null default '[]',
  steps jsonb not null default '[]',
  enable_cooking_mode boolean not null default false,
  linked_products uuid[] not null default '{}',
  related_articles uuid[] not null default '{}',
  seo_title text,
  meta_description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint articles_slug_unique unique (slug),
  constraint articles_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint articles_title_not_blank check (btrim(title) <> ''),
  constraint articles_category_valid check (category in ('ritual', 'recipe')),
  constraint articles_sections_valid
    check (sections <@ array['culture', 'design', 'health', 'food', 'guides', 'journeys', 'explore']::text[]),
  constraint articles_guide_city_valid
    check (guide_city is null or guide_city in ('marrakech', 'fes', 'casablanca', 'rabat')),
  constraint articles_difficulty_level_valid
    check (difficulty_level is null or difficulty_level in ('easy', 'medium', 'hard')),
  constraint articles_prep_time_non_negative check (prep_time is null or prep_time >= 0),
  constraint articles_cook_time_non_negative check (cook_time is null or cook_time >= 0),
  constraint articles_servings_positive check (servings is null or servings >= 1),
  constraint articles_ingredients_shape check (private.is_ingredient_list(ingredients)),
  constraint articles_steps_shape check (private.is_step_list(steps)),
  constraint articles_not_related_to_itself check (not (id = any (related_articles)))
);

comment on table public.articles is
  'Rituals (essays, HTML body) and recipes. Visitors see published rows only; written only by the service role.';
comment on column public.articles.body is 'HTML essay, sanitised when rendered. May be empty for recipes.';
comment on column public.articles.sections is
  'Editorial pages that list this article: culture, design, health, food, guides, journeys, explore.';
comment on column public.articles.ingredients is '[{"amount": "1 1/2 tbsp", "item": "honey", "notes": "optional"}]';
comment on column public.articles.steps is '[{"instruction": "...", "time": 10, "notes": "optional"}] (time in minutes)';
comment on constraint articles_ingredients_shape on public.articles is
  'Ingredients must be a list of {"amount": text, "item": text, "notes": text}.';
comment on constraint articles_steps_shape on public.articles is
  'Steps must be a list of {"instruction": text, "time": whole minutes, "notes": text}.';

-- SPEC §7: published + category, newest first (home, /rituals, /recipes); sections for editorial pages.
create index articles_published_category_created_at_idx
  on public.articles (published, category, created_at desc);
create index articles_sections_idx on public.articles using gin (sections);
create index articles_guide_city_idx on public.articles (guide_city) where guide_city is not null;

call private.share_with_visitors('public.articles', 'articles_published_readable_by_everyone', 'published');

-- Editor-managed content pages (/privacy, /terms, /cookie, /faq, ...) and the site-wide banner.

create table public.pages (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  content text not null default '',
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pages_slug_unique unique (slug),
  constraint pages_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint pages_title_not_blank check (btrim(title) <> '')
);

comment on table public.pages is
  'Generic content pages keyed by path without the leading slash. Visitors see published rows only.';
comment on column public.pages.content is 'HTML body, sanitised when rendered. May be empty.';

call private.share_with_visitors('public.pages', 'pages_published_readable_by_everyone', 'published');

create table public.site_banners (
  id uuid primary key default gen_random_uuid(),
  is_active boolean not null default false,
  position integer not null default 0,
  content text not null,
  background_color text not null default '#1f3a5f',
  text_color text not null default '#fbf4e8',
  link_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint site_banners_content_not_blank check (btrim(content) <> ''),
  constraint site_banners_background_color_hex check (background_color ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
  constraint site_banners_text_color_hex check (text_color ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
  -- Only site paths or http(s) links: a javascript: URL in a banner would run in every visitor's page.
  -- A path must stay on the shop: browsers read `/\evil.example` and `/<tab>/evil.example` as
  -- `//evil.example`, another site. Backslashes, spaces and control characters have no place in a
  -- link an editor types, so they are refused anywhere.
  constraint site_banners_link_url_safe check (
    link_url is null
    or (link_url ~ '^(/([^/\\]|$)|https?://[^/\\])' and link_url !~ '[\\[:space:][:cntrl:]]')
  )
);

comment on table public.site_banners is
  'Site-wide banner above the page; the first active one by position is shown. Visitors see active rows only.';

create index site_banners_active_position_idx on public.site_banners (position) where is_active;

call private.share_with_visitors('public.site_banners', 'site_banners_active_readable_by_everyone', 'is_active');

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
