import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '@/lib/constants';
import { MAX_QUANTITY_PER_ITEM } from '@rules/limits';
import { waitForToastAnnouncement } from '@/components/ui/toast-testing';
import { renderRoute } from '@/testing/render-route';
import { serviceClient } from '@/testing/test-users';

import { runningOffersQueryOptions } from '../api/get-running-offers';

const openProduct = async (slug: string, title: string) => {
  const view = renderRoute(`/product/${slug}`);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
  return view;
};
const savedCart = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]') as {
    variantId?: string;
    price: number;
    variant: object;
    quantity: number;
  }[];
/** The price under the title: the chosen size's. */
const shownPrice = () => screen.getByRole('heading', { level: 1 }).nextElementSibling;
const variantId = async (sku: string) => {
  const { data } = await serviceClient().from('product_variants').select('id').eq('sku', sku).single();
  return data!.id;
};

describe('product page', () => {
  it('shows the product with its facts, badge and collection link', async () => {
    await openProduct('fes-blue-tea-bowl', 'Fes Blue Tea Bowl');
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(shownPrice()).toHaveTextContent(/^180 MAD$/);
    expect(screen.getByText('ZLJ-CER-001-S')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tea Rituals' })).toHaveAttribute(
      'href',
      '/collection/tea-rituals',
    );
    expect(screen.getByRole('link', { name: 'Bowls & Vessels' })).toHaveAttribute('href', '/shop?type=bowl');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByText('#glazed')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /cobalt-blue bowl with a band of white/ })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  });

  it('shows each size’s price; the chosen size sets the price, SKU, stock hint and address', async () => {
    const { router } = await openProduct('fes-blue-tea-bowl', 'Fes Blue Tea Bowl');
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent?.trim())).toEqual([
      'Small 15cm 180 MAD',
      'Medium 18cm 240 MAD',
      'Large 22cm 320 MAD',
    ]);
    expect(screen.getByRole('radio', { name: 'Small 15cm 180 MAD' })).toBeChecked();
    expect(screen.queryByText(/^Only \d+ left$/)).toBeNull(); // six small ones

    await userEvent.click(screen.getByRole('radio', { name: 'Large 22cm 320 MAD' }));
    expect(shownPrice()).toHaveTextContent(/^320 MAD$/);
    expect(screen.getByText('ZLJ-CER-001-L')).toBeInTheDocument();
    expect(screen.queryByText('ZLJ-CER-001-S')).toBeNull();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?size=large');
    // The back button leaves the page rather than stepping through sizes.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('radio', { name: 'Large 22cm 320 MAD' })).toHaveFocus();

    await userEvent.click(screen.getByRole('radio', { name: 'Medium 18cm 240 MAD' }));
    expect(shownPrice()).toHaveTextContent(/^240 MAD$/);
    expect(screen.getByText('Only 5 left')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?size=medium');
  });

  it('opens a shared link on its size, and on the default size for one it lacks or has sold out', async () => {
    const large = renderRoute('/product/fes-blue-tea-bowl?size=large');
    expect(await screen.findByRole('radio', { name: /^Large 22cm/ }, { timeout: 10_000 })).toBeChecked();
    expect(shownPrice()).toHaveTextContent(/^320 MAD$/);
    large.unmount();

    const unknown = renderRoute('/product/fes-blue-tea-bowl?size=huge');
    expect(await screen.findByRole('radio', { name: /^Small 15cm/ }, { timeout: 10_000 })).toBeChecked();
    unknown.unmount();

    renderRoute('/product/tamegroute-green-bowl?size=medium');
    expect(await screen.findByRole('radio', { name: /^Small 15cm/ }, { timeout: 10_000 })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Medium 18cm/ })).not.toBeChecked();
    expect(shownPrice()).toHaveTextContent(/^320 MAD$/);
  });

  it('keeps a sold-out size in view but not choosable, with Notify me for that size', async () => {
    await openProduct('tamegroute-green-bowl', 'Tamegroute Green Bowl');
    const medium = screen.getByRole('radio', { name: 'Medium 18cm 420 MAD Sold out' });
    expect(medium).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Small 15cm 320 MAD' })).toBeChecked();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    // The piece itself can still be bought: no "Sold out" badge, only the size says it.
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getAllByText('Sold out')).toHaveLength(1);

    expect(screen.getByText('Medium 18cm is sold out.')).toBeInTheDocument();
    const notify = screen.getByRole('button', { name: 'Notify me when Medium 18cm is back' });
    expect(notify).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(notify);
    expect(notify).toHaveAttribute('aria-expanded', 'true');
    const form = await screen.findByRole('region', { name: 'Notify me when Medium 18cm is back' });
    expect(form).toHaveTextContent('when Tamegroute Green Bowl in Medium 18cm is back in stock');
    expect(notify).toHaveAttribute('aria-controls', form.parentElement!.id);
  });

  it('shows a "was" price struck through, and says both prices to a screen reader', async () => {
    await openProduct('rif-clay-mixing-bowl', 'Rif Clay Mixing Bowl');
    // No small one: the first size by position.
    expect(screen.getByRole('radio', { name: 'Medium 18cm 280 MAD' })).toBeChecked();
    expect(shownPrice()?.querySelector('s')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Large 22cm 360 MAD' }));
    expect(shownPrice()?.querySelector('s')).toHaveTextContent(/^420 MAD$/);
    expect(within(shownPrice() as HTMLElement).getByText('Was 420 MAD, now 360 MAD')).toHaveClass('sr-only');
  });

  it('takes an automatic offer off the chosen size, strikes the "was" price, and names the offer and its end', async () => {
    const view = renderRoute('/product/rif-clay-mixing-bowl');
    view.queryClient.setQueryData(runningOffersQueryOptions('en').queryKey, [
      {
        id: 'clay-week',
        title: 'Clay week: 10 % off kitchenware',
        lang: 'en',
        kind: 'percentage',
        value: 10,
        applies_to: 'items',
        product_ids: [],
        collections: [],
        categories: ['kitchenware'],
        min_subtotal_mad: null,
        starts_at: null,
        ends_at: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 + 60_000).toISOString(),
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Rif Clay Mixing Bowl' }, { timeout: 10_000 });
    // 280 MAD less 10 %, the plain price struck through.
    expect(within(shownPrice() as HTMLElement).getByText('Was 280 MAD, now 252 MAD')).toHaveClass('sr-only');
    await userEvent.click(screen.getByRole('radio', { name: 'Large 22cm 360 MAD' }));
    // The editor's "was" price stays the one struck through.
    expect(shownPrice()?.querySelector('s')).toHaveTextContent(/^420 MAD$/);
    expect(within(shownPrice() as HTMLElement).getByText('Was 420 MAD, now 324 MAD')).toHaveClass('sr-only');
    const note = screen.getByText('Clay week: 10 % off kitchenware').parentElement!;
    expect(note).toHaveTextContent('10% off');
    expect(note).toHaveTextContent('Ends in 3 days');
  });

  it('adds the chosen size and quantity to the cart with a toast', async () => {
    await openProduct('fes-blue-tea-bowl', 'Fes Blue Tea Bowl');
    expect(screen.getByRole('radio', { name: /^Small 15cm/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^Large 22cm/ }));
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    // The first toast loads the toast viewport on demand: slower than a second on a busy machine.
    expect(await screen.findByText('Added to cart', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Fes Blue Tea Bowl (2) has been added to your cart.')).toBeInTheDocument();
    await waitForToastAnnouncement();
    expect(savedCart()).toEqual([
      expect.objectContaining({
        variantId: await variantId('ZLJ-CER-001-L'),
        price: 320,
        variant: { size: 'large' },
        quantity: 2,
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Bag: 2 items' })).toBeInTheDocument();
  });

  it('adds the size chosen just before, even before the address has caught up', async () => {
    await openProduct('fes-blue-tea-bowl', 'Fes Blue Tea Bowl');
    // Both presses in one go, as the taps held before hydration are carried out (early-tap-replay.ts).
    await act(async () => {
      screen.getByRole('radio', { name: /^Large 22cm/ }).click();
      screen.getByRole('button', { name: 'Add to Cart' }).click();
    });
    expect(savedCart()).toMatchObject([{ variant: { size: 'large' }, price: 320 }]);
    await waitForToastAnnouncement();
  });

  it('brings the quantity down to what the newly chosen size has left', async () => {
    await openProduct('fes-blue-tea-bowl', 'Fes Blue Tea Bowl');
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 5; i += 1) await userEvent.click(more);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    expect(field).toHaveValue('6');
    await userEvent.click(screen.getByRole('radio', { name: /^Large 22cm/ }));
    expect(field).toHaveValue('3');
    expect(more).toBeDisabled();
  });

  it('caps the quantity at the stock left and has no size picker for sizeless products', async () => {
    await openProduct('tea-ceremony-gift-set', 'Tea Ceremony Gift Set');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 5; i += 1) await userEvent.click(more);
    expect(more).toBeDisabled();
    const field = within(screen.getByRole('group', { name: 'Quantity of Tea Ceremony Gift Set' })).getByRole(
      'textbox',
      { name: 'Quantity' },
    );
    expect(field).toHaveValue('4');
    // A typed quantity is brought down to the stock too, with the reason said.
    await userEvent.clear(field);
    await userEvent.type(field, '9{Enter}');
    expect(field).toHaveValue('4');
    expect(screen.getByText('Only 4 left, so the quantity is 4.')).toBeInTheDocument();
  });

  it(`stops at ${MAX_QUANTITY_PER_ITEM}, the most one order may hold, when more are in stock`, async () => {
    await openProduct('fig-and-anise-jam', 'Fig and Anise Jam'); // 40 in stock
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    for (let i = 1; i < MAX_QUANTITY_PER_ITEM; i += 1) await userEvent.click(more);
    expect(more).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue(String(MAX_QUANTITY_PER_ITEM));
  });

  it('Buy Now adds the line and opens the checkout', async () => {
    const { router, queryClient } = await openProduct('tea-ceremony-gift-set', 'Tea Ceremony Gift Set');
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    // The checkout has quoted the bag and its delivery before the test ends.
    await screen.findByRole('region', { name: 'Your order' }, { timeout: 10_000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 10_000 });
    // One size: its one variant, with no options.
    const { data: gift } = await serviceClient()
      .from('product_variants')
      .select('id, price, products!inner(slug)')
      .eq('products.slug', 'tea-ceremony-gift-set')
      .single();
    expect(savedCart()).toEqual([
      expect.objectContaining({ variantId: gift!.id, price: gift!.price, variant: {}, quantity: 1 }),
    ]);
  });

  it('copies the link when the device has no share sheet', async () => {
    const user = userEvent.setup();
    await openProduct('fes-blue-tea-bowl', 'Fes Blue Tea Bowl');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await waitForToastAnnouncement();
    expect(await navigator.clipboard.readText()).toMatch(/\/product\/fes-blue-tea-bowl$/);
  });

  it('cannot add a piece sold out in every size', async () => {
    await openProduct('amazigh-motif-vessel', 'Amazigh Motif Vessel');
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    const sizes = screen.getAllByRole('radio');
    expect(sizes.map((size) => size.getAttribute('value'))).toEqual(['small', 'large']);
    for (const size of sizes) {
      expect(size).toBeDisabled();
      expect(size).not.toBeChecked();
    }
    // The piece's own "Notify me" (any size) is offered, not one per size.
    expect(screen.queryByRole('button', { name: /^Notify me when/ })).toBeNull();
  });

  it('has the four tabs with the product copy, shipping terms and linked stories', async () => {
    await openProduct('fes-blue-tea-bowl', 'Fes Blue Tea Bowl');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Details',
      'Care Instructions',
      'Shipping Info',
      'Rituals & Recipes',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Care Instructions' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Hand wash in warm soapy water');
    await userEvent.click(screen.getByRole('tab', { name: 'Shipping Info' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('over 500 dh');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('5-7 business days');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('2-3 business days');
    await userEvent.click(screen.getByRole('tab', { name: 'Rituals & Recipes' }));
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('link', {
        name: 'Zellij: A Geometry Cut by Hand',
      }),
    ).toHaveAttribute('href', '/ritual/zellij-a-geometry-cut-by-hand');
  });

  it('pairs it with its related products, at most four', async () => {
    await openProduct('fes-blue-tea-bowl', 'Fes Blue Tea Bowl');
    const related = await screen.findByRole('region', { name: 'Pairs Beautifully With' });
    const cards = await within(related).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Hand-Hammered Berrad Teapot',
      'Beldi Tea Glasses, Set of 6',
      'Fes Embroidered Napkins, Set of 4',
      'Tea Ceremony Gift Set',
    ]);
  });

  it('says "from" on a related piece whose sizes cost different amounts', async () => {
    await openProduct('tamegroute-green-bowl', 'Tamegroute Green Bowl');
    const related = await screen.findByRole('region', { name: 'Pairs Beautifully With' });
    const bowl = await within(related).findByRole('link', { name: 'Fes Blue Tea Bowl' });
    expect(within(bowl.closest('article')!).getByText('from 180 MAD')).toBeInTheDocument();
  });

  it('tops related products up from the same category', async () => {
    await openProduct('indigo-hammam-fouta', 'Indigo Hammam Fouta');
    const related = await screen.findByRole('region', { name: 'Pairs Beautifully With' });
    const cards = await within(related).findAllByRole('article');
    const names = cards.map((card) => within(card).getByRole('heading').textContent);
    expect(names).toHaveLength(4);
    expect(names[0]).toBe('Hammam Ritual Set');
    expect(names.slice(1)).toEqual([
      'Sabra Loom Napkins, Set of 2',
      'Berber Linen Napkins, Set of 4',
      'Fes Embroidered Napkins, Set of 4',
    ]);
  });

  it('describes itself to search engines, falling back to the first 160 characters of the description', async () => {
    await openProduct('indigo-hammam-fouta', 'Indigo Hammam Fouta');
    await waitFor(() => expect(document.title).toBe('Indigo Hammam Fouta — Zellij'));
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toBe(
      'A light, flat-woven cotton towel in indigo stripes for the hammam, the beach or the table: it dries in an hour in the sun.'.slice(
        0,
        160,
      ),
    );
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => s.textContent)
      .join();
    expect(jsonLd).toContain('"@type":"Product"');
  });

  it('describes a piece sold in sizes as a ProductGroup with one Product per size', async () => {
    await openProduct('tamegroute-green-bowl', 'Tamegroute Green Bowl');
    const data = await waitFor(() => {
      const group = [...document.querySelectorAll('script[type="application/ld+json"]')]
        .flatMap((s) => JSON.parse(s.textContent ?? '[]') as { '@type': string }[])
        .find((item) => item['@type'] === 'ProductGroup');
      expect(group).toBeDefined();
      return group as unknown as { hasVariant: Record<string, unknown>[] };
    });
    expect(data).toMatchObject({ productGroupID: 'ZLJ-CER-003', variesBy: ['https://schema.org/size'] });
    expect(data.hasVariant).toMatchObject([
      {
        sku: 'ZLJ-CER-003-S',
        size: 'small',
        offers: { price: '320.00', availability: 'https://schema.org/InStock' },
      },
      {
        sku: 'ZLJ-CER-003-M',
        size: 'medium',
        offers: { price: '420.00', availability: 'https://schema.org/OutOfStock' },
      },
    ]);
    expect(data.hasVariant[1]?.offers).toMatchObject({ url: expect.stringMatching(/\?size=medium$/) });
  });

  it('says when the product does not exist', async () => {
    renderRoute('/product/no-such-thing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product Not Found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeInTheDocument();
  });
});
