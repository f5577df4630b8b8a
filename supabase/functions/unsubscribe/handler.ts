/**
 * unsubscribe: the one-click way out of the shop's news (the abandoned-bag reminder), from a mail.
 *
 *   POST ?token=<uuid>   RFC 8058: a mail client's own "Unsubscribe" button (List-Unsubscribe-Post:
 *                        List-Unsubscribe=One-Click) posts to the List-Unsubscribe address
 *   GET  ?token=<uuid>&lang=fr   the link in the mail, followed by the customer
 *
 * Both answer 200 with a short text in the mail's language, whether or not the token was known: the
 * answer tells a guesser nothing. A token that is not a uuid is 400. verify_jwt is off (a mail client
 * sends no token): the unguessable token is the whole check, and unsubscribe_marketing only ever turns
 * mail off. Hosted Supabase answers a function's GET as plain text, so the answer is text, not a page.
 */
import { z } from 'zod';
import { serviceClient } from '../_shared/clients.ts';
import { withHttp } from '../_shared/http.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../_shared/rules/locales.ts';

export interface UnsubscribeDeps {
  /** unsubscribe_marketing(p_token) with the service role. */
  unsubscribe(token: string): Promise<void>;
}

const DONE: Record<Locale, string> = {
  en: 'You are unsubscribed: Zellij will send you no more news, and no reminder of your bag. You can say yes again on your profile.',
  fr: 'Vous êtes désabonné·e : Zellij ne vous enverra plus de nouvelles, ni de rappel de votre panier. Vous pouvez dire oui de nouveau sur votre profil.',
  ar: 'تم إلغاء اشتراكك: لن يرسل لك زليج أخبارًا ولا تذكيرًا بسلّتك بعد الآن. يمكنك الاشتراك من جديد من ملفك الشخصي.',
};

const text = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

const tokenSchema = z.guid();

export function createUnsubscribeHandler(getDeps: () => UnsubscribeDeps) {
  return withHttp(async (req) => {
    if (req.method !== 'GET' && req.method !== 'POST') return text('Use GET or POST.', 405);
    const params = new URL(req.url).searchParams;
    const lang = params.get('lang') ?? DEFAULT_LOCALE;
    const locale: Locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
    const token = tokenSchema.safeParse(params.get('token'));
    if (!token.success)
      return text('This unsubscribe link is incomplete. Use the link of the e-mail as it came.', 400);
    await getDeps().unsubscribe(token.data);
    return text(DONE[locale]);
  });
}

let deps: UnsubscribeDeps | null = null;

function defaultDeps(): UnsubscribeDeps {
  if (deps) return deps;
  const client = serviceClient();
  return (deps = {
    async unsubscribe(token) {
      const { error } = await client.rpc('unsubscribe_marketing', { p_token: token });
      if (error) throw new Error(`unsubscribe_marketing failed: ${error.message}`);
    },
  });
}

export const handler = createUnsubscribeHandler(defaultDeps);
