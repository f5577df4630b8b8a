/**
 * The Resend sandbox against Resend's documented behaviour: the key, validation errors, idempotency
 * keys (same request replays, different request conflicts), the outage switch, delivery into the
 * mailbox with both parts, and that accepted messages and their keys survive a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_RESEND_API_KEY } from '../src/sandbox/credentials';
import { makeProjectDir, startFixture, type FixtureBed } from './rest-fixture';

const projectDir = makeProjectDir();
const dataDir = mkdtempSync(path.join(tmpdir(), 'zellij-resend-'));
afterAll(() => {
  rmSync(projectDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const email = (to: string, subject = 'Your order ZLJ-001001') => ({
  from: 'Zellij <orders@zellij.test>',
  to,
  subject,
  html: '<p>Thank you &amp; welcome</p>',
  text: 'Thank you & welcome',
  tags: [{ name: 'kind', value: 'order_received' }],
});

function resend(bed: FixtureBed) {
  const base = `${bed.backend.url}/__sandbox/resend`;
  return async (
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = { authorization: `Bearer ${SANDBOX_RESEND_API_KEY}` },
  ) => {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  };
}

async function mailboxFor(bed: FixtureBed, to: string) {
  const res = await fetch(`${bed.backend.url}/__mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: Record<string, unknown>[] }).messages;
}

describe('Resend sandbox', () => {
  let sentId = '';

  it('answers like Resend and delivers into the mailbox; keys and messages outlive a restart', async () => {
    const bed = await startFixture({ projectDir, dataDir, fresh: true });
    try {
      const call = resend(bed);
      expect(await call('POST', '/emails', email('a@example.com'), {})).toMatchObject({
        status: 401,
        body: { statusCode: 401, name: 'missing_api_key' },
      });
      expect(
        await call('POST', '/emails', email('a@example.com'), { authorization: 'Bearer re_wrong' }),
      ).toMatchObject({
        status: 403,
        body: { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid.' },
      });
      const { to: _to, ...noTo } = email('a@example.com');
      expect(await call('POST', '/emails', noTo)).toMatchObject({
        status: 422,
        body: { name: 'missing_required_field', message: 'Missing `to` field.' },
      });
      expect((await call('POST', '/emails', email('not-an-address'))).body.name).toBe('validation_error');
      expect(
        (await call('POST', '/emails', { ...email('a@example.com'), html: null, text: null })).status,
      ).toBe(422);

      const key = {
        authorization: `Bearer ${SANDBOX_RESEND_API_KEY}`,
        'idempotency-key': 'order_received/1',
      };
      const first = await call('POST', '/emails', email('Amina <a@example.com>'), key);
      expect(first.status).toBe(200);
      sentId = String(first.body.id);
      expect(Object.keys(first.body)).toEqual(['id']);
      const again = await call('POST', '/emails', email('Amina <a@example.com>'), key);
      expect(again).toMatchObject({ status: 200, body: { id: sentId } });
      const other = await call('POST', '/emails', email('a@example.com', 'Another subject'), key);
      expect(other).toMatchObject({ status: 409, body: { name: 'invalid_idempotent_request' } });

      const delivered = await mailboxFor(bed, 'a@example.com');
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({
        to: 'a@example.com',
        from: 'Zellij <orders@zellij.test>',
        subject: 'Your order ZLJ-001001',
        html: '<p>Thank you &amp; welcome</p>',
        text: 'Thank you & welcome',
      });
      expect((await call('GET', `/emails/${sentId}`)).body).toMatchObject({
        object: 'email',
        to: ['a@example.com'],
      });
    } finally {
      await bed.stop();
    }

    const restarted = await startFixture({ projectDir, dataDir });
    try {
      const call = resend(restarted);
      expect(await mailboxFor(restarted, 'a@example.com')).toHaveLength(1);
      const key = {
        authorization: `Bearer ${SANDBOX_RESEND_API_KEY}`,
        'idempotency-key': 'order_received/1',
      };
      expect(await call('POST', '/emails', email('Amina <a@example.com>'), key)).toMatchObject({
        status: 200,
        body: { id: sentId },
      });
      expect(await mailboxFor(restarted, 'a@example.com')).toHaveLength(1);
    } finally {
      await restarted.stop();
    }
  });

  it('simulates an outage and rate limiting, switched only with the sandbox key', async () => {
    const bed = await startFixture({ projectDir });
    try {
      const call = resend(bed);
      expect(
        (await call('POST', '/__admin', { outage: 'down' }, { authorization: 'Bearer re_wrong' })).status,
      ).toBe(403);
      expect((await call('POST', '/__admin', { outage: 'down' })).body).toMatchObject({ outage: 'down' });
      expect(await call('POST', '/emails', email('b@example.com'))).toMatchObject({
        status: 500,
        body: { statusCode: 500, name: 'application_error' },
      });
      await call('POST', '/__admin', { outage: 'rate_limited' });
      const limited = await call('POST', '/emails', email('b@example.com'));
      expect(limited).toMatchObject({ status: 429, body: { name: 'rate_limit_exceeded' } });
      expect(limited.headers.get('retry-after')).toBe('1');
      expect(await mailboxFor(bed, 'b@example.com')).toEqual([]);
      await call('POST', '/__admin', { outage: 'none' });
      expect((await call('POST', '/emails', email('b@example.com'))).status).toBe(200);
      expect(await mailboxFor(bed, 'b@example.com')).toHaveLength(1);
    } finally {
      await bed.stop();
    }
  });
});
