import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/**
 * The recipe list's own words (its heading, filters, counts and cards' extras): a recipe's page does
 * not carry them.
 */
export const recipeListMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type RecipeListMessageId = keyof typeof english;

export const useRecipeListText = () => useMessages(recipeListMessages);
