/** Meta's webhook as the function reads it: the signature over the raw bytes, and the events it carries. */
import { assert, assertEquals } from '../../_test/assert.ts';
import { readMetaEvent, signedByMeta } from './webhook.ts';

const SECRET = 'app-secret';

async function signature(body: string, secret = SECRET): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return `sha256=${[...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

Deno.test(
  'signedByMeta accepts the HMAC of the exact bytes with the app secret, and nothing else',
  async () => {
    // Meta escapes non-ASCII in its bodies; the check is on the bytes as sent, never on re-encoded JSON.
    const body =
      '{"object":"whatsapp_business_account","entry":[{"name":"\\u0623\\u0645\\u064a\\u0646\\u0629"}]}';
    const good = await signature(body);
    assert(await signedByMeta(bytes(body), good, SECRET));
    assert(await signedByMeta(bytes(body), good.toUpperCase().replace('SHA256=', 'sha256='), SECRET));
    assert(!(await signedByMeta(bytes(`${body} `), good, SECRET)));
    assert(!(await signedByMeta(bytes(body), await signature(body, 'other'), SECRET)));
    assert(!(await signedByMeta(bytes(body), null, SECRET)));
    assert(!(await signedByMeta(bytes(body), good.slice('sha256='.length), SECRET)));
    assert(!(await signedByMeta(bytes(body), 'sha256=', SECRET)));
  },
);

Deno.test('readMetaEvent finds statuses and button presses, and leaves everything else', () => {
  const event = {
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            field: 'messages',
            value: {
              statuses: [
                { id: 'wamid.1', status: 'delivered', biz_opaque_callback_data: 'row-1' },
                { id: 'wamid.2', status: 'read' },
                { status: 'sent' },
              ],
              messages: [
                {
                  id: 'wamid.3',
                  from: '212600000000',
                  type: 'button',
                  context: { id: 'wamid.1' },
                  button: { payload: 'confirm:o' },
                },
                { id: 'wamid.4', from: '212600000000', type: 'text', text: { body: 'hello' } },
              ],
            },
          },
          { field: 'account_update', value: { statuses: [{ id: 'wamid.9', status: 'sent' }] } },
        ],
      },
    ],
  };
  assertEquals(readMetaEvent(event), {
    statuses: [
      { message_id: 'wamid.1', status: 'delivered', callback_data: 'row-1' },
      { message_id: 'wamid.2', status: 'read' },
    ],
    replies: [{ message_id: 'wamid.3', context_id: 'wamid.1', from: '212600000000', payload: 'confirm:o' }],
  });
  assertEquals(readMetaEvent({ object: 'page', entry: event.entry }), { statuses: [], replies: [] });
  assertEquals(readMetaEvent(null), { statuses: [], replies: [] });
});
