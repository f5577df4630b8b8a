import { Search } from 'lucide-react';

import type { RecipeFilters as Filters } from '../lib/filter-recipes';
import { DIFFICULTIES } from '../types';

import { FilterChip } from './filter-chip';

interface RecipeFiltersProps {
  filters: Filters;
  tags: string[];
  onChange: (change: Partial<Filters>) => void;
}

/** Search, difficulty (All, easy, medium, hard) and the five-tag filter of the recipe list. */
export function RecipeFilters({ filters, tags, onChange }: RecipeFiltersProps) {
  return (
    <div role="search" className="space-y-5 border-y border-sand-200 py-6">
      <div className="relative max-w-xl">
        <label htmlFor="recipe-search" className="sr-only">
          Search recipes
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id="recipe-search"
          type="search"
          value={filters.search}
          onChange={(event) => onChange({ search: event.target.value })}
          placeholder="Search by title, description or tag"
          className="h-12 w-full rounded-full border border-sand-300 bg-white pl-11 pr-5 text-base text-ink placeholder:text-ink-muted focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-700/20"
        />
      </div>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:gap-10">
        <div role="group" aria-labelledby="difficulty-label" className="flex flex-wrap items-center gap-2">
          <span
            id="difficulty-label"
            className="w-full text-xs font-semibold uppercase tracking-label text-ink-soft sm:mr-2 sm:w-auto"
          >
            Difficulty
          </span>
          <FilterChip pressed={filters.difficulty === 'all'} onClick={() => onChange({ difficulty: 'all' })}>
            All
          </FilterChip>
          {DIFFICULTIES.map((level) => (
            <FilterChip
              key={level}
              pressed={filters.difficulty === level}
              onClick={() => onChange({ difficulty: level })}
            >
              {level}
            </FilterChip>
          ))}
        </div>
        {tags.length > 0 && (
          <div role="group" aria-labelledby="tags-label" className="flex flex-wrap items-center gap-2">
            <span
              id="tags-label"
              className="w-full text-xs font-semibold uppercase tracking-label text-ink-soft sm:mr-2 sm:w-auto"
            >
              Tags
            </span>
            {tags.map((tag) => (
              <FilterChip
                key={tag}
                pressed={filters.tag === tag}
                onClick={() => onChange({ tag: filters.tag === tag ? null : tag })}
              >
                {tag}
              </FilterChip>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
