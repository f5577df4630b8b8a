import { assertEquals } from '../_test/assert.ts';
import { createUnsubscribeHandler } from './handler.ts';

const TOKEN = '5f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
const BASE = 'http://api.test/functions/v1/unsubscribe';

function handler() {
  const calls: string[] = [];
  return {
    calls,
    handle: createUnsubscribeHandler(() => ({
      unsubscribe: (token) => Promise.resolve(void calls.push(token)),
    })),
  };
}

Deno.test("a mail client's one-click POST unsubscribes, answered in the mail's language", async () => {
  const { calls, handle } = handler();
  const res = await handle(
    new Request(`${BASE}?token=${TOKEN}&lang=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  );
  assertEquals(res.status, 200);
  assertEquals((await res.text()).startsWith('Vous êtes désabonné'), true);
  assertEquals(calls, [TOKEN]);
});

Deno.test('the link in the mail (GET) unsubscribes too; English for an unknown language', async () => {
  const { calls, handle } = handler();
  const res = await handle(new Request(`${BASE}?token=${TOKEN}&lang=de`));
  assertEquals(res.status, 200);
  assertEquals((await res.text()).startsWith('You are unsubscribed'), true);
  assertEquals(calls, [TOKEN]);
});

Deno.test('a token that is not one is 400 and changes nothing; other methods are 405', async () => {
  const { calls, handle } = handler();
  assertEquals((await handle(new Request(`${BASE}?token=nope`, { method: 'POST' }))).status, 400);
  assertEquals((await handle(new Request(BASE, { method: 'POST' }))).status, 400);
  assertEquals((await handle(new Request(`${BASE}?token=${TOKEN}`, { method: 'DELETE' }))).status, 405);
  assertEquals(calls, []);
});
