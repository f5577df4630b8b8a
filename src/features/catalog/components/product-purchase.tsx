import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button, QuantityStepper, toast } from '@/components/ui';
import { useCart } from '@/features/cart';
import type { Size } from '@/lib/constants';
import { LOW_STOCK_THRESHOLD, MAX_QUANTITY_PER_ITEM, maxQuantityForLine } from '@rules/limits';

import type { LocalizedProduct } from '../api/get-product';
import { useCatalogText } from '../i18n';
import { useProductText } from '../i18n/product';
import { isSellable, type ProductVariant } from '../variants';
import { SizePicker, type SizedVariant } from './size-picker';
import { SoldOutSizes } from './sold-out-sizes';

const hasSize = (variant: ProductVariant): variant is SizedVariant => variant.size !== null;

interface ProductPurchaseProps {
  product: LocalizedProduct;
  /** The size shown (useChosenVariant); undefined only for a product without any variant. */
  variant: ProductVariant | undefined;
  onChoose: (size: Size) => void;
}

/**
 * Size, quantity, Add to Cart and Buy Now for the chosen size: its stock sets the quantity's limit and
 * the "only N left" hint. Sold-out sizes cannot be chosen and offer "Notify me" instead; a piece sold
 * out in every size keeps the controls but cannot be added.
 */
export function ProductPurchase({ product, variant, onChoose }: ProductPurchaseProps) {
  const t = useProductText();
  const card = useCatalogText();
  const { addItem } = useCart();
  const navigate = useNavigate();
  const sizes = product.variants.filter(hasSize);
  const [wanted, setQuantity] = useState(1);
  const stock = variant ? variant.stock_quantity : 0;
  const soldOut = !product.in_stock || !variant || !isSellable(variant);
  // The per-order limit and the chosen size's stock, as the cart and place_order count them.
  const max = maxQuantityForLine(stock);
  // A quantity chosen for a size with more pieces left comes down to what this size has.
  const quantity = Math.max(1, Math.min(wanted, max));
  const fewLeft = stock !== null && stock > 0 && stock <= LOW_STOCK_THRESHOLD;

  function add() {
    if (!variant) return;
    addItem({
      id: product.id,
      variantId: variant.id,
      title: product.title,
      slug: product.slug,
      price: variant.price,
      imageUrl: product.image_url,
      variant: variant.size ? { size: variant.size } : {},
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
      {sizes.length > 0 && (
        <div className="space-y-4">
          <SizePicker sizes={sizes} value={variant} onChange={onChoose} showPrices={product.price_varies} />
          {product.in_stock && (
            <SoldOutSizes product={product} sizes={sizes.filter((size) => !isSellable(size))} />
          )}
        </div>
      )}
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
          {fewLeft && <p className="text-sm text-clay-700">{t('few', { count: stock })}</p>}
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
