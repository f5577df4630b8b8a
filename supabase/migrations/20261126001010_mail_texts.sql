-- The words of the shop's e-mails, which editors manage in the dashboard beside the English row, as
-- they do for products and pages. send-mail (service role) reads the table on each run and writes
-- every message in the language of its order (the owner's "new order" alert: SHOP_OWNER_LOCALE).
--
-- One row per part of a message and language: kind is the message (mail_outbox.kind) or 'common' for
-- the words every message shares (table labels, the footer, "View your order"); part names the piece
-- (subject, heading, greeting, ...). Which parts a message has and where they go is code
-- (supabase/functions/_shared/mail/); the words are here. A language without a row for a part gets
-- the English row, so a text not yet translated still goes out, in English.
--
-- Messages are ICU MessageFormat: {orderNumber}, {name}, ... are filled in by send-mail; the names
-- each part may use are listed in docs/editors-guide.md. The English rows are the fallback of every
-- language, so they can be changed but not deleted or moved to another kind, part or language.
--
-- Nobody but the service role reads or writes the table: RLS is on with no policy.

create table public.mail_texts (
  kind text not null,
  part text not null,
  locale text not null,
  message text not null,
  updated_at timestamptz not null default now(),
  primary key (kind, part, locale),
  constraint mail_texts_kind_valid check (kind in (
    'common', 'order_received', 'new_order_alert', 'order_confirmed', 'order_shipped', 'order_delivered',
    'order_cancelled', 'payment_failed', 'back_in_stock')),
  constraint mail_texts_part_format check (part ~ '^[a-z][a-z_]*$'),
  constraint mail_texts_locale_valid check (locale in ('en', 'fr', 'ar')),
  constraint mail_texts_message_not_blank check (btrim(message) <> '')
);

comment on table public.mail_texts is
  'The words of each e-mail per language (ICU MessageFormat). A missing translation falls back to the '
  'English row. Service role only; edited in the dashboard (docs/editors-guide.md).';
comment on column public.mail_texts.kind is 'The message (as mail_outbox.kind), or common for words all messages share.';
comment on column public.mail_texts.part is 'Which piece of the message: subject, heading, greeting, action, ...';
comment on column public.mail_texts.locale is 'en, fr or ar. English rows are the fallback and cannot be deleted.';
comment on column public.mail_texts.message is 'The text, with {placeholders} such as {orderNumber} or {name}.';

create trigger mail_texts_set_updated_at
  before update on public.mail_texts
  for each row execute function private.set_updated_at();

-- The English row is what every language falls back to: deleting it, or turning it into another
-- kind, part or language, would leave a message with a hole in it.
create function private.mail_texts_keep_english()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.locale = 'en' and (tg_op = 'DELETE' or (new.kind, new.part, new.locale) is distinct from (old.kind, old.part, old.locale)) then
    raise exception using errcode = 'PT409', hint = 'english_text_required',
      message = format('english_text_required: the English "%s" of %s is the fallback of every language; change its message instead',
        old.part, old.kind);
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger mail_texts_keep_english
  before update or delete on public.mail_texts
  for each row execute function private.mail_texts_keep_english();

alter table public.mail_texts enable row level security;
revoke all on table public.mail_texts from public, anon, authenticated;
grant select, insert, update, delete on table public.mail_texts to service_role;

-- The wording the shop's messages had in code before this table, and their French and Arabic. One
-- object per part, its three languages side by side; the Deno tests of send-mail read this same list.
insert into public.mail_texts (kind, part, locale, message)
select t.kind, t.part, l.locale, l.message
from jsonb_to_recordset($seed$
[
  {"kind": "common", "part": "footer", "en": "Zellij · handmade Moroccan home goods · {siteUrl}", "fr": "Zellij · objets artisanaux marocains pour la maison · {siteUrl}", "ar": "Zellij · منتجات منزلية مغربية مصنوعة يدويًا · {siteUrl}"},
  {"kind": "common", "part": "subtotal", "en": "Subtotal", "fr": "Sous-total", "ar": "المجموع الفرعي"},
  {"kind": "common", "part": "shipping", "en": "Shipping", "fr": "Livraison", "ar": "التوصيل"},
  {"kind": "common", "part": "free", "en": "Free", "fr": "Offerte", "ar": "مجاني"},
  {"kind": "common", "part": "total", "en": "Total", "fr": "Total", "ar": "المجموع"},
  {"kind": "common", "part": "payment", "en": "Payment", "fr": "Paiement", "ar": "الدفع"},
  {"kind": "common", "part": "cash_on_delivery", "en": "Cash on delivery", "fr": "Paiement à la livraison", "ar": "الدفع عند الاستلام"},
  {"kind": "common", "part": "paypal", "en": "PayPal", "fr": "PayPal", "ar": "PayPal"},
  {"kind": "common", "part": "order_date", "en": "Order date", "fr": "Date de commande", "ar": "تاريخ الطلب"},
  {"kind": "common", "part": "deliver_to", "en": "Deliver to", "fr": "Livrer à", "ar": "التوصيل إلى"},
  {"kind": "common", "part": "size_small", "en": "small", "fr": "petit", "ar": "صغير"},
  {"kind": "common", "part": "size_medium", "en": "medium", "fr": "moyen", "ar": "متوسط"},
  {"kind": "common", "part": "size_large", "en": "large", "fr": "grand", "ar": "كبير"},
  {"kind": "common", "part": "view_order", "en": "View your order", "fr": "Voir votre commande", "ar": "عرض طلبك"},
  {"kind": "order_received", "part": "subject", "en": "Your Zellij order {orderNumber}", "fr": "Votre commande Zellij {orderNumber}", "ar": "طلبك من Zellij رقم {orderNumber}"},
  {"kind": "order_received", "part": "heading", "en": "Thank you for your order", "fr": "Merci pour votre commande", "ar": "شكرًا على طلبك"},
  {"kind": "order_received", "part": "greeting", "en": "Hello {name}, we have received your order {orderNumber}.", "fr": "Bonjour {name}, nous avons bien reçu votre commande {orderNumber}.", "ar": "مرحبًا {name}، تلقّينا طلبك رقم {orderNumber}."},
  {"kind": "order_received", "part": "cod_steps", "en": "You pay in cash when it is delivered. We will call you on {phone} to confirm it before it leaves our workshop, and write again when it ships.", "fr": "Vous payez en espèces à la livraison. Nous vous appellerons au {phone} pour la confirmer avant qu’elle ne quitte notre atelier, et nous vous écrirons de nouveau à son expédition.", "ar": "تدفع نقدًا عند الاستلام. سنتصل بك على الرقم {phone} لتأكيد الطلب قبل أن يغادر ورشتنا، وسنراسلك من جديد عند شحنه."},
  {"kind": "order_received", "part": "whatsapp", "en": "Questions before then? Write to us on WhatsApp: {whatsappLink}", "fr": "Une question d’ici là\u00a0? Écrivez-nous sur WhatsApp\u00a0: {whatsappLink}", "ar": "هل لديك سؤال قبل ذلك؟ راسلنا عبر واتساب: {whatsappLink}"},
  {"kind": "order_received", "part": "paypal_steps", "en": "We will write again once PayPal confirms your payment and when it ships.", "fr": "Nous vous écrirons de nouveau dès que PayPal aura confirmé votre paiement, puis à l’expédition.", "ar": "سنراسلك من جديد فور تأكيد PayPal لدفعتك، ثم عند شحن الطلب."},
  {"kind": "new_order_alert", "part": "subject", "en": "New order {orderNumber}: {total}", "fr": "Nouvelle commande {orderNumber}\u00a0: {total}", "ar": "طلب جديد {orderNumber}: {total}"},
  {"kind": "new_order_alert", "part": "heading", "en": "New order {orderNumber}", "fr": "Nouvelle commande {orderNumber}", "ar": "طلب جديد {orderNumber}"},
  {"kind": "new_order_alert", "part": "placed_by", "en": "{name} ({email}, {phone}) placed an order.", "fr": "{name} ({email}, {phone}) a passé une commande.", "ar": "قدّم {name} ({email}، {phone}) طلبًا."},
  {"kind": "new_order_alert", "part": "order_id", "en": "Order id: {orderId}", "fr": "Identifiant de la commande\u00a0: {orderId}", "ar": "معرّف الطلب: {orderId}"},
  {"kind": "new_order_alert", "part": "language", "en": "Customer's language", "fr": "Langue du client", "ar": "لغة الزبون"},
  {"kind": "new_order_alert", "part": "action", "en": "Open the order page", "fr": "Ouvrir la page de la commande", "ar": "فتح صفحة الطلب"},
  {"kind": "order_confirmed", "part": "subject", "en": "Your Zellij order {orderNumber} is confirmed", "fr": "Votre commande Zellij {orderNumber} est confirmée", "ar": "تم تأكيد طلبك من Zellij رقم {orderNumber}"},
  {"kind": "order_confirmed", "part": "heading", "en": "Your order is confirmed", "fr": "Votre commande est confirmée", "ar": "تم تأكيد طلبك"},
  {"kind": "order_confirmed", "part": "body", "en": "Hello {name}, your order {orderNumber} is confirmed and our artisans are preparing it.", "fr": "Bonjour {name}, votre commande {orderNumber} est confirmée et nos artisans la préparent.", "ar": "مرحبًا {name}، تم تأكيد طلبك رقم {orderNumber} ويعمل حرفيّونا على تجهيزه."},
  {"kind": "order_shipped", "part": "subject", "en": "Your Zellij order {orderNumber} is on its way", "fr": "Votre commande Zellij {orderNumber} est en route", "ar": "طلبك من Zellij رقم {orderNumber} في الطريق إليك"},
  {"kind": "order_shipped", "part": "heading", "en": "Your order is on its way", "fr": "Votre commande est en route", "ar": "طلبك في الطريق إليك"},
  {"kind": "order_shipped", "part": "body", "en": "Hello {name}, your order {orderNumber} has left our workshop.", "fr": "Bonjour {name}, votre commande {orderNumber} a quitté notre atelier.", "ar": "مرحبًا {name}، غادر طلبك رقم {orderNumber} ورشتنا."},
  {"kind": "order_shipped", "part": "carrier", "en": "Carrier", "fr": "Transporteur", "ar": "شركة النقل"},
  {"kind": "order_shipped", "part": "tracking_number", "en": "Tracking number", "fr": "Numéro de suivi", "ar": "رقم التتبع"},
  {"kind": "order_shipped", "part": "track_action", "en": "Track your parcel", "fr": "Suivre votre colis", "ar": "تتبّع طردك"},
  {"kind": "order_delivered", "part": "subject", "en": "Your Zellij order {orderNumber} has been delivered", "fr": "Votre commande Zellij {orderNumber} a été livrée", "ar": "تم تسليم طلبك من Zellij رقم {orderNumber}"},
  {"kind": "order_delivered", "part": "heading", "en": "Your order has been delivered", "fr": "Votre commande a été livrée", "ar": "تم تسليم طلبك"},
  {"kind": "order_delivered", "part": "body", "en": "Hello {name}, your order {orderNumber} has been delivered. We hope it brings you joy.", "fr": "Bonjour {name}, votre commande {orderNumber} a été livrée. Nous espérons qu’elle vous apportera beaucoup de joie.", "ar": "مرحبًا {name}، تم تسليم طلبك رقم {orderNumber}. نتمنى أن يُدخل البهجة إلى بيتك."},
  {"kind": "order_cancelled", "part": "subject", "en": "Your Zellij order {orderNumber} was cancelled", "fr": "Votre commande Zellij {orderNumber} a été annulée", "ar": "تم إلغاء طلبك من Zellij رقم {orderNumber}"},
  {"kind": "order_cancelled", "part": "heading", "en": "Your order was cancelled", "fr": "Votre commande a été annulée", "ar": "تم إلغاء طلبك"},
  {"kind": "order_cancelled", "part": "body", "en": "Hello {name}, your order {orderNumber} was cancelled.", "fr": "Bonjour {name}, votre commande {orderNumber} a été annulée.", "ar": "مرحبًا {name}، تم إلغاء طلبك رقم {orderNumber}."},
  {"kind": "order_cancelled", "part": "reason", "en": "Reason: {reason}", "fr": "Motif\u00a0: {reason}", "ar": "السبب: {reason}"},
  {"kind": "order_cancelled", "part": "refund", "en": "If you paid already, the money is returned to you. Questions? Reply to this e-mail or write to us from the contact page.", "fr": "Si vous avez déjà payé, la somme vous est remboursée. Une question\u00a0? Répondez à cet e-mail ou écrivez-nous depuis la page de contact.", "ar": "إذا كنت قد دفعت، فسيُعاد إليك المبلغ. هل لديك سؤال؟ ردّ على هذه الرسالة أو راسلنا من صفحة الاتصال."},
  {"kind": "payment_failed", "part": "subject", "en": "Payment for your Zellij order {orderNumber} did not go through", "fr": "Le paiement de votre commande Zellij {orderNumber} n’a pas abouti", "ar": "لم تكتمل عملية الدفع لطلبك من Zellij رقم {orderNumber}"},
  {"kind": "payment_failed", "part": "heading", "en": "Your payment did not go through", "fr": "Votre paiement n’a pas abouti", "ar": "لم تكتمل عملية الدفع"},
  {"kind": "payment_failed", "part": "body", "en": "Hello {name}, PayPal did not complete the payment for order {orderNumber}, so no money was taken.", "fr": "Bonjour {name}, PayPal n’a pas finalisé le paiement de la commande {orderNumber}\u00a0: aucune somme n’a été prélevée.", "ar": "مرحبًا {name}، لم يُكمل PayPal عملية الدفع للطلب رقم {orderNumber}، لذلك لم يُقتطع أي مبلغ."},
  {"kind": "payment_failed", "part": "next_steps", "en": "You can pay again from your order page, or choose cash on delivery with a new order.", "fr": "Vous pouvez payer de nouveau depuis la page de votre commande, ou choisir le paiement à la livraison en passant une nouvelle commande.", "ar": "يمكنك الدفع من جديد من صفحة طلبك، أو اختيار الدفع عند الاستلام في طلب جديد."},
  {"kind": "payment_failed", "part": "action", "en": "Pay again", "fr": "Payer de nouveau", "ar": "الدفع من جديد"},
  {"kind": "back_in_stock", "part": "subject", "en": "Back in stock: {title}", "fr": "De retour en stock\u00a0: {title}", "ar": "متوفر من جديد: {title}"},
  {"kind": "back_in_stock", "part": "heading", "en": "{title} is back in stock", "fr": "{title} est de retour en stock", "ar": "{title} متوفر من جديد"},
  {"kind": "back_in_stock", "part": "body", "en": "You asked us to write when {title} was back. It is, for now: our artisans make each piece by hand, in small batches.", "fr": "Vous nous avez demandé de vous écrire au retour de {title}. Le voici, pour le moment\u00a0: nos artisans fabriquent chaque pièce à la main, en petites séries.", "ar": "طلبت منا أن نراسلك عند عودة {title}. لقد عاد، في الوقت الحالي: يصنع حرفيّونا كل قطعة يدويًا وبكميات صغيرة."},
  {"kind": "back_in_stock", "part": "note", "en": "We sent this e-mail once, because you asked on the product page. You are not on any list.", "fr": "Nous vous envoyons cet e-mail une seule fois, parce que vous l’avez demandé sur la page du produit. Vous n’êtes inscrit à aucune liste.", "ar": "أرسلنا إليك هذه الرسالة مرة واحدة فقط لأنك طلبتها من صفحة المنتج. لست مسجّلًا في أي قائمة."},
  {"kind": "back_in_stock", "part": "action", "en": "See the piece", "fr": "Voir la pièce", "ar": "مشاهدة القطعة"}
]
$seed$::jsonb) as t(kind text, part text, en text, fr text, ar text)
cross join lateral (values ('en', t.en), ('fr', t.fr), ('ar', t.ar)) as l(locale, message);

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
