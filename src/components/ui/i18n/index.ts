import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/**
 * The shared kit's words (loading, failed reads, pagination, the quantity stepper, toasts), the page
 * title's suffix and the error screens': any page may show them, so they are one small catalogue.
 */
export const uiMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type UiMessageId = keyof typeof english;

export const useUiText = () => useMessages(uiMessages);

/**
 * A plain (argument-free) message for an error screen, which must never suspend: it may be drawn above
 * every Suspense boundary, or because the strings themselves failed to download. English stands in
 * until the page's language is in.
 */
export function useUiTextNow(): (id: UiMessageId) => string {
  const locale = useLocale();
  const own = uiMessages.messagesFor(locale);
  if (!own) void uiMessages.load(locale).catch(() => undefined);
  return (id) => {
    const message = own?.[id] ?? uiMessages.english[id];
    return typeof message === 'string' ? message : String(uiMessages.english[id]);
  };
}
