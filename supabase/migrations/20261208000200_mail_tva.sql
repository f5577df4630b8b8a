-- The order mails show the TVA inside what the customer paid, and link to the invoice (issue #33).
--
-- order_mail_payload, as 20261205000110_promotion_checkout.sql left it, gains:
--   lines[].tva_rate     each line's rate (percent), as order_items holds it
--   shipping_tva_rate    the shipping's rate
--   tva_rates            [{rate, ht, tva, ttc}] per rate, lowest first: the sums of the lines (what each was
--                        paid, total_price - discount) and of the shipping when there is any, as the order's
--                        invoice sums them (20261207000110_invoice_numbering.sql), so the mail and the
--                        invoice read the same figures
--   invoice_number       the order's invoice (F-<year>-<n>) once issued, else null
--   guest                whether the order was placed without an account (orders.user_id null): a guest gets
--                        the invoice's own link, an account's customer the order page, where they sign in
-- The payload is read when its mail is queued, at commit of the change that causes it: the invoice of an
-- order that becomes paid is issued in that same transaction (orders_issue_invoice), so the "confirmed"
-- mail of a captured PayPal payment and the "delivered" mail of a cash order carry its number. A shop
-- whose legal identity is still incomplete issues no invoice yet, and its mails say nothing of one.
--
-- The words: rows of mail_texts (kind common), in the three languages, read by
-- supabase/functions/_shared/mail/templates.ts:
--   tva_included   "incl. TVA {rate} %": one row per rate under the total, the TVA in dirhams
--   tva_exempt     what a 0 % rate says instead (an exempt good, CGI art. 91), with the amount it covers
--   invoice_link   a guest's link to the invoice document ({number})
--   invoice_page   an account's link to the order page, where the invoice is downloaded ({number})

create or replace function private.order_mail_payload(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'order_id', o.id,
    'order_number', o.order_number,
    'locale', o.locale,
    'customer_name', o.customer_name,
    'customer_email', o.customer_email,
    'customer_phone', o.customer_phone,
    'shipping_address', o.shipping_address,
    'payment_method', o.payment_method,
    'payment_status', o.payment_status,
    'order_status', o.order_status,
    'currency', o.currency,
    'subtotal', o.subtotal,
    'discount', o.discount,
    'promotion_codes', to_jsonb(o.promotion_codes),
    'shipping', o.shipping,
    'total', o.total,
    'carrier', o.carrier,
    'tracking_number', o.tracking_number,
    'tracking_url', o.tracking_url,
    'cancel_reason', o.cancel_reason,
    'placed_at', o.created_at,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'title', i.product_title,
        'size', i.variant_info ->> 'size',
        'sku', i.sku,
        'quantity', i.quantity,
        'unit_price', i.unit_price,
        'total_price', i.total_price,
        'discount', i.discount,
        'tva_rate', trim_scale(i.tva_rate)) order by i.created_at, i.id)
      from public.order_items i
      where i.order_id = o.id
    ), '[]'::jsonb),
    'shipping_tva_rate', trim_scale(o.shipping_tva_rate),
    -- Per rate, lowest first, as the order's invoice sums it: each line at what it was paid, and the
    -- shipping when there is any.
    'tva_rates', coalesce((
      select jsonb_agg(jsonb_build_object('rate', trim_scale(r.rate), 'ht', r.ht, 'tva', r.tva, 'ttc', r.ttc)
        order by r.rate)
      from (
        select s.rate, sum(s.ht) as ht, sum(s.tva) as tva, sum(s.ttc) as ttc
        from (
          select i.tva_rate as rate, i.ht, i.tva, i.total_price - i.discount as ttc
          from public.order_items i
          where i.order_id = o.id
          union all
          select o.shipping_tva_rate, o.shipping_ht, o.shipping_tva, o.shipping
          where o.shipping > 0
        ) s
        group by s.rate
      ) r
    ), '[]'::jsonb),
    'invoice_number', (select inv.number from public.invoices inv where inv.order_id = o.id and inv.kind = 'invoice'),
    'guest', o.user_id is null)
  from public.orders o
  where o.id = p_order_id;
$$;

-- Rows as 20261126001010_mail_texts.sql seeds them, one object per part with its three languages; the
-- Deno tests of send-mail read this list too (supabase/functions/_test/mail-texts.ts).
insert into public.mail_texts (kind, part, locale, message)
select t.kind, t.part, l.locale, l.message
from jsonb_to_recordset($seed$
[
  {"kind": "common", "part": "tva_included", "en": "incl. TVA {rate}\u00a0%", "fr": "dont TVA {rate}\u00a0%", "ar": "منها الضريبة على القيمة المضافة {rate}\u00a0%"},
  {"kind": "common", "part": "tva_exempt", "en": "Exempt from TVA (article 91 of the General Tax Code)", "fr": "Exonéré de TVA (article 91 du Code général des impôts)", "ar": "معفى من الضريبة على القيمة المضافة (المادة 91 من المدونة العامة للضرائب)"},
  {"kind": "common", "part": "invoice_link", "en": "Download your invoice {number}", "fr": "Télécharger votre facture {number}", "ar": "تحميل فاتورتك رقم {number}"},
  {"kind": "common", "part": "invoice_page", "en": "Your invoice {number} is on your order page", "fr": "Votre facture {number} est sur la page de votre commande", "ar": "فاتورتك رقم {number} متاحة في صفحة طلبك"}
]
$seed$::jsonb) as t(kind text, part text, en text, fr text, ar text)
cross join lateral (values ('en', t.en), ('fr', t.fr), ('ar', t.ar)) as l(locale, message);

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
