import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The words of "Add the pieces for this recipe": they load with the recipe's products and cooking mode. */
export const piecesMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type PiecesMessageId = keyof typeof english;

export const usePiecesText = () => useMessages(piecesMessages);
