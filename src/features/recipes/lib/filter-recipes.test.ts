import type { RecipeSummary } from '../types';

import { filterRecipes, filterTags, hasActiveFilters, NO_FILTERS } from './filter-recipes';

function recipe(overrides: Partial<RecipeSummary>): RecipeSummary {
  return {
    id: overrides.slug ?? 'r',
    slug: 'r',
    title: 'R',
    excerpt: null,
    author: null,
    category: 'recipe',
    image_url: null,
    alt_text: null,
    created_at: '2026-03-04T12:00:00Z',
    tags: [],
    difficulty_level: 'easy',
    prep_time: null,
    cook_time: null,
    servings: null,
    ...overrides,
  };
}

const tea = recipe({
  slug: 'tea',
  title: 'Mint Tea',
  excerpt: 'Poured from on high',
  tags: ['tea', 'drinks'],
});
const tagine = recipe({
  slug: 'tagine',
  title: 'Tagine',
  excerpt: 'Preserved lemon',
  tags: ['main', 'lemon'],
  difficulty_level: 'medium',
});
const pastilla = recipe({
  slug: 'pastilla',
  title: 'Pastilla',
  tags: ['main', 'pie'],
  difficulty_level: 'hard',
});
const all = [tea, tagine, pastilla];

describe('filterRecipes', () => {
  it('searches title, excerpt and tags, ignoring case', () => {
    expect(filterRecipes(all, { ...NO_FILTERS, search: 'MINT' })).toEqual([tea]);
    expect(filterRecipes(all, { ...NO_FILTERS, search: 'lemon' })).toEqual([tagine]);
    expect(filterRecipes(all, { ...NO_FILTERS, search: 'pie' })).toEqual([pastilla]);
    expect(filterRecipes(all, { ...NO_FILTERS, search: '   ' })).toEqual(all);
  });

  it('filters by difficulty and tag together', () => {
    expect(filterRecipes(all, { ...NO_FILTERS, difficulty: 'hard' })).toEqual([pastilla]);
    expect(filterRecipes(all, { ...NO_FILTERS, tag: 'main' })).toEqual([tagine, pastilla]);
    expect(filterRecipes(all, { search: '', difficulty: 'medium', tag: 'main' })).toEqual([tagine]);
  });

  it('treats a recipe without difficulty as easy', () => {
    const plain = recipe({ slug: 'plain', difficulty_level: null });
    expect(filterRecipes([plain], { ...NO_FILTERS, difficulty: 'easy' })).toEqual([plain]);
  });
});

describe('filterTags', () => {
  it('offers the first five distinct tags in sorted order', () => {
    expect(filterTags(all)).toEqual(['drinks', 'lemon', 'main', 'pie', 'tea']);
    expect(filterTags([...all, recipe({ tags: ['aaa'] })])).toEqual([
      'aaa',
      'drinks',
      'lemon',
      'main',
      'pie',
    ]);
  });
});

describe('hasActiveFilters', () => {
  it('is false only without any filter', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, tag: 'tea' })).toBe(true);
  });
});
