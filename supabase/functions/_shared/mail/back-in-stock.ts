/**
 * The e-mail a shopper asked for with "Notify me": the product is back, in the size that came back,
 * with a link to its page in the language they asked in. Sent once per request (the database marks
 * the request done as it queues this message).
 */
import { shopUrl, type MailContext } from './context.ts';
import { renderMail, type RenderedMail } from './layout.ts';
import type { BackInStockPayload } from './payload.ts';
import { footer, sizeWord } from './templates.ts';
import { isolateFor } from './texts.ts';

/** The product page, open on the size that came back (the page reads ?size= as a shared link does). */
export const productUrl = (product: Pick<BackInStockPayload, 'slug' | 'locale' | 'size'>, ctx: MailContext) =>
  shopUrl(ctx, `/product/${encodeURIComponent(product.slug)}`, product.locale) +
  (product.size ? `?size=${encodeURIComponent(product.size)}` : '');

export function renderBackInStockMail(product: BackInStockPayload, ctx: MailContext): RenderedMail {
  const { locale } = product;
  // The texts name the piece by {title}: "Fez Bowl (large)" when one size of several came back.
  const title = product.size
    ? `${isolateFor(locale, product.title)} (${sizeWord(ctx, locale, product.size)})`
    : product.title;
  const t = (part: string) => ctx.texts.format('back_in_stock', part, locale, { title });
  return renderMail({
    locale,
    subject: t('subject').replace(/[\r\n]+/g, ' '),
    heading: t('heading'),
    paragraphs: [t('body'), t('note')],
    action: { label: t('action'), url: productUrl(product, ctx) },
    footer: footer(ctx, locale),
  });
}
