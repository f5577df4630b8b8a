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
