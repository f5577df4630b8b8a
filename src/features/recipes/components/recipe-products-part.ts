import { lazyPart, onDemand } from '@/components/ui/on-demand';
import { withStrings } from '@/lib/i18n/with-strings';

/**
 * The featured products sit below the method, far from the first screen: the product card and its reads
 * load after the recipe is usable (they kept /recipe over the 150 KB budget once it spoke three
 * languages). A prerendered recipe that shows them fetches this code before it hydrates (the recipe
 * page's `beforeHydration`): hydrating the boundary later, React met a returning visitor's currency,
 * read right after hydration, in cards the build had priced in dirhams, and threw the page away (#418).
 */
export const recipeProductsPart = onDemand(withStrings(() => import('./recipe-products')));

/** The section; render it inside <Suspense>. */
export const RecipeProducts = lazyPart(recipeProductsPart, (module) => module.RecipeProducts);
