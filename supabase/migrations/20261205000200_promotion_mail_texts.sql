-- The words the e-mails need for promotions (migration 20261205000100_promotions.sql): the line of an
-- order's table that takes its discount off, between the subtotal and the shipping. It is named by the
-- code the shopper used ({code}: discount_code) or, for an automatic offer, which has none, plainly
-- (discount). Free shipping needs no words: the shipping line already reads "Free".
--
-- Rows as 20261126001010_mail_texts.sql seeds them, one object per part with its three languages; the
-- Deno tests of send-mail read this list too (supabase/functions/_test/mail-texts.ts).
insert into public.mail_texts (kind, part, locale, message)
select t.kind, t.part, l.locale, l.message
from jsonb_to_recordset($seed$
[
  {"kind": "common", "part": "discount", "en": "Discount", "fr": "Remise", "ar": "الخصم"},
  {"kind": "common", "part": "discount_code", "en": "Discount ({code})", "fr": "Remise ({code})", "ar": "الخصم ({code})"}
]
$seed$::jsonb) as t(kind text, part text, en text, fr text, ar text)
cross join lateral (values ('en', t.en), ('fr', t.fr), ('ar', t.ar)) as l(locale, message);
