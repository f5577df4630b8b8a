import { Badge, type BadgeTone } from '@/components/ui';

import type { Difficulty } from '../types';

const TONE: Record<Difficulty, BadgeTone> = { easy: 'green', medium: 'saffron', hard: 'clay' };

/** SPEC: difficulty defaults to easy when the editor left it empty. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty | null }) {
  const level = difficulty ?? 'easy';
  return <Badge tone={TONE[level]}>{level}</Badge>;
}
