-- Payments the shop refused to trust. When PayPal reports a completed capture whose amount or currency
-- is not what the order should be charged, the order stays unpaid and a flag records why, for the owner
-- to review (refund, or contact the buyer). Written and read only with the service role: the buyer's own
-- select right on orders does not reach it, and get_order does not show it.

create table public.order_payment_flags (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  reason text not null,
  source text not null,
  paypal_order_id text,
  paypal_capture_id text,
  expected jsonb,
  received jsonb,
  flagged_at timestamptz not null default now(),
  constraint order_payment_flags_reason_not_blank check (btrim(reason) <> ''),
  constraint order_payment_flags_source_valid check (source in ('webhook', 'capture')),
  -- A webhook retried or a confirmation page reloaded reports the same thing again: one row for it.
  constraint order_payment_flags_once unique (order_id, reason)
);

comment on table public.order_payment_flags is
  'Payments left unpaid because PayPal''s capture did not match the order (amount or currency). '
  'Service role only; the owner reviews them.';
comment on column public.order_payment_flags.reason is 'Why the payment was not trusted, in words.';
comment on column public.order_payment_flags.source is
  'webhook: a signed PAYMENT.CAPTURE event; capture: a capture the shop made itself (when the shopper '
  'returned from PayPal, or on PayPal''s CHECKOUT.ORDER.APPROVED event).';
comment on column public.order_payment_flags.expected is 'What the order should be charged: {currency_code, value}.';
comment on column public.order_payment_flags.received is 'What PayPal reported as captured: {currency_code, value}.';

create index order_payment_flags_order_id_idx on public.order_payment_flags (order_id);

alter table public.order_payment_flags enable row level security;

revoke all on table public.order_payment_flags from public, anon, authenticated;
grant select, insert, update, delete on table public.order_payment_flags to service_role;
