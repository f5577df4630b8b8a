import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayKey } from '@rules/shop-calendar';

import { getSupabase } from '@/lib/supabase';
import { placeSafiOrder } from '@/testing/orders';
import { renderRoute } from '@/testing/render-route';
import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { serviceClient, signOutAfterEach } from '@/testing/test-users';

import { askedFor, periodOf } from '../dashboard/periods';
import { readDashboard } from '../dashboard/read-dashboard';
import { signInAsOwner } from '../testing/sign-in-as-owner';

const supabase = await getSupabase();
const service = serviceClient();

afterEach(() => vi.restoreAllMocks());
signOutAfterEach();
beforeEach(() => {
  stubSubscriptionCheck(false);
});

/** The per-day table's rows as [day, orders, net sales], as the owner reads them. */
const tableRows = () =>
  within(screen.getByRole('table', { name: 'Per day' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The figure named `label` on the dashboard. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('/owner: the dashboard', () => {
  it("shows a period's figures, its days as a table, and today's delivered cash order", async () => {
    const user = userEvent.setup();
    await signInAsOwner();
    // Delivered cash is paid: it counts in today's sales.
    const order = await placeSafiOrder({ email: `dash-${crypto.randomUUID().slice(0, 8)}@example.com` });
    for (const move of [
      { order_status: 'confirmed' },
      { order_status: 'processing' },
      { order_status: 'shipped', carrier: 'Amana', tracking_number: 'AM1' },
      { order_status: 'delivered' },
    ]) {
      await service.from('orders').update(move).eq('id', order.id).throwOnError();
    }
    renderRoute('/owner');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Per day' }, { timeout: 10_000 });
    // Seven days by default, today last.
    expect(tableRows()).toHaveLength(7);

    await user.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    // The figures are the database's own for the period: compared with owner_dashboard asked directly.
    const { from, to } = askedFor(periodOf('today', new Date())!);
    const { data } = await supabase
      .rpc('owner_dashboard', { p_from: from.toISOString(), p_to: to.toISOString() })
      .throwOnError();
    const expected = readDashboard(data, 'owner_dashboard');
    expect(expected.current.orders).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(figure('Orders')).toBe(String(expected.current.orders)));
    expect(tableRows()[0]![1]).toBe(String(expected.per_day[0]!.orders));

    // A custom range, typed day by day: the last complete period stays until both days are in.
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-10');
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    expect(
      screen.getByText(/^1 Mar 2026 to 10 Mar 2026, compared with the 10 days before$/),
    ).toBeInTheDocument();
  });

  it("downloads the period's orders and lines as a CSV, and says so when it cannot", async () => {
    const user = userEvent.setup();
    await signInAsOwner();
    const phone = `+2126${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const order = await placeSafiOrder({
      email: `csv-${crypto.randomUUID().slice(0, 8)}@example.com`,
      phone,
    });
    const saved = catchDownloads();
    renderRoute('/owner');

    const section = await screen.findByRole('region', { name: 'Orders and lines as CSV' });
    await user.click(within(section).getByRole('button', { name: 'Download the CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    // The default period: the last seven days, today included, in the shop's days.
    const { first, last } = periodOf('7d', new Date())!;
    expect(saved[0]!.name).toBe(`orders-${dayKey(first)}-to-${dayKey(last)}.csv`);
    const csv = new TextDecoder().decode(await saved[0]!.blob.arrayBuffer());
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header!.split(',').slice(0, 4)).toEqual([
      'order_number',
      'placed_at',
      'time_zone',
      'order_status',
    ]);
    expect(rows.filter((row) => row.startsWith(`${order.orderNumber},`))).toHaveLength(1);

    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('oops', { status: 502 }));
    await user.click(within(section).getByRole('button', { name: 'Download the CSV' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The CSV could not be made. Please try again in a moment.',
    );
    expect(saved).toHaveLength(1);
  });
});

/** What the page hands the browser to save: the link's file name and the file's bytes. */
function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}
