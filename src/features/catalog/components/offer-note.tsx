import type { ProductOffer } from '../offers';
import { useEndsIn } from '../use-ends-in';
import { OfferBadge } from './offer-badge';

/**
 * Under the bag button, the offer the piece gets in the bag: its badge, its title in the page's
 * language (marked English where untranslated), and how long it has left when that is under a week.
 */
export function OfferNote({ offer }: { offer: ProductOffer }) {
  const endsIn = useEndsIn();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
      <OfferBadge offer={offer.offer} />
      <span lang={offer.offer.lang}>{offer.offer.title}</span>
      {offer.endsWithinWeek !== null && <span className="text-clay-700">{endsIn(offer.endsWithinWeek)}</span>}
    </p>
  );
}
