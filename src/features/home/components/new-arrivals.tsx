import { Link } from 'react-router-dom';

import { SectionHeading, smallCapsLinkClassName } from '@/components/ui';
import { listView } from '@/components/ui/query-view';
import { ProductGrid } from '@/features/catalog';

import { useFeaturedProducts } from '../api/get-featured-products';
import { useHomeText } from '../i18n';

export function NewArrivals() {
  const t = useHomeText();
  const featured = useFeaturedProducts();
  return (
    <section aria-labelledby="arrivals-title" className="mx-auto max-w-content px-5 pb-24 sm:px-8">
      <SectionHeading
        id="arrivals-title"
        eyebrow={t('new.eyebrow')}
        title={t('new.title')}
        action={
          <Link to="/shop" className={smallCapsLinkClassName}>
            {t('new.all')}
          </Link>
        }
      />
      <div className="mt-10">
        {listView(featured) ?? (
          <ProductGrid
            products={featured.items}
            empty={<p className="py-10 text-center text-ink-soft">{t('new.none')}</p>}
          />
        )}
      </div>
    </section>
  );
}
