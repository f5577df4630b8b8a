import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button, QuantityStepper, toast } from '@/components/ui';
import { useCart } from '@/features/cart';
import { DEFAULT_SIZE, SIZES, type Size } from '@/lib/constants';
import { LOW_STOCK_THRESHOLD, MAX_QUANTITY_PER_ITEM, maxQuantityForLine } from '@rules/limits';

import type { LocalizedProduct } from '../api/get-product';
import { useCatalogText } from '../i18n';
import { useProductText } from '../i18n/product';
import { SizePicker } from './size-picker';

const isSize = (value: string): value is Size => value in SIZES;

/** Size, quantity, Add to Cart and Buy Now. Sold-out pieces keep the controls but cannot be added. */
export function ProductPurchase({ product }: { product: LocalizedProduct }) {
  const t = useProductText();
  const card = useCatalogText();
  const { addItem } = useCart();
  const navigate = useNavigate();
  const sizes = product.sizes.filter(isSize);
  const [size, setSize] = useState<Size>(
    sizes.includes(DEFAULT_SIZE) ? DEFAULT_SIZE : (sizes[0] ?? DEFAULT_SIZE),
  );
  const [quantity, setQuantity] = useState(1);
  const soldOut = !product.in_stock || product.stock_quantity === 0;
  // The per-order limit and the stock left, as the cart and place_order count them.
  const max = maxQuantityForLine(product.stock_quantity);
  const fewLeft =
    product.stock_quantity !== null &&
    product.stock_quantity > 0 &&
    product.stock_quantity <= LOW_STOCK_THRESHOLD;

  function add() {
    addItem({
      id: product.id,
      title: product.title,
      slug: product.slug,
      price: product.price,
      imageUrl: product.image_url,
      variant: sizes.length > 0 ? { size } : {},
      quantity,
      productType: product.product_type,
      altText: product.alt_text,
    });
  }

  function onAddToCart() {
    add();
    toast({
      title: t('added'),
      description: t('added.text', { title: product.title, quantity }),
    });
  }

  function onBuyNow() {
    add();
    void navigate('/checkout');
  }

  return (
    <div className="space-y-7">
      {sizes.length > 0 && <SizePicker sizes={sizes} value={size} onChange={setSize} />}
      <div>
        <p id="quantity-label" className="text-xs font-semibold uppercase tracking-label text-ink-muted">
          {t('qty')}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <QuantityStepper
            value={quantity}
            onChange={(next) => setQuantity(Math.max(1, Math.min(next, max)))}
            label={t('qty.of', { title: product.title })}
            max={max}
            maxNote={
              max < MAX_QUANTITY_PER_ITEM
                ? t('qty.capStock', { max })
                : t('qty.capLimit', { max, limit: MAX_QUANTITY_PER_ITEM })
            }
          />
          {fewLeft && <p className="text-sm text-clay-700">{t('few', { count: product.stock_quantity })}</p>}
        </div>
      </div>
      {soldOut ? (
        <div className="space-y-2">
          <Button size="lg" disabled className="w-full">
            {card('soldOut')}
          </Button>
          <p className="text-sm text-ink-soft">{t('soldOut.note')}</p>
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button size="lg" onClick={onAddToCart}>
            {t('add')}
          </Button>
          <Button size="lg" variant="secondary" onClick={onBuyNow}>
            {t('buy')}
          </Button>
        </div>
      )}
    </div>
  );
}
