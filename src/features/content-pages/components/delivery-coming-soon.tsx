import { ButtonLink, EmptyState } from '@/components/ui';
import { Seo } from '@/components/seo';

/** /delivery before the editor publishes the delivery page: the spec's placeholder, honestly worded. */
export function DeliveryComingSoon() {
  return (
    <>
      <Seo title="Delivery Info Coming Soon" />
      <EmptyState
        as="h1"
        title="Delivery Info Coming Soon"
        description="We’re writing up our delivery times and costs. Until then, ask us anything about getting your order to you."
      >
        <ButtonLink to="/contact">Contact us</ButtonLink>
        <ButtonLink to="/shop" variant="secondary">
          Continue shopping
        </ButtonLink>
      </EmptyState>
    </>
  );
}
