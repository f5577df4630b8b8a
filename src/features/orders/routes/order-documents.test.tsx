import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { placeSafiOrder } from '@/testing/orders';
import { renderRoute } from '@/testing/render-route';
import { serviceClient, signOutAfterEach } from '@/testing/test-users';

/**
 * The invoice and credit notes on the order page, downloaded from the real invoice function: the
 * shared test backend's shop has its legal identity (the seed), so a delivered cash order has its
 * invoice, and a refund its credit note.
 */
signOutAfterEach();

let service: ReturnType<typeof serviceClient>;
beforeAll(() => {
  service = serviceClient();
});

/** Takes a cash-on-delivery order to the door (the service role stands in for the owner). */
async function deliver(orderId: string) {
  for (const move of [
    { order_status: 'confirmed' },
    { order_status: 'processing' },
    { order_status: 'shipped', carrier: 'Amana', tracking_number: 'AM-9' },
    { order_status: 'delivered' },
  ] as const) {
    await service.from('orders').update(move).eq('id', orderId).throwOnError();
  }
}

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

/** The document's title line ("Invoice F-2026-000001"), its number in a <bdi> of its own. */
const titled = (documents: HTMLElement, title: RegExp) =>
  within(documents).getByText(
    (_, element) => element?.tagName === 'P' && title.test(element.textContent ?? ''),
  );

it('lists a delivered order’s invoice and downloads it as its PDF', async () => {
  const saved = catchDownloads();
  const order = await placeSafiOrder({ email: 'documents-guest@example.ma' });
  await deliver(order.id);
  renderRoute(`/order-confirmation/${order.id}`);
  const documents = await screen.findByRole('region', { name: 'Invoices' }, { timeout: 10_000 });
  const invoice = titled(documents, /^Invoice F-\d{4}-\d{6}$/);
  const number = invoice.textContent!.slice('Invoice '.length);
  // 240 MAD for the bowl and 45 MAD shipping, as the invoice states it in dirhams.
  expect(within(documents).getByText(/285 MAD/)).toBeInTheDocument();

  await userEvent.click(within(documents).getByRole('button', { name: `Download PDF ${number}` }));
  await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
  expect(saved[0]!.name).toBe(`${number}.pdf`);
  const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
});

it('lists a refund’s credit note under its invoice, in French', async () => {
  const order = await placeSafiOrder({ email: 'documents-avoir@example.ma' });
  await deliver(order.id);
  const { data: line } = await service
    .from('order_items')
    .select('id')
    .eq('order_id', order.id)
    .single()
    .throwOnError();
  // A cash order's refund is handed over by the shop: create_refund settles it at once.
  await service
    .rpc('create_refund', {
      p_refund: {
        order_id: order.id,
        lines: [{ order_item_id: line.id, quantity: 1, restock: false }],
        reason: 'Arrivé fêlé',
      },
    })
    .throwOnError();
  renderRoute(`/fr/order-confirmation/${order.id}`);
  const documents = await screen.findByRole('region', { name: 'Factures' }, { timeout: 10_000 });
  const invoice = titled(documents, /^Facture F-\d{4}-\d{6}$/);
  const number = invoice.textContent!.slice('Facture '.length);
  const creditNote = titled(documents, /^Avoir A-\d{4}-\d{6}$/).closest('li')!;
  expect(creditNote).toHaveTextContent(`sur la facture ${number}`);
  expect(within(creditNote).getByRole('button', { name: /^Télécharger le PDF A-/ })).toBeInTheDocument();
});
