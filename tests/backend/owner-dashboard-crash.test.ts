/**
 * The dashboard's rollups survive `kill -9` of the whole backend in the middle of a burst: orders
 * placed, paid, refunded and cancelled by several callers at once while the owner keeps opening the
 * dashboard (each opening folds the deltas into the rollups). After a restart on the same data folder
 * the rollups equal a recomputation from the raw rows (check_dashboard_rollups), and they keep doing
 * so through a second burst.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { defaultConfig } from '../../embedded-backend/src/config';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../embedded-backend/src/auth/demo-owner';
import { backendProcess, serviceClientOf } from './helpers/backend-process';
import { waitFor } from './helpers/mail';
import { orderInput, SEED, SEED_SKU, uniquePhone } from './helpers/seed-ids';

const backend = backendProcess('dashboard-crash');
afterAll(() => backend.cleanUp());

const WORKERS = 6;
const day = 86_400_000;

async function ownerOf(url: string): Promise<SupabaseClient> {
  const owner = createClient(url, defaultConfig().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await owner.auth.signInWithPassword({
    email: DEMO_OWNER_EMAIL,
    password: DEMO_OWNER_PASSWORD,
  });
  if (error) throw error;
  return owner;
}

/** What the callers saw: dashboards the owner opened, and requests the kill cut off. */
const seen = { dashboards: 0, cutOff: 0 };

/** One caller's work, order after order, until told to stop or the backend dies under it. */
async function worker(service: SupabaseClient, owner: SupabaseClient, n: number, stop: () => boolean) {
  for (let k = 0; !stop(); k++) {
    try {
      const paypal = (n + k) % 3 === 0;
      const placed = await service.rpc('place_order', {
        p_order: orderInput(
          [
            { product_id: SEED.figJam, quantity: 1 + (k % 3) },
            { product_id: SEED.oliveWoodBreadBoard, quantity: 1 },
          ],
          {
            payment_method: paypal ? 'paypal' : 'cod',
            currency: paypal ? (k % 2 ? 'EUR' : 'USD') : 'MAD',
            customer: { name: `Crash ${n}.${k}`, email: `crash.${n}.${k}@example.com`, phone: uniquePhone() },
          },
        ),
      });
      if (placed.error) throw placed.error;
      const id = (placed.data as { id: string }).id;
      if (paypal) {
        await service.rpc('record_payment', { p_order_id: id, p_outcome: 'paid', p_capture_id: `CAP-${id}` });
        if (k % 2 === 0) {
          const made = await service.rpc('create_refund', {
            p_refund: { order_id: id, amount_mad: 10, reason: 'Late' },
          });
          const refund = (made.data as { refund: { id: string } } | null)?.refund;
          if (refund) await service.rpc('settle_refund', { p_refund_id: refund.id, p_status: 'succeeded' });
        }
      }
      if (k % 4 === 1) {
        await service
          .from('orders')
          .update({ order_status: 'cancelled', cancel_reason: 'changed mind' })
          .eq('id', id);
      } else if (k % 4 === 2) {
        await service
          .from('orders')
          .update({ order_status: 'confirmed' })
          .eq('id', id)
          .eq('order_status', 'pending');
      }
      if (n === 0) {
        const opened = await owner.rpc('owner_dashboard', {
          p_from: new Date(Date.now() - 29 * day).toISOString(),
          p_to: new Date().toISOString(),
        });
        if (opened.error) throw opened.error;
        seen.dashboards += 1;
      }
    } catch {
      // The backend was killed mid-request: what committed stays, what did not is gone.
      seen.cutOff += 1;
    }
  }
}

async function burst(url: string, until: (orders: number) => boolean) {
  const service = serviceClientOf(url);
  const owner = await ownerOf(url);
  const count = async () =>
    (await service.from('orders').select('id', { count: 'exact', head: true })).count ?? 0;
  let stopped = false;
  const workers = Array.from({ length: WORKERS }, (_, n) => worker(service, owner, n, () => stopped));
  try {
    await waitFor(async () => until(await count()), 120_000, 100);
  } finally {
    stopped = true;
  }
  return { service, workers, count };
}

const differences = async (service: SupabaseClient) => {
  const { data, error } = await service.rpc('check_dashboard_rollups');
  if (error) throw error;
  return (data as { differences: unknown[] }).differences;
};

it('keeps the rollups equal to a recomputation across a kill -9 in the middle of a burst', async () => {
  const first = await backend.start();
  const setup = serviceClientOf(first.url);
  const stocked = await setup
    .from('product_variants')
    .update({ stock_quantity: 100_000 })
    .eq('sku', SEED_SKU.figJam);
  if (stocked.error) throw stocked.error;

  // Killed while the workers are placing, paying, refunding and cancelling, and the owner folding.
  const running = await burst(first.url, (orders) => orders >= 40);
  await backend.kill();
  await Promise.all(running.workers);
  // The kill really came in the middle: the owner had folded deltas, and callers lost requests.
  expect(seen.dashboards).toBeGreaterThan(0);
  expect(seen.cutOff).toBeGreaterThan(0);

  const second = await backend.start(first.port);
  const service = serviceClientOf(second.url);
  const survived = (await service.from('orders').select('id', { count: 'exact', head: true })).count ?? 0;
  expect(survived).toBeGreaterThanOrEqual(40);
  expect(await differences(service)).toEqual([]);
  const refunds = await service
    .from('refunds')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'succeeded');
  expect(refunds.count).toBeGreaterThan(0);

  // And on: a second burst on the recovered database, run to its end this time.
  const again = await burst(second.url, (orders) => orders >= survived + 30);
  await Promise.all(again.workers);
  expect(await differences(service)).toEqual([]);
  await backend.kill();
}, 400_000);
