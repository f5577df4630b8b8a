import { Badge } from '@/components/ui';

import { useCatalogText } from '../i18n';
import type { ProductOffer } from '../offers';

/** The badge of an offer: its percentage, free delivery, or "Offer" for an amount off the bag. */
export function OfferBadge({ offer }: { offer: ProductOffer['offer'] }) {
  const t = useCatalogText();
  const words =
    offer.kind === 'percentage'
      ? t('offer.percent', { percent: offer.value })
      : offer.kind === 'free_shipping'
        ? t('offer.freeDelivery')
        : t('offer.badge');
  return <Badge tone="clay">{words}</Badge>;
}
