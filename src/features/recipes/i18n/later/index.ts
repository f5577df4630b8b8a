import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** Cooking mode's words: they load with cooking mode, when a cook opens it. */
export const cookingMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export const useCookingText = () => useMessages(cookingMessages);
