/**
 * /storage/v1/object through supabase-js, as a browser or a function uses it: uploads run as the
 * caller and the policies on storage.objects decide, the bucket's size and type limits hold,
 * signed links open only the object they were made for, a private bucket is never public, and an
 * upload is whole or absent.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../src/jwt';
import { startBackend, type RunningBackend } from '../src/server';

let backend: RunningBackend;
const ALICE = '5a0e0000-0000-4000-8000-0000000000a1';
const BOB = '5a0e0000-0000-4000-8000-0000000000b2';

const clientFor = (token?: string): SupabaseClient =>
  createClient(backend.url, backend.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: token ? { headers: { authorization: `Bearer ${token}` } } : {},
    // Node 20 has no global WebSocket; realtime is never connected here, but the client wants one.
    realtime: { transport: WebSocket as never },
  });
const userToken = (sub: string) =>
  signJwt(
    { sub, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 },
    backend.config.jwtSecret,
  );

let anon: SupabaseClient;
let alice: SupabaseClient;
let bob: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({
    port: 0,
    pgPort: 0,
    dataDir: null,
    fresh: true,
    functions: false,
    logRequests: false,
  });
  // A private bucket of 1 KB images where each user writes and reads only their own folder.
  await backend.db.exec(`
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('notes', 'notes', false, 1024, array['image/png', 'image/jpeg']);
    create policy notes_own_folder_insert on storage.objects for insert to authenticated
      with check (bucket_id = 'notes' and (storage.foldername(name))[1] = auth.uid()::text);
    create policy notes_own_folder_read on storage.objects for select to authenticated
      using (bucket_id = 'notes' and (storage.foldername(name))[1] = auth.uid()::text);
    -- A drop box: anyone may write into it, nobody but the service role reads it.
    insert into storage.buckets (id, name, public) values ('drop', 'drop', false);
    create policy drop_anyone_writes on storage.objects for insert to anon with check (bucket_id = 'drop');
  `);
  anon = clientFor();
  alice = clientFor(userToken(ALICE));
  bob = clientFor(userToken(BOB));
  service = clientFor(backend.config.serviceRoleKey);
}, 120_000);
afterAll(() => backend?.stop());

const png = (size = 64) => new Blob([new Uint8Array(size).fill(7)], { type: 'image/png' });

describe('uploads run as the caller', () => {
  it('lets a user write in their own folder and read it back, bytes and type intact', async () => {
    const { data, error } = await alice.storage.from('notes').upload(`${ALICE}/one.png`, png(100));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: `${ALICE}/one.png`, fullPath: `notes/${ALICE}/one.png` });
    const read = await alice.storage.from('notes').download(`${ALICE}/one.png`);
    expect(read.error).toBeNull();
    expect(read.data!.size).toBe(100);
    expect(read.data!.type).toBe('image/png');
    const [row] = (
      await backend.db.query<{ owner: string; size: number }>(
        `select owner::text, (metadata->>'size')::int as size from storage.objects where name = $1`,
        [`${ALICE}/one.png`],
      )
    ).rows;
    expect(row).toEqual({ owner: ALICE, size: 100 });
  });

  it('refuses another user, anonymous, and a second upload to the same name, storing nothing', async () => {
    const before = await objectCount();
    const intoAlice = await bob.storage.from('notes').upload(`${ALICE}/bob.png`, png());
    expect(intoAlice.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const asAnon = await anon.storage.from('notes').upload(`${ALICE}/anon.png`, png());
    expect(asAnon.error).toMatchObject({ statusCode: '403' });
    const again = await alice.storage.from('notes').upload(`${ALICE}/one.png`, png());
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    expect(await objectCount()).toBe(before);
  });

  it('lets a caller write what they may not read', async () => {
    const { error } = await anon.storage.from('drop').upload('letter.png', png());
    expect(error).toBeNull();
    expect((await anon.storage.from('drop').download('letter.png')).error).not.toBeNull();
    expect((await service.storage.from('drop').download('letter.png')).data?.size).toBe(64);
  });

  it('keeps others from reading or signing a private object', async () => {
    expect((await bob.storage.from('notes').download(`${ALICE}/one.png`)).error).not.toBeNull();
    expect((await anon.storage.from('notes').download(`${ALICE}/one.png`)).error).not.toBeNull();
    const signed = await bob.storage.from('notes').createSignedUrl(`${ALICE}/one.png`, 60);
    expect(signed.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    const publicUrl = anon.storage.from('notes').getPublicUrl(`${ALICE}/one.png`).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(404);
  });
});

describe('the bucket limits', () => {
  it('refuses a file over the size limit or of a type the bucket does not take, for the service role too', async () => {
    const before = await objectCount();
    const big = await service.storage.from('notes').upload(`${ALICE}/big.png`, png(1025));
    expect(big.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const text = await service.storage
      .from('notes')
      .upload(`${ALICE}/note.txt`, new Blob(['hello'], { type: 'text/plain' }));
    expect(text.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
    const raw = await service.storage
      .from('notes')
      .upload(`${ALICE}/raw.html`, new TextEncoder().encode('<script>'), { contentType: 'text/html' });
    expect(raw.error).toMatchObject({ statusCode: '415' });
    expect(await objectCount()).toBe(before);
  });

  it('takes a raw body with its content type, as a function uploads bytes', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const { error } = await service.storage
      .from('notes')
      .upload(`${BOB}/raw.jpg`, bytes, { contentType: 'image/jpeg' });
    expect(error).toBeNull();
    const read = await bob.storage.from('notes').download(`${BOB}/raw.jpg`);
    expect(new Uint8Array(await read.data!.arrayBuffer())).toEqual(bytes);
  });
});

describe('signed links', () => {
  it('open the object for anyone until they expire, and nothing else', async () => {
    const { data, error } = await alice.storage.from('notes').createSignedUrl(`${ALICE}/one.png`, 60);
    expect(error).toBeNull();
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await res.arrayBuffer()).byteLength).toBe(100);

    // The token names its object: it does not open the neighbour.
    const moved = data!.signedUrl.replace('one.png', 'other.png');
    expect((await fetch(moved)).status).toBe(400);
    const forged = data!.signedUrl.replace(
      /token=[^&]+/,
      `token=${signJwt({ url: `notes/${ALICE}/one.png` }, 'not-the-secret-not-the-secret-not-the')}`,
    );
    expect((await fetch(forged)).status).toBe(400);
    const expired = signJwt(
      { url: `notes/${ALICE}/one.png`, exp: Math.floor(Date.now() / 1000) - 1 },
      backend.config.jwtSecret,
    );
    const old = await fetch(`${backend.url}/storage/v1/object/sign/notes/${ALICE}/one.png?token=${expired}`);
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({ message: 'jwt expired' });
  });
});

describe('the gateway', () => {
  it('takes uploads over the API body limit to storage, and no larger API calls', async () => {
    const bigBucket = 'roomy';
    await backend.db.exec(
      `insert into storage.buckets (id, name, public) values ('${bigBucket}', '${bigBucket}', false)`,
    );
    const twoMegabytes = new Uint8Array(2 * 1024 * 1024);
    const { error } = await service.storage
      .from(bigBucket)
      .upload('two.bin', twoMegabytes, { contentType: 'application/octet-stream' });
    expect(error).toBeNull();
    const rest = await fetch(`${backend.url}/rest/v1/products`, {
      method: 'POST',
      headers: { apikey: backend.config.anonKey },
      body: twoMegabytes,
    });
    expect(rest.status).toBe(413);
  });
});

async function objectCount(): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    'select (select count(*) from storage.objects)::int + (select count(*) from storage_local.object_bytes)::int as n',
  );
  return rows[0]!.n;
}
