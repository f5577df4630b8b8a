-- "How is your bowl?" (issue 35): shop_settings.review_request_days (10) after an account's order is
-- delivered, the customer is asked to review its pieces, with a link to the order page where the form is.
-- The mail is queued in the same transaction as the delivery, with next_attempt_at set that many days
-- ahead: the outbox's own guarantees carry it (send-mail claims a due row under a lease, the provider's
-- Idempotency-Key is the row id), so a kill -9 neither loses it nor sends it twice, and no new job runs.
-- One per order whatever happens to its status later (a unique index); guests, who have no account to
-- review with, are not asked.

alter table public.mail_outbox drop constraint mail_outbox_kind_valid;
alter table public.mail_outbox add constraint mail_outbox_kind_valid check (kind in (
  'order_received', 'new_order_alert', 'order_confirmed', 'order_shipped', 'order_delivered',
  'order_cancelled', 'payment_failed', 'back_in_stock', 'refund_issued',
  'return_requested', 'return_approved', 'return_rejected', 'return_received', 'bag_reminder',
  'review_request'));

alter table public.mail_texts drop constraint mail_texts_kind_valid;
alter table public.mail_texts add constraint mail_texts_kind_valid check (kind in (
  'common', 'order_received', 'new_order_alert', 'order_confirmed', 'order_shipped', 'order_delivered',
  'order_cancelled', 'payment_failed', 'back_in_stock', 'refund_issued',
  'return_requested', 'return_approved', 'return_rejected', 'return_received', 'bag_reminder',
  'review_request'));

create unique index mail_outbox_one_review_request_idx on public.mail_outbox (order_id)
  where kind = 'review_request';

create function private.queue_review_request_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payload jsonb;
  v_days integer;
begin
  if new.user_id is null or new.order_status <> 'delivered' then
    return null;
  end if;
  v_payload := private.order_mail_payload(new.id);
  if v_payload is null then
    return null;
  end if;
  select review_request_days into v_days from public.shop_settings;
  insert into public.mail_outbox (kind, recipient, payload, order_id, next_attempt_at)
  values ('review_request', v_payload ->> 'customer_email', v_payload, new.id,
    coalesce(new.delivered_at, clock_timestamp()) + make_interval(days => coalesce(v_days, 10)))
  on conflict (order_id) where kind = 'review_request' do nothing;
  return null;
end;
$$;

create trigger orders_queue_review_request_mail
  after update of order_status on public.orders
  for each row
  when (new.order_status = 'delivered' and old.order_status is distinct from 'delivered')
  execute function private.queue_review_request_mail();

-- Rows as 20261126001010_mail_texts.sql seeds them; the Deno tests of send-mail read this list too.
insert into public.mail_texts (kind, part, locale, message)
select t.kind, t.part, l.locale, l.message
from jsonb_to_recordset($seed$
[
  {"kind": "review_request", "part": "subject", "en": "How is your bowl? Tell us about Zellij order {orderNumber}", "fr": "Que pensez-vous de votre bol ? Parlez-nous de la commande Zellij {orderNumber}", "ar": "ما رأيك في قطعتك؟ أخبرنا عن طلبك من Zellij رقم {orderNumber}"},
  {"kind": "review_request", "part": "heading", "en": "How is your bowl?", "fr": "Que pensez-vous de votre bol ?", "ar": "ما رأيك في قطعتك؟"},
  {"kind": "review_request", "part": "body", "en": "Hello {name}, your pieces from order {orderNumber} have been with you for a few days now. A few words and a photo help other customers choose, and tell our potters how their work lives in your home.", "fr": "Bonjour {name}, les pièces de votre commande {orderNumber} sont chez vous depuis quelques jours. Quelques mots et une photo aident d’autres clients à choisir et disent à nos potiers comment leur travail vit chez vous.", "ar": "مرحبًا {name}، مضت بضعة أيام على وصول قطع طلبك رقم {orderNumber}. كلمات قليلة وصورة تساعد غيرك من الزبائن على الاختيار، وتخبر حرفيّينا كيف يعيش عملهم في بيتك."},
  {"kind": "review_request", "part": "action", "en": "Review your pieces", "fr": "Donner votre avis", "ar": "قيّم قطعك"}
]
$seed$::jsonb) as t(kind text, part text, en text, fr text, ar text)
cross join lateral (values ('en', t.en), ('fr', t.fr), ('ar', t.ar)) as l(locale, message);

revoke execute on all routines in schema private from public;
