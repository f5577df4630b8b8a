import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '@/lib/constants';
import { MAX_QUANTITY_PER_ITEM } from '@rules/limits';
import { waitForToastAnnouncement } from '@/components/ui/toast-testing';
import { renderRoute } from '@/testing/render-route';

const openProduct = async (slug: string, title: string) => {
  const view = renderRoute(`/product/${slug}`);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
  return view;
};
const savedCart = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]') as { variant: object; quantity: number }[];

describe('product page', () => {
  it('shows the product with its facts, badge and collection link', async () => {
    await openProduct('fes-blue-tea-bowl', 'Fes Blue Tea Bowl');
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText('180 MAD')).toBeInTheDocument();
    expect(screen.getByText('ZLJ-CER-001')).toBeInTheDocument();
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

  it('adds the chosen size and quantity to the cart with a toast', async () => {
    await openProduct('fes-blue-tea-bowl', 'Fes Blue Tea Bowl');
    expect(screen.getByRole('radio', { name: 'Small 15cm' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Large 22cm' }));
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    // The first toast loads the toast viewport on demand: slower than a second on a busy machine.
    expect(await screen.findByText('Added to cart', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Fes Blue Tea Bowl (2) has been added to your cart.')).toBeInTheDocument();
    await waitForToastAnnouncement();
    expect(savedCart()).toMatchObject([{ variant: { size: 'large' }, quantity: 2 }]);
    expect(screen.getByRole('link', { name: 'Bag: 2 items' })).toBeInTheDocument();
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
    const { router } = await openProduct('tea-ceremony-gift-set', 'Tea Ceremony Gift Set');
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(savedCart()).toMatchObject([{ variant: {}, quantity: 1 }]);
  });

  it('copies the link when the device has no share sheet', async () => {
    const user = userEvent.setup();
    await openProduct('fes-blue-tea-bowl', 'Fes Blue Tea Bowl');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await waitForToastAnnouncement();
    expect(await navigator.clipboard.readText()).toMatch(/\/product\/fes-blue-tea-bowl$/);
  });

  it('cannot add a sold-out piece', async () => {
    await openProduct('amazigh-motif-vessel', 'Amazigh Motif Vessel');
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
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

  it('says when the product does not exist', async () => {
    renderRoute('/product/no-such-thing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product Not Found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeInTheDocument();
  });
});
