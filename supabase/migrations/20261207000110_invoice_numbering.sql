-- Invoices and TVA, part 2: numbering and issuing (the table and the TVA are in 20261207000100_invoices.sql).
--
-- When. An order's invoice is issued in the transaction in which the order becomes paid: PayPal's capture
-- recorded (record_payment), or a cash-on-delivery order delivered (orders_cod_paid_on_delivery). A
-- refund's credit note is issued in the transaction in which the refund succeeds (settle_refund, also
-- for cash refunds and those made in PayPal's dashboard). Never before, never twice: the document
-- exists once per order (invoices_one_per_order) and per refund (invoices_one_per_refund).
--
-- Numbers. F-<year>-<six digits> for invoices, A-<year>-<six digits> for credit notes; each series
-- starts at 1 each year, the year taken in shop_settings.time_zone (Africa/Casablanca). A number is
-- the next value of a counter row (invoice_counters: series, year, last), incremented in the issuing
-- transaction. Not a sequence: a sequence's value is spent even when its transaction rolls back, which
-- leaves a gap; a counter row rolls back with it, and its row lock makes the next issuer wait for this
-- one's commit, so numbers are 1..N in the order they were committed. The date is taken after that
-- lock, so a later number never carries an earlier date.
--
-- Waiting for the settings. An invoice names the seller (shop_settings: legal_name, legal_address, ice,
-- if_number, rc, patente). While one of them is empty the order still becomes paid and the refund
-- still succeeds, but no document is issued. Saving the settings (any update of the row) runs
-- private.issue_pending_invoices(): every paid order without an invoice gets one, in the order they
-- were paid (orders.paid_at), then every succeeded refund without a credit note gets one, in the order
-- they succeeded, each with the next number of its series and dated the day it is issued. Orders paid
-- before this migration wait the same way. Payments read the settings row FOR SHARE, so a payment and
-- the owner's save never miss each other: whichever commits second issues the document. (A refund being
-- made on an order whose invoice is still waiting, at the moment the owner completes the settings, can
-- deadlock with that save; PostgreSQL cancels one of the two, and doing it again succeeds.)
--
-- Credit notes, per rate. A refund gives back amount_mad, for pieces (refund_items.amount_mad, at
-- their line's rate), the shipping (shipping_mad, at the order's shipping rate) or a free amount. The
-- basis per rate is what its pieces and shipping are worth; a refund of a free amount alone takes the
-- invoice's TTC per rate as its basis. Then, rates lowest first:
--   TTC(rate) = round(amount x cumulative basis up to this rate / basis) - the same up to the previous rate
--     (half-up to the centime: the TTCs add up to the refund's amount exactly, and equal the basis when
--     the refund is worth what it covers);
--   TVA(rate) = round(T x (C + TTC) / S) - round(T x C / S), where S and T are the invoice's TTC and TVA at
--     that rate and C the TTC at that rate of the order's earlier credit notes: the cumulative share of
--     the invoice's TVA, so credit notes that give back the whole of a rate give back its TVA exactly
--     (TTC x rate / (100 + rate) at a rate the invoice does not have);
--   HT(rate) = TTC - TVA.
--
-- Errors as the orders migration raises them: '<code>: <text>', hint '<code>', SQLSTATE PT<status>.

-- The counters --------------------------------------------------------------------------------------------

create table public.invoice_counters (
  series text not null,
  year integer not null,
  last integer not null,
  primary key (series, year),
  constraint invoice_counters_series_valid check (series in ('F', 'A')),
  constraint invoice_counters_last_non_negative check (last >= 0)
);

comment on table public.invoice_counters is
  'The last number issued in each series (F invoices, A credit notes) and year. Written only by the issuing '
  'functions, in the issuing transaction: a rolled-back issue leaves no gap.';

alter table public.invoice_counters enable row level security;
revoke all on table public.invoice_counters from public, anon, authenticated, service_role;
grant select on table public.invoice_counters to service_role;

-- The year of a moment in the shop's time zone.
create function private.document_year(p_at timestamptz, p_time_zone text)
returns integer
language sql
stable
set search_path = ''
as $$
  select extract(year from p_at at time zone p_time_zone)::integer;
$$;

-- The next number of a series and the moment it was taken, under the counter row's lock (held to commit).
create function private.next_document_number(p_series text, p_time_zone text, out number text, out issued_at timestamptz)
language plpgsql
set search_path = ''
as $$
declare
  v_year integer;
  v_last integer;
begin
  loop
    v_year := private.document_year(clock_timestamp(), p_time_zone);
    insert into public.invoice_counters as c (series, year, last) values (p_series, v_year, 1)
    on conflict (series, year) do update set last = c.last + 1
    returning c.last into v_last;
    issued_at := clock_timestamp();
    exit when private.document_year(issued_at, p_time_zone) = v_year;
    -- The year turned while this waited for the counter: the row is still locked by this transaction, so
    -- nobody took the number after it; give it back and take the first ones of the new year.
    update public.invoice_counters set last = last - 1 where series = p_series and year = v_year;
  end loop;
  number := p_series || '-' || v_year || '-' || lpad(v_last::text, greatest(6, length(v_last::text)), '0');
end;
$$;

-- The settings, read FOR SHARE (see the top), when they are complete enough to issue; else null.
create function private.invoice_settings()
returns public.shop_settings
language plpgsql
set search_path = ''
as $$
declare
  v_settings public.shop_settings;
begin
  select * into v_settings from public.shop_settings for share;
  if not found or cardinality(private.invoice_settings_missing(v_settings)) > 0 then
    return null;
  end if;
  return v_settings;
end;
$$;

-- The seller as a document prints it.
create function private.invoice_seller(p_settings public.shop_settings)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'legal_name', p_settings.legal_name, 'legal_address', p_settings.legal_address, 'ice', p_settings.ice,
    'if_number', p_settings.if_number, 'rc', p_settings.rc, 'patente', p_settings.patente,
    'tva_registration', p_settings.tva_registration, 'invoice_footer', p_settings.invoice_footer,
    'tva_exemption_text', p_settings.tva_exemption_text, 'time_zone', p_settings.time_zone);
$$;

-- Issuing ---------------------------------------------------------------------------------------------

-- The invoice of a paid order: its number, issued now if it was not yet; null while the settings lack
-- a legal field (or the order is not paid).
create function private.issue_invoice(p_order_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_settings public.shop_settings;
  v_order public.orders;
  v_number text;
  v_at timestamptz;
  v_lines jsonb;
  v_rates jsonb;
  v_constraint text;
begin
  select i.number into v_number from public.invoices i where i.order_id = p_order_id and i.kind = 'invoice';
  if found then
    return v_number;
  end if;
  v_settings := private.invoice_settings();
  select * into v_order from public.orders where id = p_order_id;
  if v_settings.id is null or v_order.paid_at is null then
    return null;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object(
      'kind', 'item', 'title', i.product_title, 'size', i.variant_info ->> 'size', 'sku', i.sku,
      'quantity', i.quantity, 'unit_price', i.unit_price, 'total_price', i.total_price, 'discount', i.discount,
      'ttc', i.total_price - i.discount, 'tva_rate', trim_scale(i.tva_rate), 'tva', i.tva, 'ht', i.ht)
      order by i.created_at, i.id), '[]'::jsonb)
  into v_lines
  from public.order_items i
  where i.order_id = p_order_id;
  if v_order.shipping > 0 then
    v_lines := v_lines || jsonb_build_array(jsonb_build_object(
      'kind', 'shipping', 'ttc', v_order.shipping, 'tva_rate', trim_scale(v_order.shipping_tva_rate),
      'tva', v_order.shipping_tva, 'ht', v_order.shipping_ht));
  end if;
  -- Per rate, the sums of its lines: each line's HT + TVA = TTC, so each rate's does too.
  select coalesce(jsonb_agg(jsonb_build_object('rate', r.rate, 'ht', r.ht, 'tva', r.tva, 'ttc', r.ttc) order by r.rate),
                  '[]'::jsonb)
  into v_rates
  from (
    select (l ->> 'tva_rate')::numeric as rate, sum((l ->> 'ht')::numeric) as ht, sum((l ->> 'tva')::numeric) as tva,
           sum((l ->> 'ttc')::numeric) as ttc
    from jsonb_array_elements(v_lines) l
    group by 1
  ) r;

  begin
    select n.number, n.issued_at into v_number, v_at from private.next_document_number('F', v_settings.time_zone) n;
    insert into public.invoices (number, kind, order_id, issued_at, order_number, payment_method, locale, buyer,
      seller, lines, rates, total_ht, total_tva, total_ttc)
    select v_number, 'invoice', v_order.id, v_at, v_order.order_number, v_order.payment_method, v_order.locale,
      jsonb_build_object('name', v_order.customer_name, 'email', v_order.customer_email,
        'phone', v_order.customer_phone, 'address', v_order.shipping_address),
      private.invoice_seller(v_settings), v_lines, v_rates,
      coalesce(sum((r ->> 'ht')::numeric), 0), coalesce(sum((r ->> 'tva')::numeric), 0),
      coalesce(sum((r ->> 'ttc')::numeric), 0)
    from jsonb_array_elements(v_rates) r;
  exception
    when unique_violation then
      -- Issued meanwhile by another transaction (which this one waited for): that one stands, and this
      -- attempt's number goes back with the savepoint.
      get stacked diagnostics v_constraint = constraint_name;
      if v_constraint is distinct from 'invoices_one_per_order' then
        raise;
      end if;
      select i.number into v_number from public.invoices i where i.order_id = p_order_id and i.kind = 'invoice';
  end;
  return v_number;
end;
$$;

-- The credit note of a succeeded refund: its number, issued now (after the order's invoice, issued
-- first if it was waiting) if it was not yet; null while the settings lack a legal field.
create function private.issue_credit_note(p_refund_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_settings public.shop_settings;
  v_refund public.refunds;
  v_order public.orders;
  v_invoice public.invoices;
  v_number text;
  v_at timestamptz;
  v_lines jsonb;
  v_rates jsonb;
  v_constraint text;
begin
  select i.number into v_number from public.invoices i where i.refund_id = p_refund_id and i.kind = 'credit_note';
  if found then
    return v_number;
  end if;
  v_settings := private.invoice_settings();
  select * into v_refund from public.refunds where id = p_refund_id;
  if v_settings.id is null or v_refund.status is distinct from 'succeeded' then
    return null;
  end if;
  select * into v_order from public.orders where id = v_refund.order_id;
  if private.issue_invoice(v_order.id) is null then
    return null;
  end if;
  select * into v_invoice from public.invoices where order_id = v_order.id and kind = 'invoice';

  -- What the refund covers, each at its rate.
  select coalesce(jsonb_agg(jsonb_build_object(
      'kind', 'item', 'title', i.product_title, 'size', i.variant_info ->> 'size', 'sku', i.sku,
      'quantity', ri.quantity, 'ttc', ri.amount_mad, 'tva_rate', trim_scale(i.tva_rate))
      order by i.created_at, i.id), '[]'::jsonb)
  into v_lines
  from public.refund_items ri
  join public.order_items i on i.id = ri.order_item_id
  where ri.refund_id = p_refund_id;
  if v_refund.shipping_mad > 0 then
    v_lines := v_lines || jsonb_build_array(jsonb_build_object(
      'kind', 'shipping', 'ttc', v_refund.shipping_mad, 'tva_rate', trim_scale(v_order.shipping_tva_rate)));
  end if;
  if jsonb_array_length(v_lines) = 0 then
    v_lines := jsonb_build_array(jsonb_build_object('kind', 'amount', 'ttc', v_refund.amount_mad));
  end if;

  -- The rule at the top of this migration.
  with basis as (
    select (l ->> 'tva_rate')::numeric as rate, sum((l ->> 'ttc')::numeric) as worth
    from jsonb_array_elements(v_lines) l
    where l ->> 'kind' in ('item', 'shipping')
    group by 1
    having sum((l ->> 'ttc')::numeric) > 0
  ), basis_or_invoice as (
    select rate, worth from basis
    union all
    select (r ->> 'rate')::numeric, (r ->> 'ttc')::numeric
    from jsonb_array_elements(v_invoice.rates) r
    where not exists (select 1 from basis) and (r ->> 'ttc')::numeric > 0
  ), shares as (
    select b.rate,
           round(v_refund.amount_mad * sum(b.worth) over (order by b.rate) / sum(b.worth) over (), 2)
           - round(v_refund.amount_mad * (sum(b.worth) over (order by b.rate) - b.worth) / sum(b.worth) over (), 2) as ttc
    from basis_or_invoice b
  ), priced as (
    select s.rate, s.ttc,
      case when coalesce(inv.ttc, 0) > 0
           then round(inv.tva * (earlier.ttc + s.ttc) / inv.ttc, 2) - round(inv.tva * earlier.ttc / inv.ttc, 2)
           else private.tva_of(s.ttc, s.rate) end as tva
    from shares s
    left join lateral (
      select (r ->> 'ttc')::numeric as ttc, (r ->> 'tva')::numeric as tva
      from jsonb_array_elements(v_invoice.rates) r where (r ->> 'rate')::numeric = s.rate
    ) inv on true
    cross join lateral (
      select coalesce(sum((r ->> 'ttc')::numeric), 0) as ttc
      from public.invoices cn cross join jsonb_array_elements(cn.rates) r
      where cn.order_id = v_order.id and cn.kind = 'credit_note' and (r ->> 'rate')::numeric = s.rate
    ) earlier
  )
  select coalesce(jsonb_agg(jsonb_build_object('rate', trim_scale(p.rate), 'ht', p.ttc - p.tva, 'tva', p.tva, 'ttc', p.ttc)
                            order by p.rate), '[]'::jsonb)
  into v_rates
  from priced p
  where p.ttc > 0;

  begin
    select n.number, n.issued_at into v_number, v_at from private.next_document_number('A', v_settings.time_zone) n;
    insert into public.invoices (number, kind, order_id, refund_id, refers_to, issued_at, order_number, payment_method,
      locale, buyer, seller, lines, rates, total_ht, total_tva, total_ttc)
    select v_number, 'credit_note', v_order.id, v_refund.id, v_invoice.number, v_at, v_order.order_number,
      v_order.payment_method, v_order.locale, v_invoice.buyer, private.invoice_seller(v_settings), v_lines, v_rates,
      coalesce(sum((r ->> 'ht')::numeric), 0), coalesce(sum((r ->> 'tva')::numeric), 0),
      coalesce(sum((r ->> 'ttc')::numeric), 0)
    from jsonb_array_elements(v_rates) r;
  exception
    when unique_violation then
      get stacked diagnostics v_constraint = constraint_name;
      if v_constraint is distinct from 'invoices_one_per_refund' then
        raise;
      end if;
      select i.number into v_number from public.invoices i where i.refund_id = p_refund_id and i.kind = 'credit_note';
  end;
  return v_number;
end;
$$;

-- Every document waiting for the settings, in the order they fell due: invoices by when their order was
-- paid, then credit notes by when their refund succeeded. Answers how many were issued.
create function private.issue_pending_invoices()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_issued integer := 0;
begin
  if private.invoice_settings() is null then
    return 0;
  end if;
  for v_id in
    select o.id from public.orders o
    where o.paid_at is not null
      and not exists (select 1 from public.invoices i where i.order_id = o.id and i.kind = 'invoice')
    order by o.paid_at, o.order_number
  loop
    if private.issue_invoice(v_id) is not null then
      v_issued := v_issued + 1;
    end if;
  end loop;
  for v_id in
    select r.id from public.refunds r
    where r.status = 'succeeded'
      and not exists (select 1 from public.invoices i where i.refund_id = r.id and i.kind = 'credit_note')
    order by r.settled_at, r.created_at, r.id
  loop
    if private.issue_credit_note(v_id) is not null then
      v_issued := v_issued + 1;
    end if;
  end loop;
  return v_issued;
end;
$$;

-- When documents are issued ------------------------------------------------------------------------------

-- The order became paid (orders_stamp_paid stamped paid_at in this very update).
create function private.orders_issue_invoice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.issue_invoice(new.id);
  return null;
end;
$$;

create trigger orders_issue_invoice
  after update on public.orders
  for each row
  when (old.paid_at is null and new.paid_at is not null)
  execute function private.orders_issue_invoice();

-- The refund succeeded (settle_refund's one move out of pending).
create function private.refunds_issue_credit_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.issue_credit_note(new.id);
  return null;
end;
$$;

create trigger refunds_issue_credit_note
  after update of status on public.refunds
  for each row
  when (old.status is distinct from 'succeeded' and new.status = 'succeeded')
  execute function private.refunds_issue_credit_note();

-- The owner saved the settings: whatever was waiting for them is issued now.
create function private.shop_settings_issue_pending()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.issue_pending_invoices();
  return null;
end;
$$;

create trigger shop_settings_issue_pending
  after insert or update on public.shop_settings
  for each row execute function private.shop_settings_issue_pending();

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
