import { Badge, type BadgeTone } from '@/components/ui';

import { useRecipeText } from '../i18n';
import type { Difficulty } from '../types';

const TONE: Record<Difficulty, BadgeTone> = { easy: 'green', medium: 'saffron', hard: 'clay' };

/** SPEC: difficulty defaults to easy when the editor left it empty. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty | null }) {
  const level = difficulty ?? 'easy';
  const t = useRecipeText();
  return <Badge tone={TONE[level]}>{t('level', { level })}</Badge>;
}
