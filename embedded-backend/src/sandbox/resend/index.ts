/**
 * Resend stand-in: POST /emails and GET /emails/<id> with Resend's auth, validation, idempotency
 * and error bodies `{ statusCode, name, message }`. An accepted message is delivered into the local
 * mailbox (/__mailbox), one copy per recipient, with its HTML and text parts.
 *
 * Test hook: GET/POST /__admin (Bearer sandbox key) reads or sets `outage` ('none' | 'down' |
 * 'rate_limited') and `delay_ms` (a pause after accepting a message and before answering, which
 * widens the window where a sender can die between the two).
 */
import type { Db } from '../../types';
import type { Mailbox } from '../../mail/index';
import { SANDBOX_RESEND_API_KEY } from '../credentials';
import { json } from '../http';
import { createMemoryResendStore, createResendStore, requestHash, type StoredEmail } from './store';
import { resendError, validateEmail, type ResendError } from './validate';

type Outage = 'none' | 'down' | 'rate_limited';
const OUTAGES: Outage[] = ['none', 'down', 'rate_limited'];

const send = (error: ResendError, headers: Record<string, string> = {}) =>
  json(error, error.statusCode, headers);

function checkKey(req: Request): ResendError | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '');
  if (!match) return resendError(401, 'missing_api_key', 'Missing API key in the authorization header.');
  return match[1] === SANDBOX_RESEND_API_KEY
    ? null
    : resendError(403, 'invalid_api_key', 'API key is invalid.');
}

async function readJson(req: Request): Promise<unknown> {
  try {
    return JSON.parse(await req.text());
  } catch {
    return undefined;
  }
}

/** With `db`, accepted messages and keys are kept in the database; without, in memory. */
export function createResendSandbox({ db, mailbox }: { db?: Db; mailbox?: Mailbox }) {
  const store = db ? createResendStore(db) : createMemoryResendStore();
  const state = { outage: 'none' as Outage, delay_ms: 0, accepted: 0, idempotent_replays: 0 };
  const inFlight = new Set<string>();

  const deliver = (stored: StoredEmail) => {
    const { email } = stored;
    for (const to of [...email.to, ...email.cc, ...email.bcc]) {
      mailbox?.send(
        {
          to,
          from: email.from,
          subject: email.subject,
          html: email.html ?? '',
          text: email.text ?? '',
          headers: email.headers,
        },
        { createdAt: stored.created_at },
      );
    }
  };
  // What was accepted before a restart is in the mailbox again.
  const ready = store.recent(200).then((rows) => rows.forEach(deliver));

  async function admin(req: Request): Promise<Response> {
    const refused = checkKey(req);
    if (refused) return send(refused);
    if (req.method === 'POST') {
      const body = (await readJson(req)) as { outage?: unknown; delay_ms?: unknown } | undefined;
      if (body?.outage !== undefined) {
        if (!OUTAGES.includes(body.outage as Outage)) {
          return send(resendError(422, 'validation_error', `outage must be one of ${OUTAGES.join(', ')}`));
        }
        state.outage = body.outage as Outage;
      }
      if (body?.delay_ms !== undefined)
        state.delay_ms = Math.max(0, Math.min(Number(body.delay_ms) || 0, 60_000));
    }
    return json(state);
  }

  async function createEmail(req: Request): Promise<Response> {
    if (state.outage === 'down') {
      return send(
        resendError(500, 'application_error', 'An unexpected error occurred, please try again later.'),
      );
    }
    if (state.outage === 'rate_limited') {
      return send(
        resendError(
          429,
          'rate_limit_exceeded',
          'Too many requests. You can only make 2 requests per second.',
        ),
        { 'retry-after': '1' },
      );
    }
    const key = req.headers.get('idempotency-key');
    if (key !== null && (key.length < 1 || key.length > 256)) {
      return send(resendError(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.'));
    }
    const body = await readJson(req);
    const email = validateEmail(body);
    if ('statusCode' in email) return send(email);
    if (key !== null && inFlight.has(key)) {
      return send(
        resendError(
          409,
          'concurrent_idempotent_requests',
          'Same idempotency key used while original request is still in progress.',
        ),
      );
    }
    if (key !== null) inFlight.add(key);
    try {
      const saved = await store.save(email, requestHash(body), key);
      if (saved.kind === 'conflict') {
        return send(
          resendError(
            409,
            'invalid_idempotent_request',
            'Same idempotency key used with a different request payload.',
          ),
        );
      }
      if (saved.kind === 'replayed') {
        state.idempotent_replays++;
      } else {
        state.accepted++;
        deliver(saved.stored);
      }
      if (state.delay_ms > 0) await new Promise((resolve) => setTimeout(resolve, state.delay_ms));
      return json({ id: saved.stored.id });
    } finally {
      if (key !== null) inFlight.delete(key);
    }
  }

  async function getEmail(id: string): Promise<Response> {
    const stored = await store.find(id);
    if (!stored) return send(resendError(404, 'not_found', 'Email not found'));
    const { email } = stored;
    return json({
      object: 'email',
      id: stored.id,
      from: email.from,
      to: email.to,
      cc: email.cc.length ? email.cc : null,
      bcc: email.bcc.length ? email.bcc : null,
      reply_to: email.reply_to.length ? email.reply_to : null,
      subject: email.subject,
      html: email.html,
      text: email.text,
      created_at: stored.created_at,
      last_event: 'delivered',
    });
  }

  return async function resendSandbox(req: Request, path: string): Promise<Response> {
    await ready;
    if (path === '/__admin') return admin(req);
    const refused = checkKey(req);
    if (refused) return send(refused);
    if (path === '/emails' && req.method === 'POST') return createEmail(req);
    const one = /^\/emails\/([^/]+)$/.exec(path);
    if (one && req.method === 'GET') return getEmail(one[1]!);
    if (path === '/emails' || one)
      return send(resendError(405, 'method_not_allowed', 'Method is not allowed.'));
    return send(resendError(404, 'not_found', 'The requested endpoint does not exist.'));
  };
}
