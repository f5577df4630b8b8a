import { ChefHat } from 'lucide-react';

import { Button } from '@/components/ui';
import { ContentHeading } from '@/components/ui/content-heading';
import { ArticleImage } from '@/features/editorial';
import { SaveButton } from '@/features/saved';

import { useRecipeText } from '../i18n';
import type { Recipe } from '../types';

import { RecipeFacts } from './recipe-facts';

/** Image beside title, excerpt, tags, the facts and the actions (Enter Cooking Mode, Save). */
export function RecipeHeader({ recipe, onCook }: { recipe: Recipe; onCook: () => void }) {
  const t = useRecipeText();
  return (
    <header className="grid gap-8 lg:grid-cols-2 lg:items-center lg:gap-14">
      <ArticleImage
        article={recipe}
        sizes="(min-width: 1024px) 36rem, 100vw"
        priority
        className="aspect-[4/3] w-full rounded-sm"
      />
      <div>
        <ContentHeading kicker={t('recipe')} story={recipe} layout="beside" />
        {recipe.tags.length > 0 && (
          <ul aria-label={t('tags')} className="mt-5 flex flex-wrap gap-1.5">
            {recipe.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-sand-100 px-3 py-1 text-xs text-ink-soft">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-7">
          <RecipeFacts recipe={recipe} />
        </div>
        <div className="mt-7 flex flex-wrap gap-3">
          {recipe.enable_cooking_mode && (
            <Button onClick={onCook} size="md">
              <ChefHat aria-hidden className="h-4 w-4" />
              {t('cook')}
            </Button>
          )}
          <SaveButton itemType="article" itemId={recipe.id} title={recipe.title} />
        </div>
      </div>
    </header>
  );
}
