import type { RunningBackend } from './api';

/**
 * Takes an order to the door as the service role, through the steps the owner's screen walks
 * (confirmed, processing, shipped with a carrier and tracking number, delivered).
 */
export async function deliverOrder(db: RunningBackend['db'], orderId: string) {
  for (const status of ['confirmed', 'processing']) {
    await db.query('update orders set order_status = $2 where id = $1', [orderId, status]);
  }
  await db.query(
    `update orders set order_status = 'shipped', carrier = 'Amana', tracking_number = 'AM1' where id = $1`,
    [orderId],
  );
  await db.query(`update orders set order_status = 'delivered' where id = $1`, [orderId]);
}
