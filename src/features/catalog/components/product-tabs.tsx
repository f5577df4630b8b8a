import * as Tabs from '@/components/ui/tabs';
import { Link } from 'react-router-dom';

import { listView } from '@/components/ui/query-view';

import { useProductStories } from '../api/get-product-stories';
import type { Product } from '../types';

const trigger =
  'relative -mb-px whitespace-nowrap border-b-2 border-transparent px-1 pb-3 text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted transition-colors hover:text-ink data-[state=active]:border-clay-600 data-[state=active]:text-ink';
const panel = 'max-w-prose pt-8 text-base leading-relaxed text-ink-soft focus-visible:outline-none';

function ProductStories({ productId }: { productId: string }) {
  const list = useProductStories(productId);
  const stories = list.items;
  const waiting = listView(list, <p>Loading...</p>);
  if (waiting) return waiting;
  if (stories.length === 0) return <p>No rituals or recipes feature this piece yet.</p>;
  return (
    <ul className="divide-y divide-sand-200 border-y border-sand-200">
      {stories.map((story) => (
        <li key={story.id} className="py-4">
          <p className="text-[0.7rem] font-semibold uppercase tracking-label text-clay-600">
            {story.category}
          </p>
          <Link
            to={`/${story.category}/${story.slug}`}
            className="font-display text-xl text-ink hover:text-clay-700"
          >
            {story.title}
          </Link>
          {story.excerpt && <p className="mt-1 text-sm">{story.excerpt}</p>}
        </li>
      ))}
    </ul>
  );
}

/** Details / Care Instructions / Shipping Info / Rituals & Recipes. */
export function ProductTabs({ product }: { product: Product }) {
  return (
    <Tabs.Root defaultValue="details">
      <Tabs.List
        aria-label="About this piece"
        className="flex gap-6 overflow-x-auto border-b border-sand-200 sm:gap-10"
      >
        <Tabs.Trigger value="details" className={trigger}>
          Details
        </Tabs.Trigger>
        <Tabs.Trigger value="care" className={trigger}>
          Care Instructions
        </Tabs.Trigger>
        <Tabs.Trigger value="shipping" className={trigger}>
          Shipping Info
        </Tabs.Trigger>
        <Tabs.Trigger value="stories" className={trigger}>
          Rituals &amp; Recipes
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details" className={panel}>
        <p>
          {product.details || product.description || 'Made by hand in Morocco; each piece varies slightly.'}
        </p>
        {product.artisan && <p className="mt-4">Made by {product.artisan}.</p>}
      </Tabs.Content>
      <Tabs.Content value="care" className={panel}>
        <p>{product.care_instructions || 'Treat it gently, as you would any handmade piece.'}</p>
      </Tabs.Content>
      <Tabs.Content value="shipping" className={panel}>
        <ul className="space-y-3">
          <li>
            <strong className="font-semibold text-ink">Free shipping</strong> on orders over 500 dh.
          </li>
          <li>
            <strong className="font-semibold text-ink">Standard delivery:</strong> 5-7 business days.
          </li>
          <li>
            <strong className="font-semibold text-ink">Express delivery:</strong> 2-3 business days.
          </li>
        </ul>
        <p className="mt-4">Every piece is wrapped by hand in recycled paper and cotton.</p>
      </Tabs.Content>
      <Tabs.Content value="stories" className={panel}>
        <ProductStories productId={product.id} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
