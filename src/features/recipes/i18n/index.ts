import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/**
 * The words of a recipe's page, some of which the list's cards and filters share (the list has its own
 * in list/, cooking mode in later/).
 */
export const recipeMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type RecipeMessageId = keyof typeof english;

export const useRecipeText = () => useMessages(recipeMessages);
