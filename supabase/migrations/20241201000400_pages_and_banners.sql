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

create trigger pages_set_updated_at
  before update on public.pages
  for each row execute function public.set_updated_at();

alter table public.pages enable row level security;

revoke all on table public.pages from anon, authenticated;
grant select on table public.pages to anon, authenticated;
grant all on table public.pages to service_role;

create policy pages_published_readable_by_everyone on public.pages
  for select to anon, authenticated
  using (published);

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
  constraint site_banners_link_url_safe check (link_url is null or link_url ~ '^(/[^/]|/$|https?://)')
);

comment on table public.site_banners is
  'Site-wide banner above the page; the first active one by position is shown. Visitors see active rows only.';

create index site_banners_active_position_idx on public.site_banners (position) where is_active;

create trigger site_banners_set_updated_at
  before update on public.site_banners
  for each row execute function public.set_updated_at();

alter table public.site_banners enable row level security;

revoke all on table public.site_banners from anon, authenticated;
grant select on table public.site_banners to anon, authenticated;
grant all on table public.site_banners to service_role;

create policy site_banners_active_readable_by_everyone on public.site_banners
  for select to anon, authenticated
  using (is_active);
