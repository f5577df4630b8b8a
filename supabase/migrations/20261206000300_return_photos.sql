-- A photo with a return (issue 31): a customer whose piece arrived broken may show it. The photo goes
-- straight from the browser to Storage, into the private bucket `return-photos`, which takes only
-- JPEG, PNG and WebP images of at most 5 MB (supabase/functions/_shared/rules/return-photos.ts holds
-- the same limits for the form). Who may upload is decided here, not by the browser: a customer who
-- may ask to return pieces of an order (its account, or a guest with its e-mail) first asks
-- open_return_photo_upload, which checks exactly what request_return checks and answers one object
-- name, good for an hour; the Storage policy lets anon and authenticated write that name and no other.
-- request_return then takes the name, once it is in the bucket. Only the shop owner reads the photos.

do $$
begin
  if to_regclass('storage.buckets') is not null then
    execute $sql$
      insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
      values ('return-photos', 'return-photos', false, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
      on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types
    $sql$;
  end if;
end;
$$;

-- The names a customer was given to upload to -----------------------------------------------------------

create table public.return_photo_uploads (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  -- '<order id>/<this id>.<jpg|png|webp>': the one object this permission writes.
  object_name text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '1 hour',
  constraint return_photo_uploads_name_in_order_folder
    check (object_name ~ ('^' || order_id || '/' || id || '\.(jpg|png|webp)$'))
);

comment on table public.return_photo_uploads is
  'Permissions to upload one return photo each, given by open_return_photo_upload to whoever may '
  'return pieces of the order; the return-photos bucket''s policy reads them. Nobody reads them through the API.';

create index return_photo_uploads_order_id_idx on public.return_photo_uploads (order_id, created_at);

alter table public.return_photo_uploads enable row level security;
revoke all on table public.return_photo_uploads from public, anon, authenticated;
grant select, insert, update, delete on table public.return_photo_uploads to service_role;

alter table public.return_requests add column photo_path text;
alter table public.return_requests add constraint return_requests_photo_in_order_folder
  check (photo_path is null or photo_path ~ ('^' || order_id || '/[0-9a-f-]{36}\.(jpg|png|webp)$'));
create unique index return_requests_photo_path_key on public.return_requests (photo_path);

comment on column public.return_requests.photo_path is
  'The customer''s photo in the private return-photos bucket (optional); the owner opens it with a signed link.';

-- What request_return and open_return_photo_upload both check ---------------------------------------------

-- The order a return names, locked, once the caller may return its pieces: an account's order only for
-- that account, a guest's for whoever holds its id and writes its e-mail; delivered, within the window.
create function private.order_open_for_return(p_return jsonb)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_window integer;
begin
  if jsonb_typeof(p_return) is distinct from 'object' or private.uuid_or_null(p_return ->> 'order_id') is null then
    perform private.order_error('invalid_return', 'a return names an order and the pieces to send back', '400');
  end if;
  select * into v_order from public.orders where id = private.uuid_or_null(p_return ->> 'order_id') for update;
  -- Someone else's order reads as no order at all: nothing tells a stranger it exists.
  if not found
     or (v_order.user_id is not null and v_order.user_id is distinct from auth.uid())
     or (v_order.user_id is null and lower(btrim(coalesce(p_return ->> 'email', ''))) <> lower(v_order.customer_email)) then
    perform private.order_error('unknown_order', 'there is no such order with this e-mail', '404');
  end if;
  if v_order.order_status <> 'delivered' or v_order.delivered_at is null then
    perform private.order_error('not_delivered',
      format('order %s has not been delivered yet: pieces can be returned once they have arrived', v_order.order_number), '409');
  end if;
  select return_window_days into v_window from public.shop_settings;
  if clock_timestamp() > v_order.delivered_at + make_interval(days => coalesce(v_window, 14)) then
    perform private.order_error('return_window_closed',
      format('order %s was delivered more than %s days ago, so its pieces can no longer be returned',
        v_order.order_number, coalesce(v_window, 14)), '409', jsonb_build_object('days', coalesce(v_window, 14)));
  end if;
  return v_order;
end;
$$;

-- Permission to upload one photo --------------------------------------------------------------------------

-- {order_id, email?, content_type, size}: the object name to upload the photo to, for whoever may return
-- pieces of the order. The type and size are checked here too, so the customer reads why before sending;
-- the bucket holds the same limits whatever the browser says. At most five names an hour per order.
create function public.open_return_photo_upload(p_upload jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders := private.order_open_for_return(p_upload);
  v_extension text := case p_upload ->> 'content_type'
    when 'image/jpeg' then 'jpg' when 'image/png' then 'png' when 'image/webp' then 'webp' end;
  v_size bigint;
  v_id uuid := gen_random_uuid();
  v_name text;
begin
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
  if (select count(*) from public.return_photo_uploads u
      where u.order_id = v_order.id and u.created_at > clock_timestamp() - interval '1 hour') >= 5 then
    perform private.order_error('too_many_photos', 'five photos an hour at most for one order: try again later', '429');
  end if;
  v_name := v_order.id || '/' || v_id || '.' || v_extension;
  insert into public.return_photo_uploads (id, order_id, object_name) values (v_id, v_order.id, v_name);
  return jsonb_build_object('bucket', 'return-photos', 'path', v_name);
end;
$$;

comment on function public.open_return_photo_upload(jsonb) is
  'A customer who may return pieces of an order gets one object name in the return-photos bucket to '
  'upload a photo to, for an hour. Refusals are 4xx with a code, as request_return''s.';

-- The bucket's policy: a name given by open_return_photo_upload, not yet expired. In public, as the
-- policy runs as the uploader (a guest too) and visitors call no private function; it tells a caller
-- only whether a name they already hold may still be written.
create function public.return_photo_upload_allowed(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.return_photo_uploads u
    where u.object_name = p_name and u.expires_at > clock_timestamp());
$$;

revoke execute on function public.return_photo_upload_allowed(text) from public;
grant execute on function public.return_photo_upload_allowed(text) to anon, authenticated, service_role;

do $$
begin
  if to_regclass('storage.objects') is not null then
    execute $sql$
      create policy return_photos_upload_as_given on storage.objects
        for insert to anon, authenticated
        with check (bucket_id = 'return-photos' and (select public.return_photo_upload_allowed(name)))
    $sql$;
    execute $sql$
      create policy return_photos_shop_owner_reads on storage.objects
        for select to authenticated
        using (bucket_id = 'return-photos' and (select public.is_shop_owner()))
    $sql$;
  end if;
end;
$$;

-- Whether the photo is in the bucket. Hosted Supabase always has storage.objects; a database without
-- Storage (none the shop runs on) cannot hold photos at all.
create function private.return_photo_stored(p_name text)
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
      into v_found using 'return-photos', p_name;
  end if;
  return v_found;
end;
$$;

-- request_return takes the photo ----------------------------------------------------------------------------

-- The customer's return: {order_id, email?, lines: [{order_item_id, quantity}], reason, note?, photo?}.
-- photo: the name open_return_photo_upload gave for this order, once the upload is in the bucket.
create or replace function public.request_return(p_return jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders := private.order_open_for_return(p_return);
  v_item public.order_items;
  v_line jsonb;
  v_lines jsonb := coalesce(p_return -> 'lines', '[]'::jsonb);
  v_photo text := nullif(p_return ->> 'photo', '');
  v_seen uuid[] := '{}';
  v_return public.return_requests;
  v_quantity integer;
  v_returnable integer;
begin
  if jsonb_typeof(v_lines) <> 'array' then
    perform private.order_error('invalid_return', 'a return names an order and the pieces to send back', '400');
  end if;
  if coalesce(p_return ->> 'reason', '') not in ('damaged', 'wrong_item', 'changed_mind') then
    perform private.order_error('invalid_reason', 'the reason is damaged, wrong_item or changed_mind', '422');
  end if;
  if char_length(coalesce(p_return ->> 'note', '')) > 1000 then
    perform private.order_error('note_too_long', 'the note is 1,000 characters at most', '422');
  end if;
  if jsonb_array_length(v_lines) = 0 then
    perform private.order_error('nothing_to_return', 'choose the pieces to send back', '422');
  end if;
  if v_photo is not null and not (
       exists (select 1 from public.return_photo_uploads u where u.object_name = v_photo and u.order_id = v_order.id)
       and private.return_photo_stored(v_photo)) then
    perform private.order_error('photo_missing', 'the photo did not arrive: add it again', '422');
  end if;
  if v_photo is not null and exists (select 1 from public.return_requests r where r.photo_path = v_photo) then
    perform private.order_error('photo_used', 'this photo is already with another return', '409');
  end if;

  insert into public.return_requests (order_id, reason, note, photo_path)
  values (v_order.id, p_return ->> 'reason', nullif(btrim(coalesce(p_return ->> 'note', '')), ''), v_photo)
  returning * into v_return;

  for v_line in select value from jsonb_array_elements(v_lines) loop
    v_quantity := private.piece_count(v_line -> 'quantity');
    if v_quantity is null then
      perform private.order_error('invalid_quantity', 'each line is returned a whole number of pieces, 1 or more', '422');
    end if;
    select * into v_item from public.order_items
    where id = private.uuid_or_null(v_line ->> 'order_item_id') and order_id = v_order.id;
    if not found then
      perform private.order_error('unknown_line', format('order %s has no such line', v_order.order_number), '422');
    end if;
    if v_item.id = any (v_seen) then
      perform private.order_error('duplicate_line', format('%s is named twice', v_item.product_title), '422');
    end if;
    v_seen := v_seen || v_item.id;
    v_returnable := private.returnable_quantity(v_item);
    if v_quantity > v_returnable then
      perform private.order_error('quantity_exceeds_delivered',
        format('%s: at most %s more can be returned (%s delivered, the others refunded or already asked back)',
          v_item.product_title, v_returnable, v_item.quantity),
        '409', jsonb_build_object('order_item_id', v_item.id, 'returnable', v_returnable));
    end if;
    insert into public.return_request_items (return_id, order_item_id, quantity)
    values (v_return.id, v_item.id, v_quantity);
  end loop;

  return private.return_json(v_return.id);
end;
$$;

comment on function public.request_return(jsonb) is
  'A customer asks to return pieces of a delivered order within shop_settings.return_window_days: an '
  'account''s order by its account, a guest''s with its e-mail; optionally with a photo uploaded to the '
  'name open_return_photo_upload gave. Refusals are 4xx with a code.';

revoke execute on function public.open_return_photo_upload(jsonb) from public;
grant execute on function public.open_return_photo_upload(jsonb) to anon, authenticated, service_role;

revoke execute on all routines in schema private from public;
