import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { deliveredSafiOrderOfNewCustomer } from '@/testing/orders';
import { renderRoute } from '@/testing/render-route';
import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { serviceClient, signOutAfterEach } from '@/testing/test-users';

import { signInAsOwner } from '../testing/sign-in-as-owner';

const service = serviceClient();

afterEach(() => vi.restoreAllMocks());
signOutAfterEach();
beforeEach(() => {
  stubSubscriptionCheck(false);
});

/** A customer's pending review of the Safi bowl they received, written as submit_review writes it. */
async function pendingReview(title: string) {
  const { userId, line, orderNumber } = await deliveredSafiOrderOfNewCustomer('reviewing-customer');
  const { data: review } = await service
    .from('reviews')
    .insert({
      order_item_id: line.id,
      product_id: line.product_id,
      user_id: userId,
      rating: 4,
      title,
      body: 'Bien emballé, très belle couleur.',
      locale: 'fr',
      reviewer_name: 'Salma T.',
    })
    .select('id')
    .single()
    .throwOnError();
  return { id: review.id, orderNumber };
}

describe('/owner/reviews', () => {
  it('lists a waiting review with its piece, order and language, and publishes it with a public answer', async () => {
    const title = `Superbe bol ${crypto.randomUUID().slice(0, 6)}`;
    const review = await pendingReview(title);
    await signInAsOwner();
    renderRoute('/owner/reviews');
    const heading = await screen.findByRole('heading', { level: 3, name: title }, { timeout: 10_000 });
    expect(heading).toHaveAttribute('lang', 'fr');
    const card = heading.closest('article')!;
    expect(within(card).getByText(new RegExp(`order ${review.orderNumber}`))).toBeInTheDocument();
    expect(within(card).getByText('4 out of 5 · by Salma T., in Français')).toBeInTheDocument();

    await userEvent.type(within(card).getByLabelText('Your public answer (optional)'), 'Merci Salma !');
    await userEvent.click(within(card).getByRole('button', { name: 'Publish' }));
    await waitFor(async () => {
      const { data } = await service.from('reviews').select('status, answer').eq('id', review.id).single();
      expect(data).toEqual({ status: 'published', answer: 'Merci Salma !' });
    });

    await userEvent.click(screen.getByRole('button', { name: 'Published' }));
    const published = await screen.findByRole('heading', { level: 3, name: title }, { timeout: 10_000 });
    expect(within(published.closest('article')!).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  }, 60_000);
});
