import { Link } from 'react-router-dom';

import { Price } from '@/components/ui';
import { Thumbnail } from '@/components/ui/thumbnail';
import { useVariantText } from '@/features/cart';

import { useOrderText } from '../i18n';
import type { OrderItem } from '../types';

export function OrderItems({ items }: { items: OrderItem[] }) {
  const t = useOrderText();
  const variantText = useVariantText();
  return (
    <ul className="divide-y divide-sand-200 border-y border-sand-200">
      {items.map((item) => {
        const variant = variantText(item.variant_info);
        return (
          <li key={item.id} className="flex gap-4 py-5">
            <Thumbnail
              path={item.product_image_url}
              sizes="5rem"
              className="aspect-[4/5] w-20 shrink-0 rounded-sm"
            />
            <div className="flex-1">
              <p className="font-display text-lg text-ink">
                {item.product_slug ? (
                  <Link to={`/product/${item.product_slug}`} className="hover:text-clay-700">
                    {item.product_title}
                  </Link>
                ) : (
                  item.product_title
                )}
              </p>
              {variant && <p className="text-sm text-ink-muted">{variant}</p>}
              {item.sku && <p className="text-xs text-ink-soft">{t('sku', { sku: item.sku })}</p>}
              <p className="text-sm text-ink-soft">{t('quantity', { n: item.quantity })}</p>
            </div>
            <Price amountMad={item.total_price} hideApprox className="text-sm font-medium text-ink" />
          </li>
        );
      })}
    </ul>
  );
}
