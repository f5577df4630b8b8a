import { getSupabase } from '@/lib/supabase';

import { getRecipe } from './get-recipe';

describe('getRecipe', () => {
  it('reads the ingredients and steps of every published recipe into their typed shape', async () => {
    const supabase = await getSupabase();
    const { data } = await supabase
      .from('articles')
      .select('slug')
      .eq('category', 'recipe')
      .eq('published', true)
      .throwOnError();
    expect(data.length).toBeGreaterThan(0);
    for (const { slug } of data) {
      const recipe = await getRecipe(slug);
      expect(recipe?.ingredients.length).toBeGreaterThan(0);
      expect(recipe?.ingredients.every((ingredient) => ingredient.item !== '')).toBe(true);
      expect(recipe?.steps.every((step) => typeof step.instruction === 'string')).toBe(true);
    }
  });

  it('is null for a slug that is no recipe', async () => {
    expect(await getRecipe('no-such-recipe')).toBeNull();
  });
});
