/**
 * Every message in French and Arabic with the words the mail_texts migration seeds: language and
 * direction of the HTML, links into the shop in that language, money, dates and countries through
 * Intl, escaping, and the fallback to English for a translation that is missing or broken.
 */
import { assert, assertEquals } from '../../_test/assert.ts';
import { seededMailTexts } from '../../_test/mail-texts.ts';
import type { Locale } from '../rules/locales.ts';
import { renderBackInStockMail } from './back-in-stock.ts';
import { renderBagReminderMail } from './bag-reminder.ts';
import type { MailContext } from './context.ts';
import { MAIL_KINDS, orderPayloadSchema, type OrderMailKind, type OrderPayload } from './payload.ts';
import { renderOrderMail } from './templates.ts';
import { MailTextError, mailTexts, type MailTextRow } from './texts.ts';

const ORDER_ID = '6a0c7c5e-3f43-4a8e-9c55-1d1c8f0f0a01';
const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

const order = (locale: Locale, extra: Partial<OrderPayload> = {}): OrderPayload =>
  orderPayloadSchema.parse({
    order_id: ORDER_ID,
    order_number: 'ZLJ-001234',
    locale,
    customer_name: 'Amina <b>Tazi</b>',
    customer_email: 'amina@example.com',
    customer_phone: '+212600000000',
    shipping_address: { address: '12 Derb & Co', city: 'Fes', postalCode: '30000', country: 'MA' },
    payment_method: 'cod',
    currency: 'MAD',
    subtotal: 1234.5,
    shipping: 0,
    total: 1234.5,
    carrier: 'Amana',
    tracking_number: 'AM-778',
    tracking_url: 'https://tracking.example/AM-778',
    cancel_reason: 'Rupture <chez> le fournisseur',
    placed_at: '2026-11-27T23:30:00Z',
    lines: [{ title: 'Fez Bowl', size: 'medium', quantity: 2, unit_price: 617.25, total_price: 1234.5 }],
    ...extra,
  });

/**
 * A carpet (exempt: 0 %) and a bowl at 20 %, shipped for 45 MAD at 20 %, paid and invoiced: the TVA
 * per rate as order_mail_payload sums it (the bowl's 53.33 and the shipping's 7.50).
 */
const PAID_WITH_TVA: Partial<OrderPayload> = {
  payment_method: 'paypal',
  subtotal: 1520,
  shipping: 45,
  total: 1565,
  lines: [
    {
      title: 'Beni Ouarain Carpet',
      size: null,
      quantity: 1,
      unit_price: 1200,
      total_price: 1200,
      tva_rate: 0,
    },
    { title: 'Fez Bowl', size: 'large', quantity: 1, unit_price: 320, total_price: 320, tva_rate: 20 },
  ],
  shipping_tva_rate: 20,
  tva_rates: [
    { rate: 0, ht: 1200, tva: 0, ttc: 1200 },
    { rate: 20, ht: 304.17, tva: 60.83, ttc: 365 },
  ],
  invoice_number: 'F-2026-000042',
};

const ORDER_KINDS = MAIL_KINDS.filter(
  (kind): kind is OrderMailKind => kind !== 'back_in_stock' && kind !== 'bag_reminder',
);

/** Only the rows of `keep` languages: a part missing from them cannot hide behind English. */
const onlyLocales = (rows: MailTextRow[], keep: Locale[]) => rows.filter((row) => keep.includes(row.locale));

function context(rows: MailTextRow[] = seededMailTexts(), logs: string[] = []): MailContext {
  return {
    siteUrl: 'http://shop.test/',
    functionsUrl: 'http://api.test/functions/v1',
    shopWhatsapp: '+212 522 000 000',
    ownerLocale: 'en',
    texts: mailTexts(rows, (message) => void logs.push(message)),
  };
}

const links = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&#38;', '&'));

for (const locale of ['fr', 'ar'] as const) {
  Deno.test(`every message has all its words in ${locale}, in ${locale} and its direction`, () => {
    const ctx = { ...context(onlyLocales(seededMailTexts(), [locale])), ownerLocale: locale };
    // Without a promotion, with a code's discount, and with an automatic offer's (no code); paid with
    // its invoice, a guest's and an account's, an exempt piece among the taxed ones.
    const orders = [
      order(locale),
      order(locale, { discount: 123.45, promotion_codes: ['RAMADAN10'], total: 1111.05 }),
      order(locale, { discount: 123.45, total: 1111.05 }),
      order(locale, { ...PAID_WITH_TVA, guest: true }),
      order(locale, { ...PAID_WITH_TVA, guest: false }),
    ];
    for (const kind of ORDER_KINDS) {
      for (const placed of orders) {
        const mail = renderOrderMail(kind, placed, ctx);
        const dir = locale === 'ar' ? 'rtl' : 'ltr';
        assert(mail.html.includes(`<html lang="${locale}" dir="${dir}">`), `${kind}: lang and dir`);
        assert(mail.html.includes(`<body dir="${dir}"`), `${kind}: body dir`);
        assert(mail.subject.includes('ZLJ-001234'), `${kind}: ${mail.subject}`);
        assert(!mail.html.includes('<b>Tazi'), `${kind}: name escaped`);
      }
    }
    const restock = {
      request_id: ORDER_ID,
      product_id: ORDER_ID,
      slug: 'fez-bowl',
      title: 'Fez <i>Bowl</i>',
      locale,
    };
    const mail = renderBackInStockMail(restock, ctx);
    assert(mail.html.includes(`lang="${locale}"`) && mail.subject.includes('Fez <i>Bowl</i>'), mail.subject);
    assert(mail.html.includes('Fez &#60;i&#62;Bowl'), 'title escaped');
    assertEquals(links(mail.html), [`http://shop.test/${locale}/product/fez-bowl`]);

    const token = '5f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
    const bag = renderBagReminderMail(
      {
        cart_id: ORDER_ID,
        user_id: ORDER_ID,
        locale,
        unsubscribe_token: token,
        lines: [
          { title: 'Fez <i>Bowl</i>', size: 'medium', sku: 'ZLJ-CER-001-M', quantity: 2, unit_price: 240 },
        ],
      },
      ctx,
    );
    const unsubscribe = `http://api.test/functions/v1/unsubscribe?token=${token}&lang=${locale}`;
    assert(bag.html.includes(`lang="${locale}"`) && bag.html.includes('Fez &#60;i&#62;Bowl'), bag.subject);
    assertEquals(links(bag.html), [unsubscribe, `http://shop.test/${locale}/cart`]);
    assertEquals(bag.headers, {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
}

Deno.test('a French order is written in French: words, money, date, country and link', () => {
  const mail = renderOrderMail('order_received', order('fr'), context());
  assertEquals(mail.subject, 'Votre commande Zellij ZLJ-001234');
  assert(mail.text.includes('Bonjour Amina <b>Tazi</b>, nous avons bien reçu votre commande ZLJ-001234.'));
  assert(mail.text.includes('Nous vous appellerons au +212600000000'), 'cash on delivery steps');
  assert(mail.text.includes(`WhatsApp${NBSP}: https://wa.me/212522000000`), 'WhatsApp for cash on delivery');
  assert(mail.text.includes(`Fez Bowl (moyen) × 2: 1${NARROW_NBSP}234,50${NBSP}MAD`), mail.text);
  assert(mail.text.includes('Livraison: Offerte'));
  assert(mail.text.includes('Paiement: Paiement à la livraison'));
  // 23:30 UTC on the 27th is already the 28th in Casablanca (UTC+1).
  assert(mail.text.includes('Date de commande: 28 novembre 2026'), 'date in French, Moroccan time');
  assert(mail.text.includes('Livrer à: Amina <b>Tazi</b>, 12 Derb & Co, 30000 Fes, Maroc'));
  assertEquals(links(mail.html), [`http://shop.test/fr/order-confirmation/${ORDER_ID}`]);
  assert(mail.text.includes('Zellij · objets artisanaux marocains pour la maison · http://shop.test/'));

  const euros = renderOrderMail('payment_failed', order('fr', { currency: 'EUR', total: 132 }), context());
  assert(euros.text.includes(`Total: 12,00${NBSP}€ (≈ 132${NBSP}MAD)`), euros.text);
});

Deno.test(
  'an Arabic order is written in Arabic, right to left, with Latin digits as Morocco writes them',
  () => {
    const mail = renderOrderMail('order_shipped', order('ar'), context());
    assert(mail.subject.startsWith('طلبك من Zellij رقم'), mail.subject);
    assert(mail.text.includes('شركة النقل: Amana') && mail.text.includes('رقم التتبع: AM-778'), mail.text);
    assertEquals(links(mail.html), ['https://tracking.example/AM-778']);
    assert(
      mail.html.includes('padding:4px 0 4px 12px'),
      'the label gap is on the left in right-to-left tables',
    );
    const received = renderOrderMail('order_received', order('ar'), context());
    assert(received.text.includes('المغرب') && received.text.includes('1.234,50'), received.text);
    assert(!/[\u0660-\u0669]/.test(received.text), 'no Arabic-Indic digits');
    // Values typed in Latin script keep their own direction inside the Arabic sentence.
    assert(received.text.includes('\u2068+212600000000\u2069'), 'phone isolated');
    assert(received.text.includes('\u2068Fez Bowl\u2069 (متوسط) × 2'), 'a Latin title isolated in its line');
    assert(
      received.text.includes('واتساب: https://wa.me/212522000000\n'),
      'a link is left bare for linkifiers',
    );
    assertEquals(links(received.html), [`http://shop.test/ar/order-confirmation/${ORDER_ID}`]);
  },
);

Deno.test("the owner's alert is in the owner's language and names the customer's", () => {
  const alert = renderOrderMail('new_order_alert', order('ar'), context());
  assertEquals(alert.subject, 'New order ZLJ-001234: 1,234.5 MAD');
  assert(alert.html.includes('<html lang="en" dir="ltr">'));
  assert(alert.text.includes("Customer's language: العربية"), alert.text);
  assertEquals(links(alert.html), [`http://shop.test/order-confirmation/${ORDER_ID}`]);
  const french = renderOrderMail('new_order_alert', order('en'), { ...context(), ownerLocale: 'fr' });
  assertEquals(french.subject, `Nouvelle commande ZLJ-001234${NBSP}: 1${NARROW_NBSP}234,50${NBSP}MAD`);
  assertEquals(links(french.html), [`http://shop.test/fr/order-confirmation/${ORDER_ID}`]);
});

Deno.test(
  'a translation that is missing or broken falls back to English, and the broken one is logged',
  () => {
    const rows = seededMailTexts()
      .filter((row) => !(row.kind === 'order_cancelled' && row.part === 'subject' && row.locale === 'fr'))
      .map((row) =>
        row.kind === 'order_cancelled' && row.part === 'reason' && row.locale === 'fr'
          ? { ...row, message: 'Motif : {raison' }
          : row.kind === 'order_cancelled' && row.part === 'heading' && row.locale === 'fr'
            ? { ...row, message: 'Annulée pour {inconnu}' }
            : row,
      );
    const logs: string[] = [];
    const mail = renderOrderMail('order_cancelled', order('fr'), context(rows, logs));
    assertEquals(mail.subject, 'Your Zellij order ZLJ-001234 was cancelled');
    assert(mail.text.includes('ZELLIJ - Your order was cancelled'), 'heading in English');
    assert(mail.text.includes('Reason: Rupture <chez> le fournisseur'), 'reason in English');
    assert(mail.text.includes('Bonjour Amina'), 'what is translated stays French');
    assert(mail.html.includes('Rupture &#60;chez&#62;'), 'the reason is escaped');
    assertEquals(logs.length, 2, logs.join('\n'));
    assert(
      logs.every((line) => line.includes('order_cancelled/') && line.includes('/fr')),
      logs.join('\n'),
    );
  },
);

Deno.test('without a usable English text the message is not written', () => {
  const rows = seededMailTexts().filter((row) => !(row.kind === 'order_delivered' && row.part === 'body'));
  let error: unknown;
  try {
    renderOrderMail('order_delivered', order('fr'), context(rows));
  } catch (caught) {
    error = caught;
  }
  assert(error instanceof MailTextError && error.message.includes('order_delivered/body'), String(error));
});

Deno.test(
  'each line names its size and SKU in the order’s language; a line without them reads as before',
  () => {
    const lines = [
      {
        title: 'Fez Bowl',
        size: 'large',
        sku: 'ZLJ-CER-001-L',
        quantity: 1,
        unit_price: 320,
        total_price: 320,
      },
      {
        title: 'Thuya Board',
        size: null,
        sku: 'ZLJ-KIT-003',
        quantity: 2,
        unit_price: 450,
        total_price: 900,
      },
      { title: 'Old Jam', size: null, sku: null, quantity: 1, unit_price: 75, total_price: 75 },
    ];
    const english = renderOrderMail('order_received', order('en', { lines }), context());
    assert(english.text.includes('Fez Bowl (large, ZLJ-CER-001-L) × 1: 320 MAD'), english.text);
    assert(english.text.includes('Thuya Board (ZLJ-KIT-003) × 2: 900 MAD'), english.text);
    assert(english.text.includes('Old Jam × 1: 75 MAD'), english.text);
    assert(english.html.includes('Fez Bowl (large, ZLJ-CER-001-L) × 1'), 'the HTML table too');

    const french = renderOrderMail('order_received', order('fr', { lines }), context());
    assert(french.text.includes(`Fez Bowl (grand, ZLJ-CER-001-L) × 1: 320${NBSP}MAD`), french.text);

    // The SKU keeps its own direction in Arabic, after the size and the Arabic comma.
    const arabic = renderOrderMail('order_received', order('ar', { lines }), context());
    assert(
      arabic.text.includes('\u2068Fez Bowl\u2069 (كبير، \u2068ZLJ-CER-001-L\u2069) × 1'),
      'size and SKU in Arabic',
    );
    assert(arabic.text.includes('\u2068Thuya Board\u2069 (\u2068ZLJ-KIT-003\u2069) × 2'), arabic.text);

    // The owner picks the pieces by SKU: the alert, in the owner's language, names them too.
    const alert = renderOrderMail('new_order_alert', order('ar', { lines }), context());
    assert(alert.text.includes('Fez Bowl (large, ZLJ-CER-001-L) × 1'), alert.text);
  },
);

Deno.test(
  'a discount is taken off between the subtotal and the shipping, named by its code, in every language',
  () => {
    // 2 × 240 MAD with 10 % off: 48 MAD off, and the shipping to Fes for the 432 MAD left.
    const discounted = (locale: Locale, extra: Partial<OrderPayload> = {}) =>
      order(locale, {
        subtotal: 480,
        discount: 48,
        promotion_codes: ['RAMADAN10'],
        shipping: 45,
        total: 477,
        lines: [{ title: 'Safi Bowl', size: 'small', quantity: 2, unit_price: 240, total_price: 480 }],
        ...extra,
      });
    const tableOf = (text: string) =>
      text.slice(text.indexOf('Safi Bowl'), text.indexOf('\n', text.indexOf('Total')));

    const english = renderOrderMail('order_received', discounted('en'), context());
    assertEquals(
      tableOf(english.text),
      [
        'Safi Bowl (small) × 2: 480 MAD',
        'Subtotal: 480 MAD',
        'Discount (RAMADAN10): −48 MAD',
        'Shipping: 45 MAD',
        'Total: 477 MAD',
      ].join('\n'),
    );
    assert(english.html.includes('Discount (RAMADAN10)</td>'), 'the HTML table too');
    // Shown in the shopper's currency, the minus before the symbol.
    const dollars = renderOrderMail('order_received', discounted('en', { currency: 'USD' }), context());
    assert(dollars.text.includes('Discount (RAMADAN10): −$4.80'), dollars.text);

    const french = renderOrderMail('order_received', discounted('fr'), context());
    assert(french.text.includes(`Remise (RAMADAN10): −48${NBSP}MAD`), french.text);
    // The code keeps its own direction in the Arabic label.
    const arabic = renderOrderMail('order_received', discounted('ar'), context());
    assert(arabic.text.includes('الخصم (\u2068RAMADAN10\u2069): −'), arabic.text);

    // An automatic offer has no code; the owner's alert, in the owner's language, shows the discount too.
    const automatic = renderOrderMail('order_received', discounted('en', { promotion_codes: [] }), context());
    assert(automatic.text.includes('Subtotal: 480 MAD\nDiscount: −48 MAD\nShipping'), automatic.text);
    const alert = renderOrderMail('new_order_alert', discounted('ar'), context());
    assert(alert.text.includes('Discount (RAMADAN10): −48 MAD'), alert.text);
  },
);

Deno.test(
  'free shipping reads Free, and an order without a discount (or queued before them) has no line',
  () => {
    const freeShipping = order('en', { promotion_codes: ['FREESHIP'], shipping: 0 });
    const mail = renderOrderMail('order_received', freeShipping, context());
    assert(mail.text.includes('Shipping: Free') && !mail.text.includes('Discount'), mail.text);

    const { discount: _discount, promotion_codes: _codes, ...older } = order('en');
    const queuedBefore = orderPayloadSchema.parse(older);
    assertEquals([queuedBefore.discount, queuedBefore.promotion_codes], [0, []]);
    assert(!renderOrderMail('order_received', queuedBefore, context()).text.includes('Discount'));
  },
);

Deno.test('the back-in-stock mail names the size that came back, in the language asked in', () => {
  const restock = (locale: Locale, size: string | null) => ({
    request_id: ORDER_ID,
    product_id: ORDER_ID,
    variant_id: ORDER_ID,
    slug: 'fez-bowl',
    title: 'Fez Bowl',
    size,
    sku: 'ZLJ-CER-001-L',
    locale,
  });
  const english = renderBackInStockMail(restock('en', 'large'), context());
  assertEquals(english.subject, 'Back in stock: Fez Bowl (large)');
  assert(english.text.includes('You asked us to write when Fez Bowl (large) was back.'), english.text);
  // The link opens the page on that size.
  assertEquals(links(english.html), ['http://shop.test/product/fez-bowl?size=large']);
  assertEquals(links(renderBackInStockMail(restock('en', null), context()).html), [
    'http://shop.test/product/fez-bowl',
  ]);
  assertEquals(
    renderBackInStockMail(restock('fr', 'large'), context()).subject,
    `De retour en stock${NBSP}: Fez Bowl (grand)`,
  );
  // The title keeps its direction inside the Arabic size, and the whole inside the sentence.
  assertEquals(
    renderBackInStockMail(restock('ar', 'large'), context()).subject,
    'متوفر من جديد: \u2068\u2068Fez Bowl\u2069 (كبير)\u2069',
  );
  // A piece in one size is named alone.
  assertEquals(renderBackInStockMail(restock('en', null), context()).subject, 'Back in stock: Fez Bowl');
});

Deno.test('the refund mail says what went back, in the paid currency, why, how, and which pieces', () => {
  const refund = {
    amount: 16.36,
    currency: 'EUR' as const,
    amount_mad: 180,
    reason: 'Fêlé <pendant> le transport',
    provider: 'paypal' as const,
    lines: [{ title: 'Fez Bowl', size: 'small', quantity: 1, amount_mad: 180 }],
  };
  const fr = renderOrderMail(
    'refund_issued',
    order('fr', { currency: 'EUR', payment_method: 'paypal', refund }),
    context(),
  );
  assertEquals(fr.subject, 'Un remboursement pour votre commande Zellij ZLJ-001234');
  assert(fr.html.includes(`Nous vous avons remboursé 16,36${NBSP}€`), fr.html);
  assert(fr.text.includes('Motif\u00a0: Fêlé <pendant> le transport'), fr.text);
  assert(!fr.html.includes('<pendant>'), 'the reason is escaped');
  assert(fr.text.includes('La somme revient sur le compte PayPal'), fr.text);
  assert(fr.text.includes('Fez Bowl (petit) × 1: 16,36'), fr.text);
  assert(links(fr.html).includes(`http://shop.test/fr/order-confirmation/${ORDER_ID}`));

  const ar = renderOrderMail(
    'refund_issued',
    order('ar', {
      refund: { ...refund, amount: 25.5, currency: 'MAD', amount_mad: 25.5, provider: 'manual', lines: [] },
    }),
    context(),
  );
  assert(ar.text.includes('أعدنا إليك هذا المبلغ نقدًا.'), ar.text);
  assert(ar.subject.includes('ZLJ-001234'), ar.subject);
});

Deno.test('a return’s mails say where to send the pieces once approved, and why not when rejected', () => {
  const pieces = [{ title: 'Fez Bowl', size: 'small', quantity: 1 }];
  const address = 'Zellij returns, 12 Derb Sidi Ahmed, Fes 30000, Morocco';
  const approved = renderOrderMail(
    'return_approved',
    order('fr', { return: { status: 'approved', return_address: address, reject_reason: null, pieces } }),
    context(),
  );
  assertEquals(approved.subject, 'Votre retour pour la commande Zellij ZLJ-001234 est accepté');
  assert(approved.text.includes(`à l’adresse suivante${NBSP}: ${address}`), approved.text);
  assert(approved.text.includes('Fez Bowl (petit): × 1'), approved.text);
  const rejected = renderOrderMail(
    'return_rejected',
    order('ar', {
      return: { status: 'rejected', return_address: null, reject_reason: 'قطع مستعملة', pieces },
    }),
    context(),
  );
  assert(rejected.text.includes('السبب: \u2068قطع مستعملة\u2069'), rejected.text);
});

Deno.test(
  'the confirmed and delivered mails show the TVA inside the total per rate, in dirhams, and link the invoice',
  () => {
    const guest = order('en', { ...PAID_WITH_TVA, guest: true });
    for (const kind of ['order_confirmed', 'order_delivered'] as const) {
      const mail = renderOrderMail(kind, guest, context());
      const table = mail.text.slice(
        mail.text.indexOf('Total:'),
        mail.text.indexOf('\n\n', mail.text.indexOf('Total:')),
      );
      // A 0 % rate is an exempt good: it says so instead of "incl. TVA 0 %: 0 MAD".
      assertEquals(
        table,
        [
          'Total: 1,565 MAD',
          'Exempt from TVA (article 91 of the General Tax Code): 1,200 MAD',
          `incl. TVA 20${NBSP}%: 60.83 MAD`,
        ].join('\n'),
      );
      assert(!mail.text.includes('TVA 0'), mail.text);
      // A guest downloads the document itself; the button still opens the order page.
      const document =
        'http://api.test/functions/v1/invoice?number=F-2026-000042' +
        `&order=${ORDER_ID}&email=amina%40example.com`;
      assertEquals(links(mail.html), [document, `http://shop.test/order-confirmation/${ORDER_ID}`]);
      assert(mail.text.includes(`Download your invoice F-2026-000042: ${document}`), mail.text);
    }

    // An account's customer downloads it from the order page, signed in, in the order's language.
    const account = renderOrderMail(
      'order_confirmed',
      order('fr', { ...PAID_WITH_TVA, guest: false }),
      context(),
    );
    const page = `http://shop.test/fr/order-confirmation/${ORDER_ID}`;
    assertEquals(links(account.html), [page, page]);
    assert(account.text.includes(`Votre facture F-2026-000042 est sur la page de votre commande: ${page}`));
    assert(account.text.includes(`dont TVA 20${NBSP}%: 60,83${NBSP}MAD`), account.text);
    assert(
      account.text.includes(
        `Exonéré de TVA (article 91 du Code général des impôts): 1${NARROW_NBSP}200${NBSP}MAD`,
      ),
    );

    // In euros the total is the shopper's currency; the TVA stays in dirhams, as on the invoice.
    const euros = renderOrderMail(
      'order_delivered',
      order('en', { ...PAID_WITH_TVA, currency: 'EUR' }),
      context(),
    );
    assert(euros.text.includes('Total: €142.27 (≈ 1,565 MAD)'), euros.text);
    assert(euros.text.includes(`incl. TVA 20${NBSP}%: 60.83 MAD`), euros.text);

    // Arabic: the rate keeps its digits' direction inside the sentence.
    const arabic = renderOrderMail(
      'order_delivered',
      order('ar', { ...PAID_WITH_TVA, guest: true }),
      context(),
    );
    assert(
      arabic.text.includes(`منها الضريبة على القيمة المضافة \u206820\u2069${NBSP}%: \u200f60,83`),
      arabic.text,
    );
    assert(
      arabic.text.includes('تحميل فاتورتك رقم \u2068F-2026-000042\u2069: http://api.test/'),
      arabic.text,
    );
  },
);

Deno.test(
  'no invoice yet (or a row queued before the mails showed TVA): the total alone, no invoice link',
  () => {
    const waiting = order('en', { ...PAID_WITH_TVA, invoice_number: null, guest: true });
    const mail = renderOrderMail('order_delivered', waiting, context());
    assert(mail.text.includes(`incl. TVA 20${NBSP}%: 60.83 MAD`), mail.text);
    assertEquals(links(mail.html), [`http://shop.test/order-confirmation/${ORDER_ID}`]);
    assert(!mail.text.includes('invoice'), mail.text);

    const older = renderOrderMail('order_confirmed', order('en'), context());
    assert(older.text.includes('Total: 1,234.5 MAD\n\nView your order'), older.text);
    assert(!older.text.includes('TVA'), older.text);
  },
);

Deno.test(
  '"How is your bowl?" names the pieces and leads to the order page’s review form, in 3 languages',
  () => {
    const expected = {
      en: ['How is your bowl? Tell us about Zellij order', 'Review your pieces'],
      fr: ['Que pensez-vous de votre bol ? Parlez-nous de la commande Zellij', 'Donner votre avis'],
      ar: ['ما رأيك في قطعتك؟ أخبرنا عن طلبك من Zellij رقم', 'قيّم قطعك'],
    } as const;
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const mail = renderOrderMail('review_request', order(locale), context());
      assert(mail.subject.startsWith(expected[locale][0]), mail.subject);
      assert(mail.text.includes(expected[locale][1]), mail.text);
      const page = `http://shop.test/${locale === 'en' ? '' : `${locale}/`}order-confirmation/${ORDER_ID}#reviews`;
      assertEquals(links(mail.html), [page]);
      assert(!mail.text.includes('{'), mail.text);
    }
  },
);
