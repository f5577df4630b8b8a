import type { ArticleSummary } from '@/features/editorial';

export type Difficulty = 'easy' | 'medium' | 'hard';
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

export interface Ingredient {
  amount?: string | null;
  item: string;
  notes?: string | null;
}

export interface RecipeStep {
  instruction?: string | null;
  /** Minutes. */
  time?: number | null;
  notes?: string | null;
}

/** What the recipe list and its cards read. */
export interface RecipeSummary extends ArticleSummary {
  tags: string[];
  difficulty_level: Difficulty | null;
  prep_time: number | null;
  cook_time: number | null;
  servings: number | null;
}

export const RECIPE_SUMMARY_COLUMNS =
  'id, slug, title, excerpt, author, category, image_url, alt_text, created_at, tags, difficulty_level, prep_time, cook_time, servings';

export interface Recipe extends RecipeSummary {
  body: string;
  ingredients: Ingredient[];
  steps: RecipeStep[];
  enable_cooking_mode: boolean;
  linked_products: string[];
  seo_title: string | null;
  meta_description: string | null;
  updated_at: string;
}

export const RECIPE_COLUMNS = `${RECIPE_SUMMARY_COLUMNS}, body, ingredients, steps, enable_cooking_mode, linked_products, seo_title, meta_description, updated_at`;

/** SPEC: prep plus cook, in minutes. */
export function totalMinutes(recipe: Pick<RecipeSummary, 'prep_time' | 'cook_time'>): number {
  return (recipe.prep_time ?? 0) + (recipe.cook_time ?? 0);
}
