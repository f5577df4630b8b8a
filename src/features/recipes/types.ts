import type { ArticleSummary, FallbackLang } from '@/features/editorial';
import { arrayOf, fields, nullable, number, text, type JsonReader } from '@/lib/json-reader';
import { ArticlesChecks, type Tables } from '@/types/database.types';

type Article = Tables<'articles'>;

export type Difficulty = NonNullable<Article['difficulty_level']>;
export const DIFFICULTIES: readonly Difficulty[] = ArticlesChecks.difficulty_level;

export const isDifficulty = (value: string | null): value is Difficulty =>
  DIFFICULTIES.some((level) => level === value);

/** One entry of articles.ingredients (the articles_ingredients_shape check requires item). */
export interface Ingredient {
  amount?: string | null;
  item: string;
  notes?: string | null;
}

/** One entry of articles.steps (the check requires instruction; screens also show a blank step). */
export interface RecipeStep {
  instruction?: string | null;
  /** Minutes. */
  time?: number | null;
  notes?: string | null;
}

/** What the recipe list and its cards read. */
export type RecipeSummary = ArticleSummary &
  Pick<Article, 'tags' | 'difficulty_level' | 'prep_time' | 'cook_time' | 'servings'>;

export const RECIPE_SUMMARY_COLUMNS =
  'id, slug, title, excerpt, author, category, image_url, alt_text, created_at, tags, difficulty_level, prep_time, cook_time, servings';

/** What article_translations translates of a recipe. */
export const RECIPE_FIELDS = [
  'title',
  'excerpt',
  'alt_text',
  'body',
  'ingredients',
  'steps',
  'seo_title',
  'meta_description',
] as const;
export type RecipeField = (typeof RECIPE_FIELDS)[number];

export type Recipe = Omit<RecipeSummary, 'lang'> &
  Pick<
    Article,
    'body' | 'enable_cooking_mode' | 'linked_products' | 'seo_title' | 'meta_description' | 'updated_at'
  > & { ingredients: Ingredient[]; steps: RecipeStep[]; lang?: FallbackLang<RecipeField> };

export const RECIPE_COLUMNS =
  `${RECIPE_SUMMARY_COLUMNS}, body, ingredients, steps, enable_cooking_mode, linked_products, seo_title, meta_description, updated_at, article_translations(title, excerpt, alt_text, body, ingredients, steps, seo_title, meta_description)` as const;

export const readIngredients: JsonReader<Ingredient[]> = arrayOf((value, path) => {
  const field = fields(value, path);
  return {
    amount: field('amount', nullable(text)),
    item: field('item', text),
    notes: field('notes', nullable(text)),
  };
});

export const readSteps: JsonReader<RecipeStep[]> = arrayOf((value, path) => {
  const field = fields(value, path);
  return {
    instruction: field('instruction', text),
    time: field('time', nullable(number)),
    notes: field('notes', nullable(text)),
  };
});

/** SPEC: prep plus cook, in minutes. */
export function totalMinutes(recipe: Pick<RecipeSummary, 'prep_time' | 'cook_time'>): number {
  return (recipe.prep_time ?? 0) + (recipe.cook_time ?? 0);
}
