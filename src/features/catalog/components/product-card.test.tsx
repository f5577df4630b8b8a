import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { STORAGE_KEYS } from '@/lib/constants';
import { CurrencyProvider } from '@/providers/currency-provider';

import { productQueryOptions } from '../api/get-product';
import { runningOffersQueryOptions } from '../api/get-running-offers';
import type { RunningOffer } from '../offers';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('links to the product and starts loading its page data on hover', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <CurrencyProvider>
          <MemoryRouter>
            <ProductCard
              product={{
                slug: 'fes-blue-tea-bowl',
                title: 'Fes Blue Tea Bowl',
                price: 180,
                image_url: 'products/fes-blue-tea-bowl.webp',
                is_new: true,
              }}
            />
          </MemoryRouter>
        </CurrencyProvider>
      </QueryClientProvider>,
    );
    const link = screen.getByRole('link', { name: 'Fes Blue Tea Bowl' });
    // Nothing says its sizes cost different amounts: the price alone.
    expect(screen.getByText('180 MAD')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/product/fes-blue-tea-bowl');
    expect(screen.getByText('New')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Fes Blue Tea Bowl' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.getAttribute('srcset')).toContain('fes-blue-tea-bowl-400.webp 400w');

    const { queryKey } = productQueryOptions('fes-blue-tea-bowl');
    expect(queryClient.getQueryData(queryKey)).toBeUndefined();
    await userEvent.hover(link);
    await waitFor(() => expect(queryClient.getQueryData(queryKey)).toMatchObject({ sku_id: 'ZLJ-CER-001' }));
  });

  it('says "from" before the price of a piece whose sizes cost different amounts', () => {
    localStorage.setItem(STORAGE_KEYS.currency, 'USD');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CurrencyProvider>
          <MemoryRouter>
            <ProductCard
              product={{
                slug: 'fes-blue-tea-bowl',
                title: 'Fes Blue Tea Bowl',
                price: 180,
                price_varies: true,
                image_url: 'products/fes-blue-tea-bowl.webp',
              }}
            />
          </MemoryRouter>
        </CurrencyProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('from $18.00')).toBeInTheDocument();
    expect(screen.getByText('≈ 180 MAD')).toBeInTheDocument();
  });

  it('shows an automatic offer that covers the piece: its badge, the struck price said as one sentence, and its end', () => {
    const queryClient = new QueryClient();
    const offer: RunningOffer = {
      id: 'tea-week',
      title: 'Tea week',
      lang: 'en',
      kind: 'percentage',
      value: 15,
      applies_to: 'items',
      product_ids: [],
      collections: ['tea-rituals'],
      categories: [],
      min_subtotal_mad: null,
      starts_at: null,
      ends_at: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000 + 60_000).toISOString(),
    };
    queryClient.setQueryData(runningOffersQueryOptions('en').queryKey, [offer]);
    const card = (collection: string) => (
      <ProductCard
        product={{
          id: `bowl-${collection}`,
          slug: 'fes-blue-tea-bowl',
          title: `Bowl from ${collection}`,
          price: 180,
          collection,
          image_url: 'products/fes-blue-tea-bowl.webp',
        }}
      />
    );
    render(
      <QueryClientProvider client={queryClient}>
        <CurrencyProvider>
          <MemoryRouter>
            {card('tea-rituals')}
            {card('summer-pantry')}
          </MemoryRouter>
        </CurrencyProvider>
      </QueryClientProvider>,
    );
    const [covered, other] = screen.getAllByRole('article');
    expect(covered).toHaveTextContent('15% off');
    expect(covered).toHaveTextContent('Ends in 2 days');
    expect(within(covered!).getByText('Was 180 MAD, now 153 MAD')).toHaveClass('sr-only');
    expect(within(covered!).getByText('180 MAD').closest('s')).not.toBeNull();
    expect(other).not.toHaveTextContent('off');
    expect(within(other!).getByText('180 MAD').closest('s')).toBeNull();
  });
});
