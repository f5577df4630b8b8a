-- Orders edited by hand in the dashboard (service role) keep two things the shop relies on:
-- 1. the customer's phone in E.164 (`+` and 7 to 15 digits), the form create-checkout stores after
--    reading it with libphonenumber-js, the one the owner's WhatsApp link and the carrier need;
-- 2. the carrier and tracking number of an order that has left: the customer's "shipped" mail and
--    the order page already gave them, so they can be corrected but not blanked.
-- Rows written before this migration are left as they are; the rules apply to what is written now.

create or replace function private.orders_keep_phone_and_tracking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' or new.customer_phone is distinct from old.customer_phone)
     and coalesce(new.customer_phone, '') !~ '^\+[1-9][0-9]{6,14}$' then
    perform private.order_error('invalid_phone',
      format('the phone %L is not an international number such as +212612345678', new.customer_phone), '422');
  end if;
  if tg_op = 'UPDATE'
     and new.order_status in ('shipped', 'delivered')
     and (new.carrier is distinct from old.carrier or new.tracking_number is distinct from old.tracking_number)
     and (coalesce(btrim(new.carrier), '') = '' or coalesce(btrim(new.tracking_number), '') = '') then
    perform private.order_error('tracking_required',
      format('order %s is %s: its carrier and tracking number can be corrected but not removed',
        old.order_number, new.order_status), '422');
  end if;
  return new;
end;
$$;

revoke execute on function private.orders_keep_phone_and_tracking() from public;

create trigger orders_keep_phone_and_tracking
  before insert or update of customer_phone, carrier, tracking_number, order_status on public.orders
  for each row execute function private.orders_keep_phone_and_tracking();
