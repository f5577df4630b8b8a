/** The admin MFA endpoints through supabase-js's auth.admin.mfa and raw fetch (service role only). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/auth/totp';
import type { Db } from '../src/types';
import {
  authFetch,
  createTestBed,
  createTestDb,
  jwtPayload,
  uniqueEmail,
  type AuthTestBed,
} from './auth-harness';

let db: Db;
let bed: AuthTestBed;

beforeAll(async () => {
  db = await createTestDb();
  bed = createTestBed(db);
});
afterAll(() => db.close());

async function enrolledAndVerified() {
  const client = bed.client();
  await client.auth.signUp({ email: uniqueEmail('mfa-admin'), password: 'secret123' });
  const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone app' });
  const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });
  const verified = await client.auth.mfa.verify({
    factorId: factor!.id,
    challengeId: challenge!.id,
    code: totpCode(factor!.totp.secret),
  });
  expect(verified.error).toBeNull();
  return { client, factor: factor! };
}

describe('admin MFA', () => {
  it("lets the service role list, rename and delete a user's factors (auth.admin.mfa)", async () => {
    const { client, factor } = await enrolledAndVerified();
    const userId = (await client.auth.getUser()).data.user!.id;
    const admin = bed.admin().auth.admin;
    const listed = await admin.mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({
        id: factor.id,
        status: 'verified',
        factor_type: 'totp',
        friendly_name: 'phone app',
      }),
    ]);
    const renamed = await bed.fetch(
      `${bed.config.apiUrl}/auth/v1/admin/users/${userId}/factors/${factor.id}`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${bed.config.serviceRoleKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ friendly_name: 'old phone' }),
      },
    );
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: factor.id, friendly_name: 'old phone' });

    const asUser = await authFetch(bed, `/admin/users/${userId}/factors`, {
      token: (await client.auth.getSession()).data.session!.access_token,
    });
    expect(asUser.status).toBe(403);
    const deleted = await bed.fetch(
      `${bed.config.apiUrl}/auth/v1/admin/users/${userId}/factors/${factor.id}`,
      {
        method: 'DELETE',
        headers: { authorization: `Bearer ${bed.config.serviceRoleKey}` },
      },
    );
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ id: factor.id, friendly_name: 'old phone' });
    expect((await admin.mfa.listFactors({ userId })).data?.factors).toEqual([]);
    // The session it had lifted is aal1 again.
    const refreshed = await client.auth.refreshSession();
    expect(jwtPayload(refreshed.data.session!.access_token).aal).toBe('aal1');
    const gone = await admin.mfa.deleteFactor({ userId, id: factor.id });
    expect(gone.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});
