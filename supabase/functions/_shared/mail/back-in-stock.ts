/**
 * The e-mail a shopper asked for with "Notify me": the product is back, with a link to its page. Sent
 * once per request (the database marks the request done as it queues this message).
 */
import { renderMail, type RenderedMail } from './layout.ts';
import type { BackInStockPayload } from './payload.ts';
import { footer, type MailContext } from './templates.ts';

export const productUrl = (product: Pick<BackInStockPayload, 'slug'>, { siteUrl }: MailContext) =>
  `${siteUrl.replace(/\/$/, '')}/product/${encodeURIComponent(product.slug)}`;

export function renderBackInStockMail(product: BackInStockPayload, ctx: MailContext): RenderedMail {
  return renderMail({
    subject: `Back in stock: ${product.title}`.replace(/[\r\n]+/g, ' '),
    heading: `${product.title} is back in stock`,
    paragraphs: [
      `You asked us to write when ${product.title} was back. It is, for now: our artisans make each piece by hand, in small batches.`,
      'We sent this e-mail once, because you asked on the product page. You are not on any list.',
    ],
    action: { label: 'See the piece', url: productUrl(product, ctx) },
    footer: footer(ctx),
  });
}
