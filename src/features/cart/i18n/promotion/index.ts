import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/**
 * The promotion code field and the discount rows, which the bag and the checkout both show: apart
 * from the cart page's words, so the checkout carries only these.
 */
export const promotionMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type PromotionMessageId = keyof typeof english;

export const usePromotionText = () => useMessages(promotionMessages);
