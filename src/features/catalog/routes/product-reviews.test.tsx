import { screen, waitFor, within } from '@testing-library/react';

import { STORAGE_KEYS } from '@/lib/constants';
import { deliveredSafiOrderOfNewCustomer } from '@/testing/orders';
import { renderRoute } from '@/testing/render-route';
import { serviceClient } from '@/testing/test-users';

const service = serviceClient();

/** A review of the Safi bowl by a customer who received it, as submit_review writes it; published or not. */
async function review(title: string, rating: number, status: 'published' | 'pending', locale = 'en') {
  const { userId, line } = await deliveredSafiOrderOfNewCustomer('product-reviewer');
  await service
    .from('reviews')
    .insert({
      order_item_id: line.id,
      product_id: line.product_id,
      user_id: userId,
      rating,
      title,
      body: '<img src=x onerror=alert(1)> Lovely glaze.',
      locale,
      reviewer_name: 'Salma T.',
      status,
      published_at: status === 'published' ? new Date().toISOString() : null,
    })
    .throwOnError();
  return String(line.product_id);
}

describe('the product page’s reviews', () => {
  it('shows published reviews only, by first name and initial, as verified buyers, in their language', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const productId = await review(`Beautiful bowl ${tag}`, 5, 'published');
    await review(`Hidden pending ${tag}`, 1, 'pending');
    const { data: product } = await service.from('products').select('slug').eq('id', productId).single();
    const { data: published } = await service
      .from('reviews')
      .select('rating')
      .eq('product_id', productId)
      .eq('status', 'published');
    const count = published!.length;

    localStorage.setItem(STORAGE_KEYS.locale, 'fr');
    renderRoute(`/fr/product/${product!.slug}`);
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Avis' }, { timeout: 15_000 })
    ).closest('section')!;
    const title = within(section).getByRole('heading', { level: 3, name: `Beautiful bowl ${tag}` });
    expect(title).toHaveAttribute('lang', 'en');
    const item = title.closest('article')!;
    expect(within(item).getByText('Achat vérifié')).toBeInTheDocument();
    expect(within(item).getByText('Salma T.')).toBeInTheDocument();
    expect(within(item).getByText('Écrit en English')).toBeInTheDocument();
    expect(within(item).getByText('Noté 5 sur 5')).toBeInTheDocument();
    // The reviewer's markup is text, never an element.
    expect(item.querySelector('img[src="x"]')).toBeNull();
    expect(within(item).getByText('<img src=x onerror=alert(1)> Lovely glaze.')).toBeInTheDocument();
    expect(within(section).queryByText(`Hidden pending ${tag}`)).not.toBeInTheDocument();
    expect(within(section).getByText(count === 1 ? '1 avis' : `${count} avis`)).toBeInTheDocument();

    // The head's Product carries the same figures, nested as Google's review snippets ask.
    const data = await waitFor(() => {
      const found = [...document.querySelectorAll('script[type="application/ld+json"]')]
        .flatMap((s) => JSON.parse(s.textContent ?? '[]') as Record<string, unknown>[])
        .find((node) => node['@type'] === 'Product' || node['@type'] === 'ProductGroup');
      expect(found?.aggregateRating).toBeDefined();
      return found!;
    });
    expect(data.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: count });
    expect(data.review).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          author: { '@type': 'Person', name: 'Salma T.' },
          reviewRating: expect.objectContaining({ ratingValue: 5 }),
          name: `Beautiful bowl ${tag}`,
          inLanguage: 'en',
        }),
      ]),
    );
    expect(JSON.stringify(data)).not.toContain(`Hidden pending ${tag}`);
  }, 60_000);
});
