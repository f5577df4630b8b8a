import { StoryProducts } from '@/features/editorial';

import { useRecipeText } from '../i18n';

import { AddRecipePieces } from './add-recipe-pieces';

/**
 * SPEC: Featured Products from the recipe's linked products, with "Add the pieces for this recipe"; far
 * below the method, so none is on the first screen.
 */
export function RecipeProducts({ productIds }: { productIds: string[] }) {
  const t = useRecipeText();
  return (
    <StoryProducts
      productIds={productIds}
      id="featured-products"
      eyebrow={t('shop')}
      title={t('featured')}
      renderWhenNear
    >
      <AddRecipePieces productIds={productIds} className="mt-8" />
    </StoryProducts>
  );
}
