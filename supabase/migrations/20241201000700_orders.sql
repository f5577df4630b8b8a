-- Orders and their lines. Only the service role writes (through place_order); visitors never list
-- orders. A guest reaches their own order only through get_order(id): the random uuid is the capability.

create sequence public.order_number_seq as bigint start with 1001;

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  order_number text not null default ('ZLJ-' || lpad(nextval('public.order_number_seq')::text, 6, '0')),
  user_id uuid references auth.users (id) on delete set null,
  customer_name text not null,
  customer_email text not null,
  customer_phone text not null,
  shipping_address jsonb not null,
  payment_method text not null,
  payment_status text not null default 'pending',
  order_status text not null default 'pending',
  currency text not null default 'MAD',
  subtotal numeric(10, 2) not null,
  shipping numeric(10, 2) not null,
  total numeric(10, 2) not null,
  idempotency_key text,
  paypal_order_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint orders_order_number_unique unique (order_number),
  constraint orders_idempotency_key_unique unique (idempotency_key),
  constraint orders_paypal_order_id_unique unique (paypal_order_id),
  constraint orders_customer_name_not_blank check (btrim(customer_name) <> ''),
  constraint orders_customer_email_format check (customer_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint orders_customer_phone_not_blank check (btrim(customer_phone) <> ''),
  constraint orders_shipping_address_shape check (
    jsonb_typeof(shipping_address) = 'object'
    and jsonb_typeof(shipping_address -> 'address') = 'string'
    and jsonb_typeof(shipping_address -> 'city') = 'string'
  ),
  constraint orders_payment_method_valid check (payment_method in ('paypal', 'cod')),
  constraint orders_payment_status_valid check (payment_status in ('pending', 'paid', 'failed', 'refunded')),
  constraint orders_order_status_valid
    check (order_status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
  constraint orders_currency_valid check (currency in ('MAD', 'EUR', 'USD')),
  constraint orders_amounts_non_negative check (subtotal >= 0 and shipping >= 0 and total >= 0),
  constraint orders_total_is_subtotal_plus_shipping check (total = subtotal + shipping)
);

alter sequence public.order_number_seq owned by public.orders.order_number;

comment on table public.orders is
  'Orders, amounts in MAD (currency = what the shopper viewed). Written only by place_order / the service role. '
  'Signed-in users read their own; guests only through get_order(id).';
comment on column public.orders.id is 'Random uuid; doubles as the guest''s capability to view the order.';
comment on column public.orders.order_number is 'Human reference, ZLJ-001001 onwards.';
comment on column public.orders.shipping_address is '{"address", "city", "postalCode", "country"}';
comment on column public.orders.currency is 'Currency the shopper chose for display; amounts are stored in MAD.';

create index orders_user_id_created_at_idx on public.orders (user_id, created_at desc) where user_id is not null;

create trigger orders_set_updated_at
  before update on public.orders
  for each row execute function public.set_updated_at();

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  product_title text not null,
  product_slug text,
  product_image_url text,
  variant_info jsonb not null default '{}',
  quantity integer not null,
  unit_price numeric(10, 2) not null,
  total_price numeric(10, 2) not null,
  created_at timestamptz not null default now(),
  constraint order_items_quantity_positive check (quantity >= 1),
  constraint order_items_unit_price_non_negative check (unit_price >= 0),
  constraint order_items_total_is_unit_price_times_quantity check (total_price = unit_price * quantity),
  constraint order_items_variant_info_is_object check (jsonb_typeof(variant_info) = 'object')
);

comment on table public.order_items is
  'Order lines with a snapshot of the product (title, slug, image, price) at the time of the order.';

create index order_items_order_id_idx on public.order_items (order_id);
create index order_items_product_id_idx on public.order_items (product_id);

alter table public.orders enable row level security;
alter table public.order_items enable row level security;

-- No anon access at all: listing or probing orders by filter is impossible for visitors.
revoke all on table public.orders from anon, authenticated;
revoke all on table public.order_items from anon, authenticated;
revoke all on sequence public.order_number_seq from anon, authenticated;
grant select on table public.orders to authenticated;
grant select on table public.order_items to authenticated;
grant all on table public.orders to service_role;
grant all on table public.order_items to service_role;
grant usage, select on sequence public.order_number_seq to service_role;

create policy orders_owner_reads on public.orders
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy order_items_owner_reads on public.order_items
  for select to authenticated
  using (exists (
    select 1 from public.orders o
    where o.id = order_items.order_id and o.user_id = (select auth.uid())
  ));
