import type { FacetChoice } from '@/lib/facets';
import type { Translate } from '@/lib/i18n/use-messages';
import { readPage } from '@/lib/pages';

import type { RecipeListMessageId } from '../i18n/list';

import { isDifficulty, type Difficulty } from '../types';

/** The recipe list's URL state (?q=&difficulty=&time=&tag=&sort=&page=), shareable and restored by Back. */
export const RECIPE_SORTS = [
  { value: 'newest', label: 'sort.newest' },
  { value: 'quickest', label: 'sort.quickest' },
] as const satisfies readonly { value: string; label: RecipeListMessageId }[];
export type RecipeSort = (typeof RECIPE_SORTS)[number]['value'];

export const isRecipeSort = (value: string | null): value is RecipeSort =>
  RECIPE_SORTS.some((option) => option.value === value);

export interface RecipeFilters {
  search: string;
  difficulty: Difficulty | 'all';
  /** A band of browse_recipes' time facet (prep plus cook), e.g. "under-30". */
  time: string | null;
  tag: string | null;
  sort: RecipeSort;
  page: number;
}

export const NO_FILTERS: RecipeFilters = {
  search: '',
  difficulty: 'all',
  time: null,
  tag: null,
  sort: 'newest',
  page: 1,
};

export function hasActiveFilters(filters: RecipeFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.difficulty !== 'all' ||
    filters.time !== null ||
    filters.tag !== null
  );
}

export function readRecipeFilters(params: URLSearchParams): RecipeFilters {
  const difficulty = params.get('difficulty');
  const sort = params.get('sort');
  return {
    search: params.get('q') ?? '',
    difficulty: isDifficulty(difficulty) ? difficulty : 'all',
    time: params.get('time') || null,
    tag: params.get('tag') || null,
    sort: isRecipeSort(sort) ? sort : 'newest',
    page: readPage(params),
  };
}

/** The address of a view of /recipes; changing any filter goes back to the first page. */
export function recipesHref(filters: RecipeFilters, change: Partial<RecipeFilters> = {}): string {
  const next = { ...filters, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.search) params.set('q', next.search);
  if (next.difficulty !== 'all') params.set('difficulty', next.difficulty);
  if (next.time) params.set('time', next.time);
  if (next.tag) params.set('tag', next.tag);
  if (next.sort !== 'newest') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return `/recipes${query ? `?${query}` : ''}`;
}

/** "Under 30 min", "30–60 min", "1–2 hours", "2 hours or more": the bands browse_recipes counts. */
export function timeBandLabel(
  { min, max }: Pick<FacetChoice, 'min' | 'max'>,
  t: Translate<RecipeListMessageId>,
): string {
  const minutes = (m: number) => (m >= 60 && m % 60 === 0 ? `${m / 60}` : `${m}`);
  const unit = (m: number) => (m >= 60 && m % 60 === 0 ? (m === 60 ? 'hour' : 'hours') : 'min');
  if (min === null && max !== null) return t('band.under', { n: minutes(max), unit: unit(max) });
  if (min !== null && max === null) return t('band.more', { n: minutes(min), unit: unit(min) });
  if (min !== null && max !== null) {
    return unit(min) === unit(max) || (unit(min) === 'hour' && unit(max) === 'hours')
      ? t('band.range', { a: minutes(min), b: minutes(max), unit: unit(max) })
      : t('band.range', { a: min, b: max, unit: 'min' });
  }
  return t('band.any');
}
