import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/types';
import { createTestBed, createTestDb, uniqueEmail, type AuthTestBed } from './auth-harness';

let db: Db;
let bed: AuthTestBed;

beforeAll(async () => {
  db = await createTestDb();
  bed = createTestBed(db);
});
afterAll(() => db.close());

describe('the admin API', () => {
  it('refuses callers without the service role', async () => {
    const url = `${bed.config.apiUrl}/auth/v1/admin/users`;
    const none = await bed.fetch(url);
    expect(none.status).toBe(401);

    const asAnon = await bed.fetch(url, { headers: { authorization: `Bearer ${bed.config.anonKey}` } });
    expect(asAnon.status).toBe(403);
    expect(asAnon.headers.get('x-sb-error-code')).toBe('not_admin');

    const user = bed.client();
    const { data } = await user.auth.signUp({ email: uniqueEmail(), password: 'secret123' });
    const asUser = await bed.fetch(`${url}/${data.user!.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(asUser.status).toBe(403);
    expect((await user.auth.getUser()).data.user?.id).toBe(data.user!.id);
  });

  it('creates, reads, lists, updates and deletes users', async () => {
    const admin = bed.admin().auth.admin;
    const email = uniqueEmail('admin-made');
    const created = await admin.createUser({
      email,
      password: 'secret123',
      email_confirm: true,
      user_metadata: { first_name: 'Leila' },
      app_metadata: { plan: 'premium' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { first_name: 'Leila' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'premium' },
    });
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect((await bed.client().auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull();

    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.id)).toContain(id);
    expect((listed.data as { total?: number }).total).toBe(listed.data.users.length);

    const renamed = uniqueEmail('renamed');
    const updated = await admin.updateUserById(id, {
      email: renamed,
      user_metadata: { last_name: 'Amrani' },
      app_metadata: { plan: null },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({
      email: renamed,
      user_metadata: { first_name: 'Leila', last_name: 'Amrani' },
    });
    expect(updated.data.user?.app_metadata).not.toHaveProperty('plan');

    expect((await admin.createUser({ email: renamed, password: 'secret123' })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('pages the user list the way supabase-js reads it', async () => {
    const admin = bed.admin().auth.admin;
    for (let i = 0; i < 3; i++) await admin.createUser({ email: uniqueEmail('paged') });
    const { data, error } = await admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    expect((data as { nextPage?: number | null }).nextPage).toBe(2);
  });

  it('bans a user: sessions end and sign-in is refused until the ban is lifted', async () => {
    const email = uniqueEmail();
    const client = bed.client();
    const { data } = await client.auth.signUp({ email, password: 'secret123' });
    const admin = bed.admin().auth.admin;
    expect((await admin.updateUserById(data.user!.id, { ban_duration: '24h' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeTruthy();
    expect((await bed.client().auth.signInWithPassword({ email, password: 'secret123' })).error?.code).toBe(
      'user_banned',
    );
    await admin.updateUserById(data.user!.id, { ban_duration: 'none' });
    expect((await bed.client().auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull();
  });

  it('soft-deletes a user: the row stays, the address is freed', async () => {
    const email = uniqueEmail();
    const { data } = await bed.client().auth.signUp({ email, password: 'secret123' });
    expect((await bed.admin().auth.admin.deleteUser(data.user!.id, true)).error).toBeNull();
    const { rows } = await db.query<{ deleted: boolean }>(
      'select deleted_at is not null as deleted from auth.users where id = $1',
      [data.user!.id],
    );
    expect(rows).toEqual([{ deleted: true }]);
    expect((await bed.client().auth.signUp({ email, password: 'secret123' })).error).toBeNull();
  });
});

describe('settings and health', () => {
  it('describe the e-mail provider and the sign-up policy', async () => {
    const settings = await (await bed.fetch(`${bed.config.apiUrl}/auth/v1/settings`)).json();
    expect(settings).toMatchObject({
      external: { email: true, google: false, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
    const confirming = createTestBed(db, { enableConfirmations: true, enableSignup: false });
    const strict = await (await confirming.fetch(`${bed.config.apiUrl}/auth/v1/settings`)).json();
    expect(strict).toMatchObject({ disable_signup: true, mailer_autoconfirm: false });
    const { error } = await confirming.client().auth.signUp({ email: uniqueEmail(), password: 'secret123' });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
  });

  it('answers /health, an empty key set (HS256 only) and 404 for unknown routes', async () => {
    expect((await bed.fetch(`${bed.config.apiUrl}/auth/v1/health`)).status).toBe(200);
    const jwks = await bed.fetch(`${bed.config.apiUrl}/auth/v1/.well-known/jwks.json`);
    expect(await jwks.json()).toEqual({ keys: [] });
    expect((await bed.fetch(`${bed.config.apiUrl}/auth/v1/nope`)).status).toBe(404);
  });
});
