-- Status e-mail now that the database enforces pending → confirmed → processing → shipped → delivered.
-- "Confirmed" is the message for the move to `confirmed` (a PayPal payment taken, or the owner's call
-- to a cash-on-delivery customer). `processing` is the workshop's own step: the customer already heard
-- "confirmed", so the move to processing sends nothing, where before it sent a second confirmation.
create or replace function private.queue_order_status_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text;
  v_payload jsonb;
begin
  -- A failed payment cancels the order in the same update: the customer gets the payment message,
  -- not a second "cancelled" one.
  if new.payment_status = 'failed' and old.payment_status is distinct from 'failed' then
    v_kind := 'payment_failed';
  elsif new.order_status is distinct from old.order_status then
    v_kind := case new.order_status
      when 'confirmed' then 'order_confirmed'
      when 'shipped' then 'order_shipped'
      when 'delivered' then 'order_delivered'
      when 'cancelled' then 'order_cancelled'
    end;
  end if;
  if v_kind is null then
    return null;
  end if;
  v_payload := private.order_mail_payload(new.id);
  if v_payload is null then
    return null;
  end if;
  insert into public.mail_outbox (kind, recipient, payload, order_id)
  values (v_kind, v_payload ->> 'customer_email', v_payload, new.id);
  return null;
end;
$$;

revoke execute on function private.queue_order_status_mail() from public;
