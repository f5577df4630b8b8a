import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** What the bag's live region says (the layout mounts it on every page): kept apart from the cart page's words. */
export const bagMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type BagMessageId = keyof typeof english;

export const useBagText = () => useMessages(bagMessages);
