import { Link } from 'react-router-dom';

import { SectionHeading } from '@/components/ui';
import { listView } from '@/components/ui/query-view';
import { ProductGrid } from '@/features/catalog';

import { useFeaturedProducts } from '../api/get-featured-products';

export function NewArrivals() {
  const featured = useFeaturedProducts();
  return (
    <section aria-labelledby="arrivals-title" className="mx-auto max-w-content px-5 pb-24 sm:px-8">
      <SectionHeading
        id="arrivals-title"
        eyebrow="Just in from the workshops"
        title="New Arrivals"
        action={
          <Link
            to="/shop"
            className="text-xs font-semibold uppercase tracking-label text-clay-700 underline-offset-8 hover:underline"
          >
            Shop all pieces →
          </Link>
        }
      />
      <div className="mt-10">
        {listView(featured) ?? (
          <ProductGrid
            products={featured.items}
            empty={
              <p className="py-10 text-center text-ink-soft">
                New pieces are on their way from the workshops.
              </p>
            }
          />
        )}
      </div>
    </section>
  );
}
