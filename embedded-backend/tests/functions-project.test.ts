/**
 * The project's real functions (supabase/functions) load in the runtime with their npm imports
 * and scoped permissions, and answer what needs no database: preflight and request checks.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config';
import { createFunctionsRuntime, type FunctionsRuntime } from '../src/functions';
import { listFunctions } from '../src/functions/worker';

const functionsDir = join(import.meta.dirname, '..', '..', 'supabase', 'functions');
const BASE = 'http://127.0.0.1:54321/functions/v1';
let runtime: FunctionsRuntime;

beforeAll(async () => {
  runtime = createFunctionsRuntime({ config: defaultConfig(), functionsDir });
  await runtime.start();
}, 120_000);

afterAll(() => runtime?.stop());

describe('project functions in the runtime', () => {
  it('serves every function folder', () => {
    expect(listFunctions(functionsDir)).toEqual([
      'capture-paypal-order',
      'check-subscription',
      'create-checkout',
      'customer-portal',
      'invoice',
      'invoice-export',
      'orders-export',
      'paypal-webhook',
      'refund-order',
      'review-photo',
      'send-mail',
      'send-whatsapp',
      'stripe-webhook',
      'unsubscribe',
      'whatsapp-webhook',
    ]);
  });

  it.each(listFunctions(functionsDir))('%s answers the CORS preflight', async (name) => {
    const res = await runtime.handler(
      new Request(`${BASE}/${name}`, {
        method: 'OPTIONS',
        headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization.*apikey.*content-type/);
  });

  it('answers request errors with { error } and CORS headers', async () => {
    const invalid = await runtime.handler(
      new Request(`${BASE}/capture-paypal-order`, { method: 'POST', body: '{"order_id":"nope"}' }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('access-control-allow-origin')).toBe('*');
    expect(await invalid.json()).toEqual({ error: 'order_id must be a valid order id.' });
    const anonymous = await runtime.handler(new Request(`${BASE}/check-subscription`, { method: 'POST' }));
    expect(anonymous.status).toBe(401);
    const unsigned = await runtime.handler(
      new Request(`${BASE}/paypal-webhook`, { method: 'POST', body: '{}' }),
    );
    expect(unsigned.status).toBe(400);
  });
});
