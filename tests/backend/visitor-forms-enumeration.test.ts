/**
 * Who is on the newsletter list, or who wrote to the shop, must not be learnable from the forms'
 * answers. Each probe is sent through supabase-js as an anonymous visitor and as a signed-in customer,
 * once with an address the shop knows and once with one it has never seen, and the two full HTTP
 * answers (status, headers including Content-Range, body) must be identical.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

import { serviceClient, signedInClient, startApi, type RunningBackend } from './helpers/api';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A supabase-js client that also hands back the raw answer of its last request. */
interface ProbeClient {
  db: SupabaseClient;
  lastAnswer: () => Answer;
}

/** Headers that differ between any two requests, whatever they asked. */
const PER_REQUEST_HEADERS = new Set(['date']);

function probeClient(backend: RunningBackend, bearer?: string): ProbeClient {
  let last: Answer | undefined;
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !PER_REQUEST_HEADERS.has(name)),
    );
    last = { status: response.status, headers, body: await response.clone().text() };
    return response;
  };
  const db = createClient(backend.url, backend.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: recordingFetch, headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} },
    realtime: { transport: WebSocket as never },
  });
  return {
    db,
    lastAnswer: () => {
      if (!last) throw new Error('no request was sent');
      return last;
    },
  };
}

let backend: RunningBackend;
let service: SupabaseClient;
const callers = new Map<string, ProbeClient>();
const ANON = 'an anonymous visitor';
const CUSTOMER = 'a signed-in customer';

const KNOWN = 'known.reader@example.com';
const KNOWN_CUSTOMER = 'amina.customer@example.com';
let fresh = 0;
/** An address nobody has used: every probe needs its own, since probing one makes it known. */
const unknownAddress = () => `nobody.${++fresh}.${Date.now()}@example.com`;

beforeAll(async () => {
  backend = await startApi();
  service = serviceClient(backend);
  const subscribed = await service.from('newsletter_subscribers').insert({ email: KNOWN });
  if (subscribed.error) throw subscribed.error;
  const wrote = await service.from('contact_messages').insert({ email: KNOWN, message: 'Hello' });
  if (wrote.error) throw wrote.error;
  const customer = await signedInClient(backend, KNOWN_CUSTOMER);
  callers.set(ANON, probeClient(backend));
  callers.set(CUSTOMER, probeClient(backend, customer.accessToken));
});
afterAll(() => backend.stop());

type Probe = (db: SupabaseClient, email: string) => PromiseLike<unknown>;

/** The answers to one probe about a known address and about an unknown one. */
async function answersFor(caller: ProbeClient, known: string, probe: Probe): Promise<[Answer, Answer]> {
  await probe(caller.db, known);
  const forKnown = caller.lastAnswer();
  await probe(caller.db, unknownAddress());
  return [forKnown, caller.lastAnswer()];
}

const newsletter = (db: SupabaseClient) => db.from('newsletter_subscribers');

const newsletterProbes: [string, Probe][] = [
  ['a plain sign-up', (db, email) => newsletter(db).insert({ email })],
  ['a sign-up with an exact count', (db, email) => newsletter(db).insert({ email }, { count: 'exact' })],
  ['a sign-up with a planned count', (db, email) => newsletter(db).insert({ email }, { count: 'planned' })],
  [
    'a sign-up with an estimated count',
    (db, email) => newsletter(db).insert({ email }, { count: 'estimated' }),
  ],
  [
    'the address in other spelling',
    (db, email) => newsletter(db).insert({ email: ` ${email.toUpperCase()} ` }),
  ],
  [
    'the address twice in one bulk sign-up, counted',
    (db, email) => newsletter(db).insert([{ email }, { email }], { count: 'exact' }),
  ],
  ['a sign-up asking for one object back', (db, email) => newsletter(db).insert({ email }).single()],
  ['a sign-up asking for the row back', (db, email) => newsletter(db).insert({ email }).select('id')],
  [
    'a sign-up with at most 0 rows affected',
    (db, email) =>
      newsletter(db).insert({ email }).setHeader('Prefer', 'return=minimal, handling=strict, max-affected=0'),
  ],
  [
    'an upsert ignoring duplicates on the key',
    (db, email) =>
      newsletter(db).upsert({ email }, { onConflict: 'id', ignoreDuplicates: true, count: 'exact' }),
  ],
  [
    'an upsert on the address',
    (db, email) => newsletter(db).upsert({ email }, { onConflict: 'email', count: 'exact' }),
  ],
  ['a sign-up with a chosen id', (db, email) => newsletter(db).insert({ id: crypto.randomUUID(), email })],
  [
    'a head count filtered on the address',
    (db, email) => newsletter(db).select('*', { count: 'exact', head: true }).eq('email', email),
  ],
  ['a read filtered on the address', (db, email) => newsletter(db).select('email').eq('email', email)],
  [
    'a delete filtered on the address',
    (db, email) => newsletter(db).delete({ count: 'exact' }).eq('email', email),
  ],
];

const contactProbes: [string, Probe][] = [
  [
    'a message with an exact count',
    (db, email) => db.from('contact_messages').insert({ email, message: 'Hi' }, { count: 'exact' }),
  ],
  [
    'a message asking for one object back',
    (db, email) => db.from('contact_messages').insert({ email, message: 'Hi' }).single(),
  ],
  [
    'a head count filtered on the address',
    (db, email) => db.from('contact_messages').select('*', { count: 'exact', head: true }).eq('email', email),
  ],
];

describe.each([ANON, CUSTOMER])('the visitor forms, probed by %s,', (who) => {
  const caller = () => callers.get(who)!;

  it.each(newsletterProbes)('answer the same to %s for a subscriber and a stranger', async (_, probe) => {
    const [known, unknown] = await answersFor(caller(), KNOWN, probe);
    expect(unknown).toEqual(known);
  });

  it.each(contactProbes)('answer the same to %s for a past sender and a stranger', async (_, probe) => {
    for (const address of [KNOWN, KNOWN_CUSTOMER]) {
      const [known, unknown] = await answersFor(caller(), address, probe);
      expect(unknown, address).toEqual(known);
    }
  });

  it('answer the same when a chosen id is sent again with another address', async () => {
    const { db, lastAnswer } = caller();
    const pinned = async (first: string) => {
      const id = crypto.randomUUID();
      await newsletter(db).insert({ id, email: first });
      await newsletter(db).insert({ id, email: unknownAddress() });
      return lastAnswer();
    };
    expect(await pinned(unknownAddress())).toEqual(await pinned(KNOWN));
  });
});

describe('a repeated newsletter sign-up', () => {
  it('is accepted like a new one and keeps the first sign-up’s row', async () => {
    const before = await service
      .from('newsletter_subscribers')
      .select('id, email, created_at')
      .eq('email', KNOWN);
    expect(before.data).toHaveLength(1);
    const visitor = callers.get(ANON)!;
    const again = await newsletter(visitor.db).insert({ email: KNOWN.toUpperCase() }, { count: 'exact' });
    expect(again).toMatchObject({ error: null, status: 201, count: 1 });
    const after = await service
      .from('newsletter_subscribers')
      .select('id, email, created_at')
      .eq('email', KNOWN);
    expect(after.data).toEqual(before.data);
  });

  it('stores a new address once, lowercased, even when sent twice at the same moment', async () => {
    const visitor = callers.get(ANON)!;
    const email = unknownAddress();
    const results = await Promise.all([
      newsletter(visitor.db).insert({ email: email.toUpperCase() }),
      newsletter(visitor.db).insert({ email }),
    ]);
    expect(results.map((r) => [r.status, r.error])).toEqual([
      [201, null],
      [201, null],
    ]);
    const stored = await service.from('newsletter_subscribers').select('email').ilike('email', email);
    expect(stored.data).toEqual([{ email }]);
  });
});
