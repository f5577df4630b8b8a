import { ButtonLink } from '@/components/ui';
import { NotFoundState } from '@/components/ui/not-found-state';

/**
 * An order link opened while signed out. A guest order opens with its link alone; an account's order
 * opens only for that account, so the visitor signs in and comes straight back to it.
 */
export function SignInForOrder({ orderId }: { orderId: string }) {
  const back = `/order-confirmation/${orderId}`;
  return (
    <NotFoundState
      title="Sign in to see your order"
      description="Orders placed with an account open only for that account. Sign in and we will take you straight to it."
    >
      <ButtonLink to={`/auth?redirect=${encodeURIComponent(back)}`}>Sign In</ButtonLink>
      <ButtonLink to="/shop" variant="secondary">
        Continue Shopping
      </ButtonLink>
    </NotFoundState>
  );
}
