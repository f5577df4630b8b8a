import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getSupabase } from '@/lib/supabase';
import { placeSafiOrder } from '@/testing/orders';
import { createTestCode, placeOrderWithCode } from '@/testing/promotions';
import { findText, renderRoute } from '@/testing/render-route';
import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { serviceClient, signOutAfterEach, signUpTestUser } from '@/testing/test-users';

import { ORDERS_PER_PAGE } from '../api/list-orders';
import { signInAsOwner } from '../testing/sign-in-as-owner';

// The app's own client: the tests sign in through the same session as the screens.
const supabase = await getSupabase();
const service = serviceClient();

// Registered first so it runs last (hooks unwind like a stack): the stub stays until the app is
// unmounted and signed out.
afterEach(() => vi.restoreAllMocks());
signOutAfterEach();
// The signed-in app checks premium status; answered here so a check still in flight when a test ends
// cannot fail (and warn) inside the next one. Stripe itself is exercised in the premium tests.
beforeEach(() => {
  stubSubscriptionCheck(false);
});

/** One small Safi bowl (made to order, so no stock runs out), named by its variant as the bag does. */
const placeCodOrder = (email: string) => placeSafiOrder({ email });

/** The order's link in a paged list, clicking "Show more" until it is loaded (oldest come first). */
async function findOrderLink(
  user: ReturnType<typeof userEvent.setup>,
  list: HTMLElement,
  orderNumber: string,
) {
  const name = new RegExp(orderNumber);
  await within(list).findAllByRole('link', {}, { timeout: 10_000 });
  for (;;) {
    const link = within(list).queryByRole('link', { name });
    if (link) return link;
    const more = within(list).queryAllByRole('button', { name: 'Show more' });
    if (more.length === 0) throw new Error(`${orderNumber} is not in the list`);
    const before = within(list).getAllByRole('link').length;
    await user.click(more[more.length - 1]!);
    await waitFor(() => expect(within(list).getAllByRole('link').length).toBeGreaterThan(before));
  }
}

/** A promotion's facts, each term with its value, as the owner reads them. */
const factsOf = (list: HTMLElement) =>
  Object.fromEntries(
    [...list.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

/** The promotion named `name` (its code, or "Automatic offer") on the back office's Promotions page. */
const promotionItem = (name: string) =>
  within(screen.getByRole('region', { name: 'Codes and automatic offers' }))
    .getByText(name)
    .closest('li')!;

/** The owner's reads of orders: the order itself, and the lists' and dashboard's owner_ functions. */
const orderRequests = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([input]) =>
    /\/rest\/v1\/(orders|rpc\/owner_)/.test(String(input instanceof Request ? input.url : input)),
  );

describe('/owner', () => {
  it('sends signed-out visitors to sign in, and back to /owner afterwards', async () => {
    const { router } = renderRoute('/owner');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 10_000 });
    expect(router.state.location.search).toBe('?redirect=%2Fowner');
  });

  it('tells a customer, even one who wrote role owner into their own profile, that it is not for them', async () => {
    const session = await signUpTestUser('pretender');
    await supabase.auth.updateUser({ data: { role: 'owner' } });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderRoute('/owner');
    expect(await findText('This page is for the shop owner')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText(session.user.email!)).toBeInTheDocument();
    expect(orderRequests(fetchSpy)).toEqual([]);
  });

  it("gives the owner the back office's own chrome: its sections, the owner, Sign Out, the way back", async () => {
    const user = userEvent.setup();
    const owner = await signInAsOwner();
    const { router } = renderRoute('/owner');

    // /owner opens on the dashboard; the sections are a navigation of their own, the current one marked.
    const sections = await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 10_000 });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Returns', 'Reviews', 'Promotions', 'Invoices']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(
      () =>
        expect(within(sections).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      { timeout: 10_000 },
    );
    await user.click(within(sections).getByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/orders'));
    // The router shows the new section once its data is in (a transition): on a loaded machine, seconds.
    await waitFor(
      () =>
        expect(within(sections).getByRole('link', { name: 'Orders' })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      { timeout: 10_000 },
    );
    await user.click(within(sections).getByRole('link', { name: 'Returns' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Returns to handle' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(within(sections).getByRole('link', { name: 'Invoices' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Invoices · Owner/);

    // Nothing of the shop's chrome: no bag, no search, no newsletter.
    expect(screen.queryByRole('link', { name: /bag/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /search/i })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/newsletter|email address/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.getByText(owner.email)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Signing out waits for the shop's page to be drawn (the back office would send itself to sign in).
    await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
    await waitFor(async () => expect((await supabase.auth.getSession()).data.session).toBeNull());
  });

  it('lets the owner find a COD order and move it along the allowed steps to delivered', async () => {
    const user = userEvent.setup();
    await signInAsOwner();
    const order = await placeCodOrder(`cod-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { router } = renderRoute('/owner/orders');

    const waiting = await screen.findByRole('region', { name: 'Waiting for you' }, { timeout: 10_000 });
    const toConfirm = within(waiting).getByRole('region', { name: /^Cash on delivery to confirm/ });
    await user.click(await findOrderLink(user, toConfirm, order.orderNumber));
    await waitFor(() => expect(router.state.location.search).toBe(`?order=${order.id}`));
    // The screen reads the order while its lists and the promotions load: under load, more than a second.
    const heading = await screen.findByRole(
      'heading',
      { name: `Order ${order.orderNumber}` },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'WhatsApp Salma Test' })).toHaveAttribute(
      'href',
      'https://wa.me/212612345678',
    );
    expect(screen.getByText('4 Derb Test')).toBeInTheDocument();
    // The line names the size and the SKU the owner picks it from the shelf by.
    const lines = screen.getByRole('region', { name: 'Items' });
    expect(within(lines).getByText('Size: Small 15cm')).toBeInTheDocument();
    expect(within(lines).getByText('SKU: ZLJ-CER-002-S')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await findText(`Order ${order.orderNumber} is now confirmed.`)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mark processing' }));
    const ship = await screen.findByRole('form', { name: 'Mark shipped' });
    await user.type(within(ship).getByLabelText('Carrier'), 'Amana');
    await user.type(within(ship).getByLabelText('Tracking number'), 'AM123456789MA');
    await user.type(within(ship).getByLabelText(/Tracking link/), 'https://www.poste.ma/track/AM123456789MA');
    await user.click(within(ship).getByRole('button', { name: 'Mark shipped' }));
    await user.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    expect(await findText('This order is delivered; it cannot change any more.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Order ${order.orderNumber}` })).toHaveFocus();
    // Cash handed over at the door pays the order: its invoice is issued in that move, shown here
    // (awaited before anything else, so the screen has settled when the test reads the database).
    const invoices = await screen.findByRole('region', { name: 'Invoices' }, { timeout: 10_000 });
    expect(
      await within(invoices).findByRole(
        'button',
        { name: /^Download PDF F-\d{4}-\d{6}$/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();

    const { data } = await service
      .from('orders')
      .select('order_status, carrier, tracking_number, tracking_url')
      .eq('id', order.id)
      .single();
    expect(data).toEqual({
      order_status: 'delivered',
      carrier: 'Amana',
      tracking_number: 'AM123456789MA',
      tracking_url: 'https://www.poste.ma/track/AM123456789MA',
    });
    // The spy sees the owner's order reads, so its silence for a customer above means something.
    expect(orderRequests(fetchSpy).length).toBeGreaterThan(0);
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Order placed · by the shop/),
      expect.stringMatching(/^Confirmed · by the owner/),
      expect.stringMatching(/^Being prepared · by the owner/),
      expect.stringMatching(/^Shipped · by the owner.*Amana AM123456789MA/),
      expect.stringMatching(/^Delivered · by the owner/),
    ]);
  });

  it("searches by e-mail and shows the database's sentence when a move is no longer allowed", async () => {
    const user = userEvent.setup();
    await signInAsOwner();
    const email = `search-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const order = await placeCodOrder(email);
    renderRoute('/owner/orders');

    await user.type(await screen.findByLabelText('Order number or e-mail', {}, { timeout: 10_000 }), email);
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    expect(await findText('1 order found')).toBeInTheDocument();
    const search = screen.getByRole('region', { name: 'Find an order' });
    await user.click(within(search).getByRole('link', { name: new RegExp(order.orderNumber) }));
    await screen.findByRole('heading', { name: `Order ${order.orderNumber}` }, { timeout: 10_000 });

    // Someone else cancels it meanwhile (the screen still offers to confirm).
    const cancelled = await service
      .from('orders')
      .update({ order_status: 'cancelled', cancel_reason: 'Out of stock' })
      .eq('id', order.id);
    if (cancelled.error) throw cancelled.error;
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `order ${order.orderNumber} is cancelled and cannot become confirmed (it cannot change any more)`,
    );
  });

  it('searches by the beginning of an e-mail a page at a time, and counts exactly once all are in', async () => {
    const user = userEvent.setup();
    await signInAsOwner();
    const tag = `paging-${crypto.randomUUID().slice(0, 8)}`;
    const count = ORDERS_PER_PAGE + 2;
    // Written as the dashboard would, so that no stock is held for them.
    const inserted = await service
      .from('orders')
      .insert(
        Array.from({ length: count }, (_, n) => ({
          customer_name: 'Paging Test',
          customer_email: `${tag}-${n}@example.com`,
          customer_phone: '+212612345678',
          shipping_address: { address: '4 Derb Test', city: 'Fes', postalCode: '30000', country: 'MA' },
          payment_method: 'cod' as const,
          subtotal: 100,
          shipping: 0,
          total: 100,
        })),
      )
      .select('order_number');
    if (inserted.error) throw inserted.error;
    renderRoute('/owner/orders');

    // The waiting list's heading counts from the dashboard: at least the cash orders just placed.
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' }, { timeout: 10_000 });
    const toConfirm = await within(waiting).findByRole(
      'region',
      { name: /^Cash on delivery to confirm \(\d+\)$/ },
      { timeout: 10_000 },
    );
    const heading = within(toConfirm).getByRole('heading').textContent ?? '';
    expect(Number(/\((\d+)\)$/.exec(heading)?.[1])).toBeGreaterThanOrEqual(count);

    // The tag begins each address: one full page, and only "more than" until the last page is in.
    const field = await screen.findByLabelText('Order number or e-mail', {}, { timeout: 10_000 });
    await user.type(field, tag);
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    expect(await findText(`More than ${ORDERS_PER_PAGE} orders found`)).toBeInTheDocument();
    const search = screen.getByRole('region', { name: 'Find an order' });
    expect(within(search).getAllByRole('link')).toHaveLength(ORDERS_PER_PAGE);
    await user.click(within(search).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(search).getAllByRole('link')).toHaveLength(count));
    expect(await findText(`${count} orders found`)).toBeInTheDocument();
    expect(within(search).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    // Not a part from the middle of an address: the search reads an index of their beginnings.
    await user.clear(field);
    await user.type(field, tag.slice(1));
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    expect(await findText('No order has that number or e-mail.')).toBeInTheDocument();

    // An order number as an owner types it, without its prefix and zeros.
    const last = inserted.data.at(-1)!.order_number;
    await user.clear(field);
    await user.type(field, `#${Number(last.replace('ZLJ-', ''))}`);
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    expect(await findText('1 order found')).toBeInTheDocument();
    expect(within(search).getByRole('link', { name: new RegExp(last) })).toBeInTheDocument();

    // Two letters are too few to search by: the screen says so without asking the database.
    // (fetch is already spied on by the subscription stub: count from here.)
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const before = orderRequests(fetchSpy).length;
    await user.clear(field);
    await user.type(field, 'pa');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    expect(
      await findText('Type an order number, an e-mail address, or at least its first 3 characters.'),
    ).toBeInTheDocument();
    expect(orderRequests(fetchSpy)).toHaveLength(before);
  });

  it('lists a parcel shipped over 7 days ago and not delivered among what waits', async () => {
    const user = userEvent.setup();
    await signInAsOwner();
    const inserted = await service
      .from('orders')
      .insert({
        customer_name: 'Late Parcel',
        customer_email: `late-${crypto.randomUUID().slice(0, 8)}@example.com`,
        customer_phone: '+212612345678',
        shipping_address: { address: '4 Derb Test', city: 'Fes', postalCode: '30000', country: 'MA' },
        payment_method: 'cod' as const,
        subtotal: 100,
        shipping: 0,
        total: 100,
      })
      .select('id, order_number')
      .single();
    if (inserted.error) throw inserted.error;
    const order = inserted.data;
    for (const order_status of ['confirmed', 'processing', 'shipped'] as const) {
      const moved = await service
        .from('orders')
        .update({ order_status, carrier: 'Amana', tracking_number: 'AM123456789MA' })
        .eq('id', order.id);
      if (moved.error) throw moved.error;
    }
    // Shipped eight days ago (the database stamps shipped_at when the status moves; set back here).
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    const late = await service.from('orders').update({ shipped_at: eightDaysAgo }).eq('id', order.id);
    if (late.error) throw late.error;
    renderRoute('/owner/orders');

    const waiting = await screen.findByRole('region', { name: 'Waiting for you' }, { timeout: 10_000 });
    const list = await within(waiting).findByRole(
      'region',
      { name: /^Shipped over 7 days ago, not delivered \(\d+\)$/ },
      { timeout: 10_000 },
    );
    expect(await findOrderLink(user, list, order.order_number)).toBeInTheDocument();
  });

  it("shows an order's code and discount, each line's share, and the promotions with their uses", async () => {
    const user = userEvent.setup();
    await signInAsOwner();
    const code = await createTestCode({ kind: 'percentage', value: 10, usage_limit: 5, title: 'Owner 10 %' });
    const later = await createTestCode({
      kind: 'fixed',
      value: 50,
      starts_at: '2030-03-01T12:00:00Z',
      ends_at: '2030-03-31T12:00:00Z',
    });
    const order = await placeOrderWithCode(code, 2, `promo-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const { router } = renderRoute(`/owner/orders?order=${order.id}`);

    const heading = await screen.findByRole(
      'heading',
      { name: `Order ${order.orderNumber}` },
      { timeout: 10_000 },
    );
    const detail = heading.closest('article')!;
    expect(within(detail).getByText('Promotion code').nextSibling).toHaveTextContent(code);
    // 2 × 240 MAD with 10 % off, the shipping to Fes for the 432 MAD left; the one line bears it all.
    const lines = within(detail).getByRole('region', { name: 'Items' });
    expect(within(lines).getByText('Discount −48 MAD')).toBeInTheDocument();
    expect(
      [...lines.querySelectorAll('tfoot tr')].map((row) => [
        row.querySelector('th')!.textContent,
        row.querySelector('td')!.textContent,
      ]),
    ).toEqual([
      ['Subtotal', '480 MAD'],
      [`Discount (${code})`, '−48 MAD'],
      ['Shipping', '45 MAD'],
      ['Total', '477 MAD'],
    ]);

    // The promotions are a section of the back office of their own.
    const sections = screen.getByRole('navigation', { name: 'Back office' });
    await user.click(within(sections).getByRole('link', { name: 'Promotions' }));
    const promotions = await screen.findByRole(
      'region',
      { name: 'Codes and automatic offers' },
      { timeout: 10_000 },
    );
    await within(promotions).findByText(code, {}, { timeout: 10_000 });
    expect(within(promotionItem(code)).getByText('Owner 10 %')).toBeInTheDocument();
    expect(within(promotionItem(code)).getByText('Running')).toBeInTheDocument();
    expect(factsOf(promotionItem(code))).toEqual({
      Offer: '10% off',
      Uses: '1 / 5',
      Starts: 'Right away',
      Ends: 'No end date',
      'Given away': '48 MAD',
    });
    expect(within(promotionItem(later)).getByText('Starts later')).toBeInTheDocument();
    expect(factsOf(promotionItem(later))).toMatchObject({
      Offer: '50 MAD off',
      Uses: '0 (no limit)',
      Starts: expect.stringMatching(/^1 Mar 2030, \d{2}:\d{2}$/),
      Ends: expect.stringMatching(/^31 Mar 2030, \d{2}:\d{2}$/),
      'Given away': '0 MAD',
    });
    expect(within(promotionItem(later)).getByText(/^1 Mar 2030/)).toHaveAttribute(
      'dateTime',
      '2030-03-01T12:00:00+00:00',
    );

    // The demo's automatic offer, which the owner has not switched on.
    expect(within(promotionItem('Automatic offer')).getByText('Switched off')).toBeInTheDocument();
    expect(factsOf(promotionItem('Automatic offer'))).toMatchObject({ Offer: 'Free shipping' });

    // Cancelling the order gives the code's use back, and the list says so when the owner returns.
    await act(() => router.navigate(`/owner/orders?order=${order.id}`));
    const reopened = await screen.findByRole(
      'heading',
      { name: `Order ${order.orderNumber}` },
      { timeout: 10_000 },
    );
    const article = reopened.closest('article')!;
    const cancel = within(article).getByRole('form', { name: 'Cancel the order' });
    await user.type(within(cancel).getByLabelText(/Reason for cancelling/), 'Changed her mind');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel order' }));
    await within(article).findByText('Cancelled because', {}, { timeout: 10_000 });
    await user.click(within(sections).getByRole('link', { name: 'Promotions' }));
    await waitFor(() =>
      expect(factsOf(promotionItem(code))).toMatchObject({ Uses: '0 / 5', 'Given away': '0 MAD' }),
    );
  });
});
