-- The catalogue. Visitors read every product and its gallery; the service role (dashboard, functions)
-- writes products, and the shop owner may also manage gallery pictures.

create table public.products (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  description text,
  price numeric(10, 2) not null,
  image_url text,
  alt_text text,
  category text not null,
  product_type text not null,
  collection text,
  tags text[] not null default '{}',
  sku_id text,
  is_featured boolean not null default false,
  is_new boolean not null default false,
  artisan text,
  is_artisan_spotlight boolean not null default false,
  in_stock boolean not null default true,
  stock_quantity integer,
  sizes text[] not null default '{}',
  details text,
  care_instructions text,
  related_products uuid[] not null default '{}',
  seo_title text,
  meta_description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Named so the dashboard's error says which rule an editor broke.
  constraint products_slug_unique unique (slug),
  constraint products_sku_id_unique unique (sku_id),
  constraint products_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint products_title_not_blank check (btrim(title) <> ''),
  constraint products_price_non_negative check (price >= 0),
  constraint products_category_valid
    check (category in ('ceramics', 'textiles', 'kitchenware', 'spices', 'accessories')),
  constraint products_product_type_valid
    check (product_type in ('bowl', 'serving-board', 'napkin', 'jam', 'utensil', 'gift-set')),
  constraint products_collection_format
    check (collection is null or collection ~* '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint products_stock_quantity_non_negative check (stock_quantity is null or stock_quantity >= 0),
  constraint products_sizes_valid check (sizes <@ array['small', 'medium', 'large']::text[]),
  constraint products_not_related_to_itself check (not (id = any (related_products)))
);

comment on table public.products is 'Shop catalogue. Prices in MAD. Readable by everyone; written only by the service role.';
comment on column public.products.image_url is
  'Object path in the public "media" bucket (e.g. products/fes-blue-bowl.webp) or a full https URL.';
comment on column public.products.collection is
  'Collection slug (e.g. tea-rituals); matched case-insensitively by /collection/{slug}.';
comment on column public.products.stock_quantity is
  'Units left; null = made to order / unlimited. Reaching 0 sets in_stock = false.';
comment on column public.products.sizes is
  'Subset of small (15cm), medium (18cm), large (22cm); empty = no size picker.';
comment on column public.products.related_products is 'Product ids shown under "Pairs Beautifully With".';
comment on constraint products_price_non_negative on public.products is 'Price (MAD) cannot be negative.';
comment on constraint products_slug_format on public.products is
  'Slug must be lowercase letters/digits separated by single dashes, e.g. fes-blue-bowl.';

-- Indexes for SPEC §7: in-stock newest first, featured in stock, collection (case-insensitive), category.
create index products_in_stock_created_at_idx on public.products (in_stock, created_at desc);
create index products_featured_idx on public.products (created_at desc) where is_featured and in_stock;
create index products_collection_lower_idx on public.products (lower(collection));
create index products_category_created_at_idx on public.products (category, created_at desc);
create index products_product_type_idx on public.products (product_type);

-- Stock reaching 0 takes the product out of stock; restocking from 0 puts it back unless the editor
-- changed in_stock in the same edit.
create or replace function private.products_sync_in_stock()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.stock_quantity = 0 then
    new.in_stock := false;
  elsif tg_op = 'UPDATE' and old.stock_quantity = 0 and new.stock_quantity > 0
        and new.in_stock is not distinct from old.in_stock then
    new.in_stock := true;
  end if;
  return new;
end;
$$;

-- Written in `public` first, like set_updated_at: the same inert grants (see foundations).
grant execute on function private.products_sync_in_stock() to anon, authenticated, service_role;

create trigger products_sync_in_stock
  before insert or update of stock_quantity, in_stock on public.products
  for each row execute function private.products_sync_in_stock();

call private.share_with_visitors('public.products', 'products_readable_by_everyone', 'true');

-- A product's gallery: several pictures, each an object in the public `media` bucket with its own alt
-- text, shown in `position` order (0 is the product's main picture, the same object as image_url).
-- Everyone may read the pictures of a product they may read; only the service role and the shop
-- owner (JWT app_metadata.role = 'owner', the shop's editor) may add, change or remove them.

create table public.product_images (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  storage_path text not null,
  alt_text text not null,
  position smallint not null,
  created_at timestamptz not null default now(),
  constraint product_images_one_picture_per_position unique (product_id, position),
  constraint product_images_position_from_zero check (position >= 0 and position < 50),
  -- An object path inside the bucket (e.g. products/fes-blue-tea-bowl.webp): the app builds the URL,
  -- so no scheme, host, query or `..` can point a gallery elsewhere.
  constraint product_images_path_in_the_bucket check (
    storage_path ~ '^[a-z0-9][a-z0-9_-]*(/[a-z0-9][a-z0-9_.-]*)+\.(webp|png|jpg|jpeg|avif)$'
    and storage_path !~ '\.\.'
    and length(storage_path) <= 300
  ),
  -- A picture in a shop needs words for those who cannot see it; a decorative one has no place here.
  constraint product_images_alt_text_says_something check (
    length(btrim(alt_text)) between 10 and 300
  )
);

comment on table public.product_images is
  'A product''s gallery: media-bucket object paths with alt text, in position order (0 = image_url).';

alter table public.product_images enable row level security;

revoke all on table public.product_images from public, anon, authenticated;
grant select on table public.product_images to anon, authenticated;
grant insert, update, delete on table public.product_images to authenticated;
grant all on table public.product_images to service_role;

-- Through the products' own policy: a product a visitor may not read keeps its pictures hidden too.
create policy product_images_readable_with_their_product on public.product_images
  for select to anon, authenticated
  using (exists (select 1 from public.products p where p.id = product_images.product_id));

create policy product_images_shop_owner_inserts on public.product_images
  for insert to authenticated
  with check ((select public.is_shop_owner()));

create policy product_images_shop_owner_updates on public.product_images
  for update to authenticated
  using ((select public.is_shop_owner()))
  with check ((select public.is_shop_owner()));

create policy product_images_shop_owner_deletes on public.product_images
  for delete to authenticated
  using ((select public.is_shop_owner()));

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
