import { Clock, Users } from 'lucide-react';

import { ArticleImage, ArticleTitleLink } from '@/features/editorial';
import { RECIPE_CARD_TAGS } from '@/lib/constants';

import { useRecipeText } from '../i18n';
import { useRecipeListText } from '../i18n/list';
import { totalMinutes, type RecipeSummary } from '../types';

import { DifficultyBadge } from './difficulty-badge';

/** SPEC: difficulty badge, excerpt, total minutes, servings, up to 3 tags plus '+n'. */
export function RecipeCard({ recipe, priority = false }: { recipe: RecipeSummary; priority?: boolean }) {
  const shownTags = recipe.tags.slice(0, RECIPE_CARD_TAGS);
  const moreTags = recipe.tags.length - shownTags.length;
  const t = useRecipeText();
  const list = useRecipeListText();
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative overflow-hidden rounded-sm bg-sand-200">
        <ArticleImage
          article={recipe}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 45vw, 92vw"
          priority={priority}
          className="aspect-[3/2] w-full transition-transform duration-700 ease-out group-hover:scale-[1.03]"
        />
        <div className="absolute start-3 top-3">
          <DifficultyBadge difficulty={recipe.difficulty_level} />
        </div>
      </div>
      <h2 className="mt-5 font-display text-2xl font-light leading-tight text-ink">
        <ArticleTitleLink article={recipe} />
      </h2>
      {recipe.excerpt && (
        <p lang={recipe.lang?.excerpt} className="mt-2 line-clamp-3 leading-relaxed text-ink-soft">
          {recipe.excerpt}
        </p>
      )}
      <div className="mt-auto pt-4">
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft">
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock aria-hidden className="h-4 w-4 text-clay-600" />
              <span className="sr-only">{list('total')}</span>
            </dt>
            <dd>{t('m', { m: totalMinutes(recipe) })}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Users aria-hidden className="h-4 w-4 text-clay-600" />
              <span className="sr-only">{t('servings')}</span>
            </dt>
            <dd>{t('serves', { count: recipe.servings ?? 1 })}</dd>
          </div>
        </dl>
        {recipe.tags.length > 0 && (
          <ul aria-label={t('tags')} className="mt-3 flex flex-wrap gap-1.5">
            {shownTags.map((tag) => (
              <li key={tag} className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs text-ink-soft">
                {tag}
              </li>
            ))}
            {moreTags > 0 && (
              <li className="rounded-full px-1.5 py-0.5 text-xs text-ink-muted">
                <span aria-hidden>+{moreTags}</span>
                <span className="sr-only">{list('more', { n: moreTags })}</span>
              </li>
            )}
          </ul>
        )}
      </div>
    </article>
  );
}
