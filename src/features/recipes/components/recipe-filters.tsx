import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { ChoiceSelect } from '@/components/ui/choice-select';

import type { RecipeFacets } from '../api/browse-recipes';
import {
  isRecipeSort,
  RECIPE_SORTS,
  recipesHref,
  timeBandLabel,
  type RecipeFilters as Filters,
} from '../lib/recipe-filters';
import { useRecipeText } from '../i18n';
import { useRecipeListText } from '../i18n/list';
import { isDifficulty } from '../types';

import { FilterChip } from './filter-chip';

interface RecipeFiltersProps {
  filters: Filters;
  facets: RecipeFacets;
  onSearch: (search: string) => void;
  onSort: (sort: Filters['sort']) => void;
}

const groupLabel = 'w-full text-xs font-semibold uppercase tracking-label text-ink-soft sm:me-2 sm:w-auto';

function Group({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="flex flex-wrap items-center gap-2">
      <span id={id} className={groupLabel}>
        {label}
      </span>
      {children}
    </div>
  );
}

/** Search, then difficulty, time and the five-tag filter, each choice with the recipes it gives. */
export function RecipeFilters({ filters, facets, onSearch, onSort }: RecipeFiltersProps) {
  const id = useId();
  const t = useRecipeListText();
  // What the list's filters share with a recipe's facts: the difficulty and its levels, the tags.
  const facts = useRecipeText();
  const total = (choices: { count: number }[]) => choices.reduce((sum, c) => sum + c.count, 0);
  return (
    <div role="search" className="space-y-5 border-y border-sand-200 py-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative max-w-xl flex-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('search')}
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute start-4 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={`${id}-search`}
            type="search"
            value={filters.search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t('search.ph')}
            className="h-12 w-full rounded-full border border-sand-300 bg-white pe-5 ps-11 text-base text-ink placeholder:text-ink-muted focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-700/20"
          />
        </div>
        <div className="flex items-center gap-2">
          <ChoiceSelect
            id={`${id}-sort`}
            label={t('sort')}
            labelClassName="text-xs font-semibold uppercase tracking-label text-ink-soft"
            value={filters.sort}
            options={RECIPE_SORTS.map((option) => ({ value: option.value, label: t(option.label) }))}
            isChoice={isRecipeSort}
            onChange={onSort}
            className="h-10 rounded-full border border-sand-300 bg-white py-0 pe-8 ps-3 text-sm text-ink"
          />
        </div>
      </div>
      <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-10">
        <Group id={`${id}-difficulty`} label={facts('difficulty')}>
          <FilterChip
            label={t('all')}
            count={total(facets.difficulty)}
            current={filters.difficulty === 'all'}
            to={recipesHref(filters, { difficulty: 'all' })}
          />
          {facets.difficulty.map((choice) => (
            <FilterChip
              key={choice.value}
              label={isDifficulty(choice.value) ? facts('level', { level: choice.value }) : choice.value}
              count={choice.count}
              current={filters.difficulty === choice.value}
              to={recipesHref(filters, {
                difficulty:
                  filters.difficulty === choice.value || !isDifficulty(choice.value) ? 'all' : choice.value,
              })}
            />
          ))}
        </Group>
        <Group id={`${id}-time`} label={t('time')}>
          {facets.time.map((choice) => (
            <FilterChip
              key={choice.value}
              label={timeBandLabel(choice, t)}
              count={choice.count}
              current={filters.time === choice.value}
              to={recipesHref(filters, { time: filters.time === choice.value ? null : choice.value })}
            />
          ))}
        </Group>
        {facets.tag.length > 0 && (
          <Group id={`${id}-tags`} label={facts('tags')}>
            {facets.tag.map((choice) => (
              <FilterChip
                key={choice.value}
                label={choice.value}
                count={choice.count}
                current={filters.tag === choice.value}
                to={recipesHref(filters, { tag: filters.tag === choice.value ? null : choice.value })}
              />
            ))}
          </Group>
        )}
      </div>
    </div>
  );
}
