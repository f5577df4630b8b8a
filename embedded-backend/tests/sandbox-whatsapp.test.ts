/**
 * The WhatsApp Cloud API sandbox against Meta's documented behaviour: Graph's auth and validation
 * errors with their codes, the answer to an accepted message, signed status webhooks (sent, then
 * delivered, with biz_opaque_callback_data) retried until the receiver takes them, the read hook,
 * the 24-hour window for free text, the local inbox's JSON, page and button presses, and that
 * messages and pending webhooks outlive a restart. Webhooks go to a small receiver in this test.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_WHATSAPP_APP_SECRET,
  SANDBOX_WHATSAPP_PHONE_NUMBER_ID,
  SANDBOX_WHATSAPP_TOKEN,
  SANDBOX_WHATSAPP_VERIFY_TOKEN,
} from '../src/sandbox/credentials';
import { makeProjectDir, startFixture, type FixtureBed } from './rest-fixture';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Records every request; `answer` decides the status of each POST. */
async function startReceiver() {
  const received: Received[] = [];
  const receiver = {
    received,
    url: '',
    answer: (_request: Received) => 200,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const request = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        raw,
        body: raw ? JSON.parse(raw) : null,
      };
      received.push(request);
      if (req.method === 'GET') {
        const params = new URL(req.url!, 'http://x').searchParams;
        const ok = params.get('hub.verify_token') === SANDBOX_WHATSAPP_VERIFY_TOKEN;
        res.writeHead(ok ? 200 : 403).end(ok ? params.get('hub.challenge') : 'Forbidden');
        return;
      }
      res.writeHead(receiver.answer(request)).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1/whatsapp-webhook`;
  return receiver;
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const value = (r: Received) => r.body.entry[0].changes[0].value;
const statusesOf = (receiver: Receiver, id: string) =>
  receiver.received
    .filter((r) => r.method === 'POST' && value(r).statuses?.[0]?.id === id)
    .map((r) => ({ status: value(r).statuses[0].status as string, request: r }));

async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found) return found;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const template = (
  overrides: Record<string, unknown> = {},
  parameters = ['Amina', 'ZLJ-001042', '2 × Tajine plate', '450.00 MAD', '12 rue Fès, Casablanca'],
) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: '+212612345678',
  type: 'template',
  template: {
    name: 'cod_order_confirmation',
    language: { code: 'ar' },
    components: [
      { type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '0',
        parameters: [{ type: 'payload', payload: 'confirm:42' }],
      },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '1',
        parameters: [{ type: 'payload', payload: 'cancel:42' }],
      },
    ],
  },
  biz_opaque_callback_data: 'order:42',
  ...overrides,
});

function client(bed: FixtureBed) {
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${bed.backend.url}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      text,
      body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
    };
  };
  const auth = { authorization: `Bearer ${SANDBOX_WHATSAPP_TOKEN}` };
  return {
    call,
    send: (body: unknown, headers: Record<string, string> = auth, version = 'v21.0') =>
      call(
        'POST',
        `/__sandbox/whatsapp/${version}/${SANDBOX_WHATSAPP_PHONE_NUMBER_ID}/messages`,
        body,
        headers,
      ),
    read: (messageId: string) => call('POST', '/__sandbox/whatsapp/__read', { message_id: messageId }, auth),
    inbox: async (to: string) =>
      (await call('GET', `/__whatsapp/api/messages?to=${encodeURIComponent(to)}`)).body.messages,
    reply: (body: Record<string, unknown>) => call('POST', '/__whatsapp/api/reply', body),
  };
}

const projectDir = makeProjectDir();
const dataDir = mkdtempSync(path.join(tmpdir(), 'zellij-whatsapp-'));
afterAll(() => {
  rmSync(projectDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('WhatsApp sandbox', () => {
  let bed: FixtureBed;
  let receiver: Receiver;
  let wa: ReturnType<typeof client>;
  beforeAll(async () => {
    receiver = await startReceiver();
    bed = await startFixture({ projectDir, whatsapp: { webhookUrl: receiver.url, retryMs: 150 } });
    wa = client(bed);
  });
  afterAll(async () => {
    await bed?.stop();
    await receiver?.close();
  });

  it('refuses a missing or wrong token and an unknown phone number id as Graph does', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer EAAG-not-ours' }];
    for (const headers of attempts) {
      const refused = await wa.send(template(), headers);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({
        error: {
          message: 'Invalid OAuth access token - Cannot parse access token',
          type: 'OAuthException',
          code: 190,
          fbtrace_id: expect.any(String),
        },
      });
    }
    const unknown = await wa.call('POST', '/__sandbox/whatsapp/v21.0/999/messages', template(), {
      authorization: `Bearer ${SANDBOX_WHATSAPP_TOKEN}`,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ type: 'GraphMethodException', code: 100, error_subcode: 33 });
    expect(unknown.body.error.message).toMatch(
      /^Unsupported post request\. Object with ID '999' does not exist/,
    );
  });

  it('validates a message with Graph’s codes and messages', async () => {
    const { messaging_product: _p, ...noProduct } = template();
    expect((await wa.send(noProduct)).body.error).toMatchObject({
      code: 100,
      message: '(#100) The parameter messaging_product is required.',
    });
    const { to: _to, ...noTo } = template();
    expect((await wa.send(noTo)).body.error.message).toBe('(#100) The parameter to is required.');
    const noCode = template({ template: { name: 'cod_order_confirmation', language: {} } });
    expect((await wa.send(noCode)).body.error.message).toContain("template['language']['code']");

    for (const [name, code] of [
      ['order_update', 'ar'],
      ['cod_order_confirmation', 'de'],
    ]) {
      const missing = await wa.send(template({ template: { name, language: { code } } }));
      expect(missing.status).toBe(404);
      expect(missing.body.error).toMatchObject({
        code: 132001,
        message: '(#132001) Template name does not exist in the translation',
        error_data: {
          messaging_product: 'whatsapp',
          details: `template name (${name}) does not exist in ${code}`,
        },
      });
    }
    const short = await wa.send(template({}, ['Amina', 'ZLJ-001042']));
    expect(short.status).toBe(400);
    expect(short.body.error).toMatchObject({
      code: 132000,
      message: '(#132000) Number of parameters does not match the expected number of params',
      error_data: {
        details: 'body: number of localizable_params (2) does not match the expected number of params (5)',
      },
    });
    const multiline = await wa.send(template({}, ['Amina', 'ZLJ-1', 'a\nb', '1 MAD', 'Fès']));
    expect(multiline.body.error.code).toBe(132018);
    expect(receiver.received).toEqual([]);
  });

  it('accepts a template, answers Graph’s shape and sends signed sent then delivered statuses', async () => {
    const sent = await wa.send(template());
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '+212612345678', wa_id: '212612345678' }],
      messages: [{ id: expect.stringMatching(/^wamid\.[A-Za-z0-9+/=]+$/), message_status: 'accepted' }],
    });
    const id = sent.body.messages[0].id as string;
    const statuses = await waitFor(() => statusesOf(receiver, id).length === 2 && statusesOf(receiver, id));
    expect(statuses.map((s) => s.status)).toEqual(['sent', 'delivered']);
    for (const { request } of statuses) {
      const expected = createHmac('sha256', SANDBOX_WHATSAPP_APP_SECRET).update(request.raw).digest('hex');
      expect(request.headers['x-hub-signature-256']).toBe(`sha256=${expected}`);
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.raw).toMatch(/^[\x20-\x7e]*$/); // Meta escapes non-ASCII as \uXXXX
    }
    const first = statuses[0]!.request.body;
    expect(first).toMatchObject({
      object: 'whatsapp_business_account',
      entry: [{ id: expect.any(String), changes: [{ field: 'messages' }] }],
    });
    expect(value(statuses[0]!.request)).toMatchObject({
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '212522000000', phone_number_id: SANDBOX_WHATSAPP_PHONE_NUMBER_ID },
      statuses: [
        {
          id,
          status: 'sent',
          timestamp: expect.stringMatching(/^\d{10}$/),
          recipient_id: '212612345678',
          biz_opaque_callback_data: 'order:42',
          conversation: { id: expect.any(String), origin: { type: 'utility' } },
          pricing: { billable: true, category: 'utility' },
        },
      ],
    });

    const [listed] = await wa.inbox('+212612345678');
    expect(listed).toMatchObject({
      id,
      to: '+212612345678',
      template: 'cod_order_confirmation',
      language: 'ar',
      dir: 'rtl',
      buttons: [
        { index: 0, text: 'تأكيد', payload: 'confirm:42' },
        { index: 1, text: 'إلغاء', payload: 'cancel:42' },
      ],
      statuses: [
        { status: 'sent', delivered_at: expect.any(String) },
        { status: 'delivered', delivered_at: expect.any(String) },
      ],
      replies: [],
    });
    expect(listed.text).toContain('ZLJ-001042');
    expect(listed.text).toContain('مرحبا Amina');
    const page = await wa.call('GET', '/__whatsapp?to=%2B212612345678');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('dir="rtl"');
    expect(page.text).toContain('تأكيد');
  });

  it('retries a status until the receiver takes it, in order, and delivers each once', async () => {
    let refusals = 0;
    receiver.answer = (request) => (value(request).statuses && refusals++ < 2 ? 500 : 200);
    try {
      const sent = await wa.send(template({ to: '212600000002', biz_opaque_callback_data: undefined }));
      const id = sent.body.messages[0].id as string;
      const attempts = await waitFor(() => {
        const seen = statusesOf(receiver, id);
        return seen.some((s) => s.status === 'delivered') && seen;
      });
      expect(attempts.map((s) => s.status)).toEqual(['sent', 'sent', 'sent', 'delivered']);
      expect(value(attempts[0]!.request).statuses[0].biz_opaque_callback_data).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(statusesOf(receiver, id)).toHaveLength(4);
      const [listed] = await wa.inbox('+212600000002');
      expect(listed.statuses).toMatchObject([
        { status: 'sent', attempts: 3, http_status: 200 },
        { status: 'delivered', attempts: 1, http_status: 200 },
      ]);
    } finally {
      receiver.answer = () => 200;
    }
  });

  it('delivers a button press as Meta does, from the customer or another phone', async () => {
    const sent = await wa.send(
      template({ to: '+212 6 11 22 33 44', template: { ...template().template, language: { code: 'fr' } } }),
    );
    const id = sent.body.messages[0].id as string;
    expect(sent.body.contacts).toEqual([{ input: '+212 6 11 22 33 44', wa_id: '212611223344' }]);
    expect((await wa.reply({ message_id: 'wamid.nope', button: 'confirm' })).status).toBe(404);
    expect((await wa.reply({ message_id: id, button: 'maybe' })).status).toBe(400);

    const pressed = await wa.reply({ message_id: id, button: 'cancel' });
    expect(pressed.status).toBe(200);
    expect(pressed.body).toEqual({ reply_id: expect.stringMatching(/^wamid\./), status: 200 });
    const delivered = receiver.received.find((r) => value(r).messages?.[0]?.id === pressed.body.reply_id)!;
    const expected = createHmac('sha256', SANDBOX_WHATSAPP_APP_SECRET).update(delivered.raw).digest('hex');
    expect(delivered.headers['x-hub-signature-256']).toBe(`sha256=${expected}`);
    expect(value(delivered)).toEqual({
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '212522000000', phone_number_id: SANDBOX_WHATSAPP_PHONE_NUMBER_ID },
      contacts: [{ profile: { name: 'Amina' }, wa_id: '212611223344' }],
      messages: [
        {
          context: { from: '212522000000', id },
          from: '212611223344',
          id: pressed.body.reply_id,
          timestamp: expect.stringMatching(/^\d{10}$/),
          type: 'button',
          button: { payload: 'cancel:42', text: 'Annuler' },
        },
      ],
    });
    // Pressing means reading: the message's read status follows its delivered one.
    await waitFor(() => statusesOf(receiver, id).some((s) => s.status === 'read'));
    expect(statusesOf(receiver, id).map((s) => s.status)).toEqual(['sent', 'delivered', 'read']);

    const forged = await wa.reply({ message_id: id, button: 'confirm', from: '+212699999999' });
    const other = receiver.received.find((r) => value(r).messages?.[0]?.id === forged.body.reply_id)!;
    expect(value(other).messages[0]).toMatchObject({
      from: '212699999999',
      button: { payload: 'confirm:42' },
    });
    const [listed] = await wa.inbox('+212611223344');
    expect(listed.replies).toMatchObject([
      { from: '+212611223344', button: 'cancel', payload: 'cancel:42', text: 'Annuler', http_status: 200 },
      { from: '+212699999999', button: 'confirm', http_status: 200 },
    ]);
  });

  it('sends read on request, free text only within 24 hours of a reply, and the verify handshake', async () => {
    const sent = await wa.send(template({ to: '212600000003' }));
    const id = sent.body.messages[0].id as string;
    expect((await wa.call('POST', '/__sandbox/whatsapp/__read', { message_id: id })).status).toBe(401);
    expect((await wa.read(id)).body).toEqual({ message_id: id, status: 200 });
    expect(statusesOf(receiver, id).map((s) => s.status)).toEqual(['sent', 'delivered', 'read']);

    const text = { messaging_product: 'whatsapp', to: '212600000003', type: 'text', text: { body: 'Hello' } };
    const cold = await wa.send(text);
    expect(cold.body.messages[0]).toEqual({ id: expect.any(String) });
    const failed = await waitFor(() => statusesOf(receiver, cold.body.messages[0].id)[0]);
    expect(value(failed.request).statuses[0]).toMatchObject({ status: 'failed', errors: [{ code: 131047 }] });
    expect((await wa.send({ ...text, text: {} })).body.error.message).toBe(
      "(#100) The parameter text['body'] is required.",
    );
    await wa.reply({ message_id: id, button: 'confirm' });
    const warm = await wa.send(text);
    const statuses = await waitFor(
      () =>
        statusesOf(receiver, warm.body.messages[0].id).length === 2 &&
        statusesOf(receiver, warm.body.messages[0].id),
    );
    expect(statuses.map((s) => s.status)).toEqual(['sent', 'delivered']);

    const auth = { authorization: `Bearer ${SANDBOX_WHATSAPP_TOKEN}` };
    expect((await wa.call('POST', '/__sandbox/whatsapp/__verify', {}, auth)).body).toMatchObject({
      status: 200,
      verified: true,
    });
    expect(
      (await wa.call('POST', '/__sandbox/whatsapp/__verify', { verify_token: 'wrong' }, auth)).body,
    ).toMatchObject({
      status: 403,
      verified: false,
    });
  });
});

describe('WhatsApp sandbox persistence', () => {
  it('keeps messages and pending webhooks across a restart, and delivers them after it', async () => {
    const receiver = await startReceiver();
    receiver.answer = () => 503;
    const options = { projectDir, dataDir, whatsapp: { webhookUrl: receiver.url, retryMs: 150 } };
    let id = '';
    const first = await startFixture({ ...options, fresh: true });
    try {
      const sent = await client(first).send(template({ to: '212600000004' }));
      id = sent.body.messages[0].id;
      await waitFor(() => statusesOf(receiver, id).length > 0);
    } finally {
      await first.stop();
    }
    const refused = statusesOf(receiver, id).length;
    expect(statusesOf(receiver, id).every((s) => s.status === 'sent')).toBe(true);

    receiver.answer = () => 200;
    const second = await startFixture(options);
    try {
      const [listed] = await client(second).inbox('+212600000004');
      expect(listed).toMatchObject({ id, template: 'cod_order_confirmation' });
      const delivered = await waitFor(() => {
        const seen = statusesOf(receiver, id);
        return seen.some((s) => s.status === 'delivered') && seen;
      });
      expect(delivered.map((s) => s.status)).toEqual([...Array(refused + 1).fill('sent'), 'delivered']);
    } finally {
      await second.stop();
      await receiver.close();
    }
  });
});
