-- Editorial content: rituals (essays) and recipes. Visitors read published articles only.

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
  -- Each ingredient is {amount: text, item: text, notes?: text}.
  constraint articles_ingredients_shape check (
    jsonb_typeof(ingredients) = 'array'
    and not jsonb_path_exists(ingredients, '$[*] ? (@.type() != "object")')
    and not jsonb_path_exists(ingredients, '$[*] ? (!exists(@.item ? (@.type() == "string")))')
    and not jsonb_path_exists(ingredients, '$[*].amount ? (@.type() != "string")')
    and not jsonb_path_exists(ingredients, '$[*].notes ? (@.type() != "string" && @.type() != "null")')
  ),
  -- Each step is {instruction: text, time?: whole minutes, notes?: text}.
  constraint articles_steps_shape check (
    jsonb_typeof(steps) = 'array'
    and not jsonb_path_exists(steps, '$[*] ? (@.type() != "object")')
    and not jsonb_path_exists(steps, '$[*] ? (!exists(@.instruction ? (@.type() == "string")))')
    and not jsonb_path_exists(steps, '$[*].time ? (@.type() != "null" && (@.type() != "number" || @ < 0 || @.floor() != @))')
    and not jsonb_path_exists(steps, '$[*].notes ? (@.type() != "string" && @.type() != "null")')
  ),
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

create trigger articles_set_updated_at
  before update on public.articles
  for each row execute function public.set_updated_at();

alter table public.articles enable row level security;

revoke all on table public.articles from anon, authenticated;
grant select on table public.articles to anon, authenticated;
grant all on table public.articles to service_role;

create policy articles_published_readable_by_everyone on public.articles
  for select to anon, authenticated
  using (published);
