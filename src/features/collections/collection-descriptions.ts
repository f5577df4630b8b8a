import type { Translate } from '@/lib/i18n/use-messages';

import type { CollectionsMessageId } from './i18n';

/** The four collections with words of their own (SPEC §2); others are described by their products. */
const DESCRIBED = ['tea-rituals', 'zellij-basics', 'summer-pantry', 'zellij-essentials'] as const;
type Described = (typeof DESCRIBED)[number];

export function collectionDescription(slug: string, t: Translate<CollectionsMessageId>): string {
  const key = slug.toLowerCase();
  return DESCRIBED.includes(key as Described) ? t(`d.${key as Described}`) : t('d.other');
}
