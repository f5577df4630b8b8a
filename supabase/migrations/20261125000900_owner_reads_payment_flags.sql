-- The owner's screen shows why a PayPal payment was not trusted, next to the order, so the owner can
-- refund or contact the buyer. Flags stay written by the service role only; the shop owner (JWT
-- app_metadata.role = 'owner') may read them. Customers still cannot: no policy lets them in.

grant select on table public.order_payment_flags to authenticated;

create policy order_payment_flags_shop_owner_reads on public.order_payment_flags
  for select to authenticated
  using ((select public.is_shop_owner()));
