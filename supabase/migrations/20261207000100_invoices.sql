-- Invoices and TVA, part 1: the TVA of what is sold, the shop's legal identity, and the invoices table.
-- Part 2 (20261207000110_invoice_numbering.sql) numbers and issues the documents.
--
-- TVA. Prices stay TTC (tax included), as the shop shows them and as Moroccan consumer rules want.
-- A rate is a percentage, numeric(5,2), one of Morocco's rates (CGI art. 98-100): 0, 7, 10, 14 or 20;
-- 0 is an exempt good (handmade carpets: CGI art. 91), and the documents then carry
-- shop_settings.tva_exemption_text. A variant's rate is its own tva_rate, else its product's, else the
-- shop's default_tva_rate (20). Shipping has its own rate, shop_settings.shipping_tva_rate.
--
-- The split, in MAD to the centime (every money column here is numeric(10,2): exact centimes), ONE rule,
-- applied to each order line and to the order's shipping alone:
--   TTC  = what the customer pays for it: order_items.total_price - order_items.discount (the line's share
--          of the promotion), or orders.shipping
--   TVA  = TTC x rate / (100 + rate), rounded half-up to the centime
--   HT   = TTC - TVA
-- so HT + TVA = TTC holds on every line by construction, and therefore for every rate and for the order
-- (Σ HT + Σ TVA = total) whatever the mix of rates, discounts and odd centimes. The same rule is
-- tvaOf() in supabase/functions/_shared/rules/tva.ts; tests/backend/invoices-sql.test.ts holds the two
-- equal. Triggers apply it (before insert), so place_order, which writes the lines, is unchanged, and a
-- line written by hand in the dashboard is split the same way.
--
-- Errors as the orders migration raises them: '<code>: <text>', hint '<code>', SQLSTATE PT<status>.

-- The rule -------------------------------------------------------------------------------------------

-- The TVA inside a TTC amount at a rate (percent), half-up to the centime (round() on numeric rounds
-- ties away from zero, and amounts are never negative).
create function private.tva_of(p_ttc numeric, p_rate numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select round(p_ttc * p_rate / (100 + p_rate), 2);
$$;

-- The shop's identity and rates on its one settings row -----------------------------------------------

alter table public.shop_settings
  add column legal_name text,
  add column legal_address text,
  add column ice text,
  add column if_number text,
  add column rc text,
  add column patente text,
  add column tva_registration text,
  add column invoice_footer text,
  add column default_tva_rate numeric(5, 2) not null default 20,
  add column shipping_tva_rate numeric(5, 2) not null default 20,
  add column tva_exemption_text text not null
    default 'Exonéré de TVA en vertu de l''article 91 du Code général des impôts',
  add column time_zone text not null default 'Africa/Casablanca',
  -- The Identifiant Commun de l'Entreprise has 15 digits.
  add constraint shop_settings_ice_format check (ice ~ '^[0-9]{15}$'),
  add constraint shop_settings_identity_not_blank check (
    btrim(coalesce(legal_name, 'x')) <> '' and btrim(coalesce(legal_address, 'x')) <> ''
    and btrim(coalesce(if_number, 'x')) <> '' and btrim(coalesce(rc, 'x')) <> ''
    and btrim(coalesce(patente, 'x')) <> '' and btrim(coalesce(tva_registration, 'x')) <> ''),
  add constraint shop_settings_tva_rates_valid check (
    default_tva_rate in (0, 7, 10, 14, 20) and shipping_tva_rate in (0, 7, 10, 14, 20)),
  add constraint shop_settings_tva_exemption_text_not_blank check (btrim(tva_exemption_text) <> '');

comment on table public.shop_settings is
  'The one row of the shop''s settings the owner edits in the dashboard. Visitors read only the columns the '
  'site shows (return_window_days, return_address); the service role and the owner (owner_shop_settings()) '
  'read all of it.';
comment on column public.shop_settings.legal_name is 'The seller''s legal name, printed on invoices. Required to issue them.';
comment on column public.shop_settings.legal_address is 'The seller''s registered address, printed on invoices. Required to issue them.';
comment on column public.shop_settings.ice is 'Identifiant Commun de l''Entreprise (15 digits). Required to issue invoices.';
comment on column public.shop_settings.if_number is 'Identifiant fiscal. Required to issue invoices.';
comment on column public.shop_settings.rc is 'Registre du commerce (number and court). Required to issue invoices.';
comment on column public.shop_settings.patente is 'Taxe professionnelle (patente) number. Required to issue invoices.';
comment on column public.shop_settings.tva_registration is 'TVA registration, when it differs from the IF (optional).';
comment on column public.shop_settings.invoice_footer is 'Free text at the foot of every invoice (bank details, capital, ...).';
comment on column public.shop_settings.default_tva_rate is
  'TVA rate (percent: 0, 7, 10, 14 or 20) of a variant whose variant and product name none. 20 by default.';
comment on column public.shop_settings.shipping_tva_rate is 'TVA rate (percent) of the shipping charged on an order.';
comment on column public.shop_settings.tva_exemption_text is 'Printed on documents with a 0 % line: why no TVA is charged.';
comment on column public.shop_settings.time_zone is
  'The shop''s time zone (IANA name): the year of an invoice number is the year there. Africa/Casablanca.';

-- A time zone the database does not know would stop every invoice: refuse it when it is written.
create function private.shop_settings_check_time_zone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform now() at time zone new.time_zone;
  return new;
exception
  when invalid_parameter_value then
    perform private.order_error('invalid_time_zone',
      format('%s is not a time zone name such as Africa/Casablanca', new.time_zone), '422');
end;
$$;

create trigger shop_settings_check_time_zone
  before insert or update of time_zone on public.shop_settings
  for each row execute function private.shop_settings_check_time_zone();

-- Visitors read only what the site shows (the returns section of the order page); the legal identity is
-- for invoices, read by the functions (service role) and the owner.
revoke select on table public.shop_settings from anon, authenticated;
grant select (id, return_window_days, return_address) on table public.shop_settings to anon, authenticated;

-- The legal fields an invoice cannot be issued without, by column name; empty when complete.
create function private.invoice_settings_missing(p_settings public.shop_settings)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(f.name order by f.ord), '{}')
  from (values (1, 'legal_name', p_settings.legal_name), (2, 'legal_address', p_settings.legal_address),
               (3, 'ice', p_settings.ice), (4, 'if_number', p_settings.if_number), (5, 'rc', p_settings.rc),
               (6, 'patente', p_settings.patente)) as f(ord, name, value)
  where btrim(coalesce(f.value, '')) = '';
$$;

-- The whole row for the owner (and the service role), with what invoices still need.
create function public.owner_shop_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_shop_owner() and coalesce(auth.role(), '') <> 'service_role' then
    perform private.order_error('not_shop_owner', 'only the shop owner can read the shop''s settings', '403');
  end if;
  return (select to_jsonb(s) || jsonb_build_object('missing_for_invoices', to_jsonb(private.invoice_settings_missing(s)))
          from public.shop_settings s);
end;
$$;

comment on function public.owner_shop_settings() is
  'The shop owner''s (or service role''s) view of shop_settings, legal identity included, with '
  'missing_for_invoices: the legal fields still empty (invoices wait for them).';

revoke execute on function public.owner_shop_settings() from public, anon;
grant execute on function public.owner_shop_settings() to authenticated, service_role;

-- What a product and a variant are taxed at -------------------------------------------------------------

alter table public.products
  add column tva_rate numeric(5, 2),
  add constraint products_tva_rate_valid check (tva_rate in (0, 7, 10, 14, 20));
alter table public.product_variants
  add column tva_rate numeric(5, 2),
  add constraint product_variants_tva_rate_valid check (tva_rate in (0, 7, 10, 14, 20));

comment on column public.products.tva_rate is
  'TVA rate (percent) of the product''s variants that name none; empty = the shop''s default_tva_rate. '
  '0 for an exempt good (e.g. a handmade carpet).';
comment on column public.product_variants.tva_rate is
  'TVA rate (percent) of this size; empty = the product''s tva_rate, else the shop''s default.';

-- Each order line's rate and split ----------------------------------------------------------------------

alter table public.order_items
  add column tva_rate numeric(5, 2),
  add column tva numeric(10, 2),
  add column ht numeric(10, 2);

-- Lines sold before TVA was recorded: at the shop's default rate, which is what the shop charged.
update public.order_items set tva_rate = 20,
  tva = private.tva_of(total_price - discount, 20),
  ht = total_price - discount - private.tva_of(total_price - discount, 20);

alter table public.order_items
  alter column tva_rate set not null,
  alter column tva set not null,
  alter column ht set not null,
  add constraint order_items_tva_rate_valid check (tva_rate in (0, 7, 10, 14, 20)),
  add constraint order_items_tva_split_adds_up check (tva >= 0 and ht >= 0 and ht + tva = total_price - discount);

comment on column public.order_items.tva_rate is 'The line''s TVA rate (percent) when it was sold.';
comment on column public.order_items.tva is
  'TVA inside what the line was paid (total_price - discount): TTC x rate / (100 + rate), half-up to the centime.';
comment on column public.order_items.ht is 'What the line was paid less its TVA (HT).';

create function private.order_items_split_tva()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.tva_rate is null then
    new.tva_rate := coalesce(
      (select v.tva_rate from public.product_variants v where v.id = new.variant_id),
      (select p.tva_rate from public.products p
       where p.id = coalesce((select v.product_id from public.product_variants v where v.id = new.variant_id),
                             new.product_id)),
      (select s.default_tva_rate from public.shop_settings s),
      20);
  end if;
  new.tva := private.tva_of(new.total_price - new.discount, new.tva_rate);
  new.ht := new.total_price - new.discount - new.tva;
  return new;
end;
$$;

create trigger order_items_split_tva
  before insert or update of total_price, discount, tva_rate, tva, ht on public.order_items
  for each row execute function private.order_items_split_tva();

-- The shipping's rate and split, and when the order was paid ---------------------------------------------

alter table public.orders
  add column shipping_tva_rate numeric(5, 2),
  add column shipping_tva numeric(10, 2),
  add column shipping_ht numeric(10, 2),
  add column paid_at timestamptz;

-- Orders placed before this migration: shipping at the shop's default rate; those paid, paid when PayPal
-- ones were confirmed (record_payment confirms as it records the capture) and cash ones delivered. Their
-- updated_at stays what it was: nothing about them changed.
alter table public.orders disable trigger orders_set_updated_at;
update public.orders o set
  shipping_tva_rate = 20,
  shipping_tva = private.tva_of(o.shipping, 20),
  shipping_ht = o.shipping - private.tva_of(o.shipping, 20),
  paid_at = case when o.paid_amount is not null then coalesce(
    case when o.payment_method = 'cod' then o.delivered_at
         else (select min(e.at) from public.order_events e where e.order_id = o.id and e.to_status = 'confirmed') end,
    o.updated_at) end;
alter table public.orders enable trigger orders_set_updated_at;

alter table public.orders
  alter column shipping_tva_rate set not null,
  alter column shipping_tva set not null,
  alter column shipping_ht set not null,
  add constraint orders_shipping_tva_rate_valid check (shipping_tva_rate in (0, 7, 10, 14, 20)),
  add constraint orders_shipping_tva_split_adds_up
    check (shipping_tva >= 0 and shipping_ht >= 0 and shipping_ht + shipping_tva = shipping);

comment on column public.orders.shipping_tva_rate is 'The TVA rate (percent) of the shipping, the shop''s shipping rate when ordered.';
comment on column public.orders.shipping_tva is 'TVA inside the shipping, by the lines'' rule.';
comment on column public.orders.shipping_ht is 'The shipping less its TVA.';
comment on column public.orders.paid_at is
  'When the order became paid (PayPal captured, or cash collected on delivery): its invoice is issued then.';

create function private.orders_split_shipping_tva()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.shipping_tva_rate is null then
    new.shipping_tva_rate := coalesce((select s.shipping_tva_rate from public.shop_settings s), 20);
  end if;
  new.shipping_tva := private.tva_of(new.shipping, new.shipping_tva_rate);
  new.shipping_ht := new.shipping - new.shipping_tva;
  return new;
end;
$$;

create trigger orders_split_shipping_tva
  before insert or update of shipping, shipping_tva_rate, shipping_tva, shipping_ht on public.orders
  for each row execute function private.orders_split_shipping_tva();

-- Paid once: the first move to 'paid' stamps it (record_payment, or orders_cod_paid_on_delivery on
-- delivery, which runs before this trigger: before-triggers run in name order). Not "update of": the
-- cash-on-delivery payment is written by a trigger, not by the update's own columns.
create function private.orders_stamp_paid()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.payment_status = 'paid' and old.paid_at is null and new.paid_at is null then
    new.paid_at := clock_timestamp();
  end if;
  return new;
end;
$$;

create trigger orders_stamp_paid
  before update on public.orders
  for each row execute function private.orders_stamp_paid();

-- Issued documents ---------------------------------------------------------------------------------------

-- An invoice or a credit note as it was issued: numbers, amounts and both parties as they stood then, so
-- the document reads the same whatever later happens to the order, the catalogue or the settings.
-- Amounts are MAD (dirhams, as the law wants an invoice), positive on credit notes too (the kind says
-- which way the money goes).
--
--   lines  [{kind: 'item', title, size, sku, quantity, unit_price, total_price, discount, ttc, tva_rate,
--            tva, ht}, {kind: 'shipping', ttc, tva_rate, tva, ht}]
--          a credit note's lines are what it gives back: item lines with quantity and ttc (the refund's
--          pieces), shipping, and {kind: 'amount', ttc} for a sum given back beyond them.
--   rates  [{rate, ht, tva, ttc}], one per rate, lowest rate first; they add up to the totals.
--   buyer  {name, email, phone, address: {address, city, postalCode, country}}
--   seller {legal_name, legal_address, ice, if_number, rc, patente, tva_registration, invoice_footer,
--           tva_exemption_text, time_zone}
create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  number text not null,
  kind text not null,
  order_id uuid not null references public.orders (id) on delete restrict,
  refund_id uuid references public.refunds (id) on delete restrict,
  refers_to text,
  issued_at timestamptz not null,
  currency text not null default 'MAD',
  order_number text not null,
  payment_method text not null,
  locale text not null,
  buyer jsonb not null,
  seller jsonb not null,
  lines jsonb not null,
  rates jsonb not null,
  total_ht numeric(10, 2) not null,
  total_tva numeric(10, 2) not null,
  total_ttc numeric(10, 2) not null,
  constraint invoices_number_unique unique (number),
  constraint invoices_kind_valid check (kind in ('invoice', 'credit_note')),
  constraint invoices_number_format check (
    number ~ '^[FA]-[0-9]{4}-[0-9]{6,}$' and left(number, 1) = case kind when 'invoice' then 'F' else 'A' end),
  constraint invoices_credit_note_refers check (
    case kind when 'invoice' then refund_id is null and refers_to is null
              else refund_id is not null and refers_to is not null end),
  constraint invoices_refers_to_fkey foreign key (refers_to) references public.invoices (number) on delete restrict,
  constraint invoices_totals_add_up check (
    total_ht >= 0 and total_tva >= 0 and total_ht + total_tva = total_ttc),
  constraint invoices_parts_are_json check (
    jsonb_typeof(buyer) = 'object' and jsonb_typeof(seller) = 'object'
    and jsonb_typeof(lines) = 'array' and jsonb_typeof(rates) = 'array')
);

comment on table public.invoices is
  'Invoices (F-<year>-<n>) and credit notes (A-<year>-<n>) as issued, never changed or deleted (a correction '
  'is a credit note). Issued by the database when an order becomes paid and when a refund succeeds '
  '(20261207000110_invoice_numbering.sql). The order''s customer and the shop owner read them.';
comment on column public.invoices.number is
  'F-<year>-<six digits> (invoices) or A-<year>-<six digits> (credit notes): one gap-free series per kind and '
  'year, the year in shop_settings.time_zone.';
comment on column public.invoices.refund_id is 'The succeeded refund a credit note documents.';
comment on column public.invoices.refers_to is 'The number of the invoice a credit note corrects.';
comment on column public.invoices.issued_at is 'When it was issued: the document''s date.';
comment on column public.invoices.currency is 'MAD: invoices are in dirhams whatever the currency PayPal charged.';
comment on column public.invoices.lines is 'The lines as issued (see the migration for their shape).';
comment on column public.invoices.rates is 'Per TVA rate, lowest first: [{rate, ht, tva, ttc}], adding up to the totals.';
comment on column public.invoices.buyer is 'The customer as on the order: {name, email, phone, address}.';
comment on column public.invoices.seller is 'The shop''s legal identity from shop_settings when issued.';

create unique index invoices_one_per_order on public.invoices (order_id) where kind = 'invoice';
create unique index invoices_one_per_refund on public.invoices (refund_id) where kind = 'credit_note';
create index invoices_order_id_idx on public.invoices (order_id, issued_at);
create index invoices_issued_at_idx on public.invoices (issued_at);

alter table public.invoices enable row level security;

-- Nobody writes through the API: the issuing functions are security definer. The service role reads.
revoke all on table public.invoices from public, anon, authenticated, service_role;
grant select on table public.invoices to authenticated, service_role;

create policy invoices_order_owner_reads on public.invoices
  for select to authenticated
  using (exists (select 1 from public.orders o where o.id = invoices.order_id and o.user_id = (select auth.uid())));

create policy invoices_shop_owner_reads on public.invoices
  for select to authenticated
  using ((select public.is_shop_owner()));

-- An issued document never changes, whoever asks: the service role, the dashboard, psql as postgres
-- (only session_replication_role = replica, which skips every trigger, gets past this). The correction
-- of an invoice is a credit note: a refund of what was wrong (create_refund with an amount), whose
-- success issues it, and a new order for what is right.
create function private.invoices_immutable()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    perform private.order_error('invoice_immutable',
      'issued invoices and credit notes cannot be deleted; a credit note corrects an invoice', '409');
  end if;
  perform private.order_error('invoice_immutable',
    format('%s %s has been issued and cannot be %s; a credit note corrects it',
      case old.kind when 'invoice' then 'invoice' else 'credit note' end, old.number,
      case tg_op when 'UPDATE' then 'changed' else 'deleted' end),
    '409');
  return null;
end;
$$;

create trigger invoices_immutable
  before update or delete on public.invoices
  for each row execute function private.invoices_immutable();

create trigger invoices_not_truncated
  before truncate on public.invoices
  for each statement execute function private.invoices_immutable();

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
