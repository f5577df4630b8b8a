import { lazy, Suspense } from 'react';

import type { Order } from '../types';
import OrderReturns from './order-returns';

// Only an account's order can be reviewed (by that account): the form's code and words load only then,
// after the returns, out of the page's way.
const OrderReviews = lazy(() => import('./order-reviews'));

/** What a delivered order offers: sending pieces back, and reviewing them. */
export default function DeliveredOrder({ order }: { order: Order }) {
  return (
    <>
      <OrderReturns order={order} />
      {order.user_id !== null && (
        <Suspense fallback={null}>
          <OrderReviews order={order} />
        </Suspense>
      )}
    </>
  );
}
