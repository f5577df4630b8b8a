/**
 * The one reminder of a bag left behind (queue_bag_reminders): its lines, a link back to the bag in the
 * customer's language, and a one-click way out of the shop's news, both as a link and as the
 * List-Unsubscribe / List-Unsubscribe-Post headers of RFC 8058 (a mail client's own "Unsubscribe"
 * button POSTs to the same address).
 */
import { money, shopUrl, type MailContext } from './context.ts';
import { renderMail, type RenderedMail } from './layout.ts';
import type { BagReminderPayload } from './payload.ts';
import { footer, lineLabel } from './templates.ts';

/** The unsubscribe function's address for this customer's token, with the language of its answer. */
export const unsubscribeUrl = (
  bag: Pick<BagReminderPayload, 'unsubscribe_token' | 'locale'>,
  ctx: MailContext,
) =>
  `${(ctx.functionsUrl ?? '').replace(/\/+$/, '')}/unsubscribe?token=${encodeURIComponent(bag.unsubscribe_token)}&lang=${bag.locale}`;

export function renderBagReminderMail(bag: BagReminderPayload, ctx: MailContext): RenderedMail {
  const { locale } = bag;
  const t = (part: string) => ctx.texts.format('bag_reminder', part, locale);
  const unsubscribe = unsubscribeUrl(bag, ctx);
  const mail = renderMail({
    locale,
    subject: t('subject').replace(/[\r\n]+/g, ' '),
    heading: t('heading'),
    paragraphs: [t('body')],
    rows: bag.lines.map((line): [string, string] => [
      lineLabel(line, locale, ctx),
      money(line.unit_price * line.quantity, 'MAD', locale),
    ]),
    action: { label: t('action'), url: shopUrl(ctx, '/cart', locale) },
    links: [{ label: t('unsubscribe'), url: unsubscribe }],
    footer: `${t('why')} ${footer(ctx, locale)}`,
  });
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
