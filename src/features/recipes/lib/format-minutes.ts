import type { Translate } from '@/lib/i18n/use-messages';

import type { RecipeMessageId } from '../i18n';

/** 5 -> "5 min", 75 -> "1 hr 15 min", 120 -> "2 hr", in the page's language (`t` of useRecipeText). */
export function formatMinutes(minutes: number, t: Translate<RecipeMessageId>): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('m', { m: rest });
  return rest === 0 ? t('h', { h: hours }) : t('hm', { h: hours, m: rest });
}
