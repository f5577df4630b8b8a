-- Verified reviews (issue 35). A customer whose order was delivered may review each piece of it once:
-- a rating of 1 to 5, a title, a text of up to 2,000 characters and up to three photos
-- (supabase/functions/_shared/rules/reviews.ts holds the same figures for the form and the function).
-- The database decides who may review what: a review names one order line, of an order of the
-- reviewer's own account, delivered; one review per line (unique). Reviews wait as `pending` until the
-- shop owner publishes or rejects them, and may carry the owner's public answer.
--
-- Nobody writes the table directly: customers go through submit_review, the owner through
-- owner_moderate_review. A customer reads their own reviews, the owner all of them; visitors read only
-- published ones, through product_reviews, which shows the reviewer as a first name and an initial.
--
-- Photos: the private bucket `review-photos` (JPEG, PNG, WebP, 5 MB). Only the service role writes it:
-- the review-photo function checks the bytes really are such an image (whatever the browser says),
-- strips their metadata (GPS and the like), asks open_review_photo_upload as the customer for a name
-- and stores the photo there. Visitors read the photos of published reviews only.

-- Settings -----------------------------------------------------------------------------------------------

alter table public.shop_settings
  add column review_request_days integer not null default 10,
  add constraint shop_settings_review_request_days_range check (review_request_days between 1 and 90);

comment on column public.shop_settings.review_request_days is
  'Days after delivery when the "How is your bowl?" e-mail asks the customer for a review (10; 1 to 90).';

-- The bucket ---------------------------------------------------------------------------------------------

do $$
begin
  if to_regclass('storage.buckets') is not null then
    execute $sql$
      insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
      values ('review-photos', 'review-photos', false, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
      on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types
    $sql$;
  end if;
end;
$$;

-- The reviews ---------------------------------------------------------------------------------------------

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  order_item_id uuid not null references public.order_items (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  rating smallint not null,
  title text not null,
  body text not null,
  status text not null default 'pending',
  locale text not null,
  -- "Amina B.": the first name and initial of the order's name, as the product page shows them.
  reviewer_name text not null,
  photos text[] not null default '{}',
  answer text,
  answered_at timestamptz,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reviews_one_per_line unique (order_item_id),
  constraint reviews_rating_range check (rating between 1 and 5),
  constraint reviews_title_length check (char_length(btrim(title)) between 1 and 120),
  constraint reviews_body_length check (char_length(btrim(body)) between 1 and 2000),
  constraint reviews_status_valid check (status in ('pending', 'published', 'rejected')),
  constraint reviews_locale_valid check (locale in ('en', 'fr', 'ar')),
  constraint reviews_reviewer_name_length check (char_length(reviewer_name) between 1 and 80),
  constraint reviews_photos_at_most_three check (cardinality(photos) <= 3),
  constraint reviews_answer_length check (answer is null or char_length(btrim(answer)) between 1 and 2000),
  constraint reviews_answered_when_answer check ((answer is null) = (answered_at is null)),
  constraint reviews_published_at_when_published check (status <> 'published' or published_at is not null)
);

comment on table public.reviews is
  'A customer''s review of one delivered order line (one per line), pending until the shop owner '
  'publishes or rejects it. Written only through submit_review and owner_moderate_review.';
comment on column public.reviews.photos is
  'Names in the private review-photos bucket (<user id>/<uuid>.<jpg|png|webp>), at most three.';
comment on column public.reviews.answer is 'The shop owner''s public answer, shown under the published review.';

create index reviews_product_published_idx on public.reviews (product_id, published_at desc, id)
  where status = 'published';
create index reviews_status_created_idx on public.reviews (status, created_at, id);
create index reviews_user_id_idx on public.reviews (user_id);

alter table public.reviews enable row level security;
revoke all on table public.reviews from public, anon, authenticated;
grant select on table public.reviews to authenticated;
grant select, insert, update, delete on table public.reviews to service_role;

create policy reviews_reviewer_reads_own on public.reviews
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy reviews_shop_owner_reads on public.reviews
  for select to authenticated
  using ((select public.is_shop_owner()));

-- Whatever writes a review (a function, the service role, a future migration), the line must be the
-- reviewer's own, delivered, of this product.
create function private.reviews_check_line()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.order_item_id, new.product_id, new.user_id)
       is not distinct from (old.order_item_id, old.product_id, old.user_id) then
    new.updated_at := clock_timestamp();
    return new;
  end if;
  if not exists (
    select 1 from public.order_items i join public.orders o on o.id = i.order_id
    where i.id = new.order_item_id and i.product_id = new.product_id and o.user_id = new.user_id
      and o.order_status = 'delivered') then
    perform private.order_error('not_reviewable',
      'a review is of a piece of your own order, once it has been delivered', '403');
  end if;
  new.updated_at := clock_timestamp();
  return new;
end;
$$;

create trigger reviews_check_line
  before insert or update on public.reviews
  for each row execute function private.reviews_check_line();

-- "Amina Benali" -> "Amina B."; one word stays as it is.
create function private.reviewer_display_name(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when cardinality(w) = 0 then '—'
    when cardinality(w) = 1 then left(w[1], 40)
    else left(w[1], 40) || ' ' || upper(left(w[cardinality(w)], 1)) || '.'
  end
  from (select array_remove(regexp_split_to_array(btrim(coalesce(p_name, '')), '\s+'), '') as w) s;
$$;

-- Permissions to store one photo each ---------------------------------------------------------------------

create table public.review_photo_uploads (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  order_item_id uuid not null references public.order_items (id) on delete cascade,
  -- '<user id>/<this id>.<jpg|png|webp>': the one object this permission names.
  object_name text not null unique,
  created_at timestamptz not null default now(),
  constraint review_photo_uploads_name_in_user_folder
    check (object_name ~ ('^' || user_id || '/' || id || '\.(jpg|png|webp)$'))
);

comment on table public.review_photo_uploads is
  'Names given by open_review_photo_upload to a customer who may review an order line; submit_review '
  'takes only photos named here for that line. Nobody reads them through the API.';

create index review_photo_uploads_line_idx on public.review_photo_uploads (order_item_id, created_at);

alter table public.review_photo_uploads enable row level security;
revoke all on table public.review_photo_uploads from public, anon, authenticated;
grant select, insert, update, delete on table public.review_photo_uploads to service_role;

-- The line a customer reviews, once they may: theirs, delivered, not yet reviewed. Someone else's line
-- reads as no line at all.
create function private.line_open_for_review(p_order_item_id uuid)
returns public.order_items
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item public.order_items;
  v_order public.orders;
begin
  if auth.uid() is null then
    perform private.order_error('sign_in_required', 'sign in to review the pieces you received', '401');
  end if;
  select i.* into v_item from public.order_items i where i.id = p_order_item_id for update;
  if found then
    select * into v_order from public.orders where id = v_item.order_id;
  end if;
  if not found or p_order_item_id is null or v_order.user_id is distinct from auth.uid() then
    perform private.order_error('unknown_line', 'there is no such piece in your orders', '404');
  end if;
  if v_order.order_status <> 'delivered' then
    perform private.order_error('not_delivered',
      format('order %s has not been delivered yet: review its pieces once they have arrived', v_order.order_number),
      '409');
  end if;
  if v_item.product_id is null then
    perform private.order_error('product_gone', 'this piece is no longer in the shop', '409');
  end if;
  if exists (select 1 from public.reviews r where r.order_item_id = v_item.id) then
    perform private.order_error('already_reviewed', 'you have already reviewed this piece', '409');
  end if;
  return v_item;
end;
$$;

-- {order_item_id, content_type, size}: a name in review-photos for the caller's photo of this line.
-- The review-photo function calls it as the customer, after checking the bytes. Ten names an hour per
-- line at most.
create function public.open_review_photo_upload(p_upload jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item public.order_items;
  v_extension text := case p_upload ->> 'content_type'
    when 'image/jpeg' then 'jpg' when 'image/png' then 'png' when 'image/webp' then 'webp' end;
  v_size numeric;
  v_id uuid := gen_random_uuid();
  v_name text;
begin
  if jsonb_typeof(p_upload) is distinct from 'object' then
    perform private.order_error('invalid_photo', 'say which piece the photo is of', '400');
  end if;
  v_item := private.line_open_for_review(private.uuid_or_null(p_upload ->> 'order_item_id'));
  if v_extension is null then
    perform private.order_error('photo_not_image', 'a photo is a JPEG, PNG or WebP image', '415');
  end if;
  v_size := case when jsonb_typeof(p_upload -> 'size') = 'number' then (p_upload ->> 'size')::numeric end;
  if v_size is null or v_size < 1 then
    perform private.order_error('invalid_photo', 'say the photo''s size in bytes', '400');
  end if;
  if v_size > 5242880 then
    perform private.order_error('photo_too_large', 'a photo is 5 MB at most', '413', jsonb_build_object('max_bytes', 5242880));
  end if;
  if (select count(*) from public.review_photo_uploads u
      where u.order_item_id = v_item.id and u.created_at > clock_timestamp() - interval '1 hour') >= 10 then
    perform private.order_error('too_many_photos', 'ten photos an hour at most for one piece: try again later', '429');
  end if;
  v_name := auth.uid() || '/' || v_id || '.' || v_extension;
  insert into public.review_photo_uploads (id, user_id, order_item_id, object_name)
  values (v_id, auth.uid(), v_item.id, v_name);
  return jsonb_build_object('bucket', 'review-photos', 'path', v_name);
end;
$$;

comment on function public.open_review_photo_upload(jsonb) is
  'A name in the review-photos bucket for a photo of a line the caller may review; the review-photo '
  'function stores the checked bytes there. Refusals are 4xx with a code.';

create function private.review_photo_stored(p_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_found boolean := false;
begin
  if to_regclass('storage.objects') is not null then
    execute 'select exists (select 1 from storage.objects where bucket_id = $1 and name = $2)'
      into v_found using 'review-photos', p_name;
  end if;
  return v_found;
end;
$$;

-- A review as its writer and the owner read it.
create function private.review_json(p_review public.reviews)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_review.id, 'order_item_id', p_review.order_item_id, 'product_id', p_review.product_id,
    'rating', p_review.rating, 'title', p_review.title, 'body', p_review.body, 'status', p_review.status,
    'locale', p_review.locale, 'reviewer_name', p_review.reviewer_name, 'photos', to_jsonb(p_review.photos),
    'answer', p_review.answer, 'answered_at', p_review.answered_at, 'published_at', p_review.published_at,
    'created_at', p_review.created_at);
$$;

-- Submitting ----------------------------------------------------------------------------------------------

-- {order_item_id, rating, title, body, locale, photos?: [name]}: the caller's review of one line of their
-- delivered order, pending until the owner publishes it. The text is kept as written: the pages show it
-- as text, never as markup.
create function public.submit_review(p_review jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item public.order_items;
  v_order public.orders;
  v_rating integer;
  v_title text := btrim(coalesce(p_review ->> 'title', ''));
  v_body text := btrim(coalesce(p_review ->> 'body', ''));
  v_locale text := coalesce(p_review ->> 'locale', '');
  v_photos text[] := '{}';
  v_photo text;
  v_review public.reviews;
begin
  if jsonb_typeof(p_review) is distinct from 'object' then
    perform private.order_error('invalid_review', 'a review names the piece, a rating, a title and a text', '400');
  end if;
  v_item := private.line_open_for_review(private.uuid_or_null(p_review ->> 'order_item_id'));
  select * into v_order from public.orders where id = v_item.order_id;
  v_rating := case when jsonb_typeof(p_review -> 'rating') = 'number' and (p_review ->> 'rating') ~ '^[1-5]$'
    then (p_review ->> 'rating')::integer end;
  if v_rating is null then
    perform private.order_error('invalid_rating', 'the rating is a whole number of stars from 1 to 5', '422');
  end if;
  if v_title = '' then
    perform private.order_error('title_required', 'give the review a title', '422');
  end if;
  if char_length(v_title) > 120 then
    perform private.order_error('title_too_long', 'the title is 120 characters at most', '422');
  end if;
  if v_body = '' then
    perform private.order_error('body_required', 'say a few words about the piece', '422');
  end if;
  if char_length(v_body) > 2000 then
    perform private.order_error('body_too_long', 'the text is 2,000 characters at most', '422');
  end if;
  if v_locale not in ('en', 'fr', 'ar') then
    perform private.order_error('invalid_locale', 'the language is en, fr or ar', '422');
  end if;
  if p_review ? 'photos' and jsonb_typeof(p_review -> 'photos') <> 'array' then
    perform private.order_error('invalid_review', 'photos is a list of the names the photos were stored under', '400');
  end if;
  if jsonb_array_length(coalesce(p_review -> 'photos', '[]'::jsonb)) > 3 then
    perform private.order_error('too_many_photos', 'three photos at most with one review', '422');
  end if;
  for v_photo in select value from jsonb_array_elements_text(coalesce(p_review -> 'photos', '[]'::jsonb)) loop
    if v_photo = any (v_photos) or not (
         exists (select 1 from public.review_photo_uploads u
                 where u.object_name = v_photo and u.order_item_id = v_item.id and u.user_id = auth.uid())
         and private.review_photo_stored(v_photo)) then
      perform private.order_error('photo_missing', 'a photo did not arrive: add it again', '422');
    end if;
    v_photos := v_photos || v_photo;
  end loop;

  insert into public.reviews (order_item_id, product_id, user_id, rating, title, body, locale, reviewer_name, photos)
  values (v_item.id, v_item.product_id, auth.uid(), v_rating, v_title, v_body, v_locale,
    private.reviewer_display_name(v_order.customer_name), v_photos)
  returning * into v_review;
  return private.review_json(v_review);
end;
$$;

comment on function public.submit_review(jsonb) is
  'A signed-in customer reviews one line of their delivered order, once; pending until the owner '
  'publishes it. Refusals are 4xx with a code (unknown_line, not_delivered, already_reviewed, ...).';

-- The order page: the lines of the caller's delivered order and their reviews (null: not reviewed yet).
create function public.my_order_reviews(p_order_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'order_item_id', i.id, 'product_id', i.product_id, 'title', i.product_title,
      'size', i.variant_info ->> 'size',
      'review', (select private.review_json(r) from public.reviews r where r.order_item_id = i.id))
    order by i.created_at, i.id), '[]'::jsonb)
  from public.order_items i join public.orders o on o.id = i.order_id
  where o.id = p_order_id and o.user_id = auth.uid() and auth.uid() is not null
    and o.order_status = 'delivered' and i.product_id is not null;
$$;

comment on function public.my_order_reviews(uuid) is
  'The lines of the caller''s delivered order with their review, if any; empty for anyone else''s order.';

-- What visitors read ---------------------------------------------------------------------------------------

-- A product's published reviews: the average, the count and how many of each rating, and one page of
-- reviews, newest first, with the reviewer's first name and initial only, their language, and the
-- owner's answer. Nothing of a pending or rejected review, nor who wrote one, is ever in it.
create function public.product_reviews(p_product_id uuid, p_page integer default 1, p_page_size integer default 5)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_page integer := greatest(coalesce(p_page, 1), 1);
  v_size integer := least(greatest(coalesce(p_page_size, 5), 1), 20);
  v_summary jsonb;
  v_reviews jsonb;
begin
  select jsonb_build_object(
    'count', count(*),
    'average', case when count(*) > 0 then round(avg(r.rating), 1) end,
    'distribution', jsonb_build_object(
      '1', count(*) filter (where r.rating = 1), '2', count(*) filter (where r.rating = 2),
      '3', count(*) filter (where r.rating = 3), '4', count(*) filter (where r.rating = 4),
      '5', count(*) filter (where r.rating = 5)))
  into v_summary
  from public.reviews r where r.product_id = p_product_id and r.status = 'published';

  select coalesce(jsonb_agg(jsonb_build_object(
      'id', r.id, 'rating', r.rating, 'title', r.title, 'body', r.body, 'locale', r.locale,
      'reviewer_name', r.reviewer_name, 'photos', to_jsonb(r.photos), 'published_at', r.published_at,
      'answer', r.answer, 'answered_at', r.answered_at) order by r.published_at desc, r.id), '[]'::jsonb)
  into v_reviews
  from (select * from public.reviews r
        where r.product_id = p_product_id and r.status = 'published'
        order by r.published_at desc, r.id
        offset (v_page - 1) * v_size limit v_size) r;

  return v_summary || jsonb_build_object('page', v_page, 'page_size', v_size, 'reviews', v_reviews);
end;
$$;

comment on function public.product_reviews(uuid, integer, integer) is
  'A product''s published reviews for everyone: average, count, distribution and one page, newest first.';

-- Every product's rating at once, for the prerendered pages' structured data.
create function public.product_ratings()
returns table (product_id uuid, average numeric, review_count bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select r.product_id, round(avg(r.rating), 1), count(*)
  from public.reviews r where r.status = 'published'
  group by r.product_id;
$$;

-- The owner's side -----------------------------------------------------------------------------------------

-- The reviews with a given status (pending by default), oldest first, with the piece they are of.
create function public.owner_reviews(p_status text default 'pending', p_limit integer default 50)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_shop_owner() then
    perform private.order_error('not_shop_owner', 'only the shop owner can moderate reviews', '403');
  end if;
  if coalesce(p_status, '') not in ('pending', 'published', 'rejected') then
    perform private.order_error('invalid_status', 'the status is pending, published or rejected', '422');
  end if;
  return coalesce((
    select jsonb_agg(private.review_json(r) || jsonb_build_object(
        'product_title', i.product_title, 'order_number', o.order_number)
      order by r.created_at, r.id)
    from (select * from public.reviews where status = p_status
          order by created_at, id limit least(greatest(coalesce(p_limit, 50), 1), 200)) r
    join public.order_items i on i.id = r.order_item_id
    join public.orders o on o.id = i.order_id), '[]'::jsonb);
end;
$$;

-- {review_id, status?: published|rejected, answer?: text|null}: publish or reject a review, and/or give
-- (or take back, with null) the shop's public answer.
create function public.owner_moderate_review(p_change jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_review public.reviews;
  v_status text := p_change ->> 'status';
  v_answer text;
begin
  if not public.is_shop_owner() then
    perform private.order_error('not_shop_owner', 'only the shop owner can moderate reviews', '403');
  end if;
  if jsonb_typeof(p_change) is distinct from 'object' then
    perform private.order_error('invalid_change', 'say which review and what becomes of it', '400');
  end if;
  select * into v_review from public.reviews
  where id = private.uuid_or_null(p_change ->> 'review_id') for update;
  if not found then
    perform private.order_error('unknown_review', 'there is no such review', '404');
  end if;
  if v_status is not null and v_status not in ('published', 'rejected') then
    perform private.order_error('invalid_status', 'a review is published or rejected', '422');
  end if;
  if p_change ? 'answer' then
    v_answer := nullif(btrim(coalesce(p_change ->> 'answer', '')), '');
    if char_length(v_answer) > 2000 then
      perform private.order_error('answer_too_long', 'the answer is 2,000 characters at most', '422');
    end if;
    v_review.answer := v_answer;
    v_review.answered_at := case when v_answer is null then null else clock_timestamp() end;
  end if;
  if v_status is not null then
    v_review.status := v_status;
    v_review.published_at := case when v_status = 'published' then coalesce(v_review.published_at, clock_timestamp()) end;
  end if;
  update public.reviews set status = v_review.status, published_at = v_review.published_at,
    answer = v_review.answer, answered_at = v_review.answered_at
  where id = v_review.id
  returning * into v_review;
  return private.review_json(v_review);
end;
$$;

comment on function public.owner_moderate_review(jsonb) is
  'The shop owner publishes or rejects a review and may answer it publicly. 403 not_shop_owner for anyone else.';

-- The photos' policies ------------------------------------------------------------------------------------

-- Whether a photo belongs to a published review: visitors may read it then, and only then.
create function public.review_photo_published(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.reviews r where r.status = 'published' and p_name = any (r.photos));
$$;

revoke execute on function public.review_photo_published(text) from public;
grant execute on function public.review_photo_published(text) to anon, authenticated, service_role;

do $$
begin
  if to_regclass('storage.objects') is not null then
    -- No insert policy: only the service role (the review-photo function, after checking the bytes) writes.
    execute $sql$
      create policy review_photos_published_read on storage.objects
        for select to anon, authenticated
        using (bucket_id = 'review-photos' and (select public.review_photo_published(name)))
    $sql$;
    execute $sql$
      create policy review_photos_reviewer_reads_own on storage.objects
        for select to authenticated
        using (bucket_id = 'review-photos' and (storage.foldername(name))[1] = (select auth.uid())::text)
    $sql$;
    execute $sql$
      create policy review_photos_shop_owner_reads on storage.objects
        for select to authenticated
        using (bucket_id = 'review-photos' and (select public.is_shop_owner()))
    $sql$;
  end if;
end;
$$;

revoke execute on function public.open_review_photo_upload(jsonb) from public;
grant execute on function public.open_review_photo_upload(jsonb) to authenticated, service_role;
revoke execute on function public.submit_review(jsonb) from public;
grant execute on function public.submit_review(jsonb) to authenticated, service_role;
revoke execute on function public.my_order_reviews(uuid) from public;
grant execute on function public.my_order_reviews(uuid) to authenticated, service_role;
revoke execute on function public.product_reviews(uuid, integer, integer) from public;
grant execute on function public.product_reviews(uuid, integer, integer) to anon, authenticated, service_role;
revoke execute on function public.product_ratings() from public;
grant execute on function public.product_ratings() to anon, authenticated, service_role;
revoke execute on function public.owner_reviews(text, integer) from public;
grant execute on function public.owner_reviews(text, integer) to authenticated, service_role;
revoke execute on function public.owner_moderate_review(jsonb) from public;
grant execute on function public.owner_moderate_review(jsonb) to authenticated, service_role;

-- Nothing in private is callable by PUBLIC (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
