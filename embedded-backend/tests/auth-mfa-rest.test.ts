/**
 * The assurance level inside row level security, through the whole stack (gateway, REST, real
 * migrations): Supabase's documented MFA policy `(select auth.jwt() ->> 'aal') = 'aal2'` hides
 * rows from an aal1 session and shows them once the session has verified a TOTP factor. Over a
 * real socket, code guesses also meet GoTrue's per-address MFA rate limit.
 */
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { totpCode } from '../src/auth/totp';
import { startBackend, type RunningBackend } from '../src/server';
import { jwtPayload, uniqueEmail } from './auth-harness';

type RealtimeOptions = NonNullable<SupabaseClientOptions<'public'>['realtime']>;

let backend: RunningBackend;

function client(key: string): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as NonNullable<RealtimeOptions['transport']> },
  });
}

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, port: 0, pgPort: 0, functions: false });
  // Made here with the service connection, not in supabase/migrations: it exists for this test only.
  await backend.db.exec(`
    create table public.mfa_guarded_notes (id serial primary key, body text not null);
    alter table public.mfa_guarded_notes enable row level security;
    create policy "signed-in users read" on public.mfa_guarded_notes
      for select to authenticated using (true);
    create policy "only with a second factor" on public.mfa_guarded_notes
      as restrictive for select to authenticated using ((select auth.jwt() ->> 'aal') = 'aal2');
    grant select on public.mfa_guarded_notes to authenticated;
    insert into public.mfa_guarded_notes (body) values ('behind the second factor');
  `);
  await backend.reloadSchema();
});
afterAll(() => backend?.stop());

describe("auth.jwt() ->> 'aal' in a policy", () => {
  it('hides the rows at aal1 and shows them at aal2', async () => {
    const email = uniqueEmail('aal');
    const admin = client(backend.config.serviceRoleKey);
    const created = await admin.auth.admin.createUser({ email, password: 'secret123', email_confirm: true });
    expect(created.error).toBeNull();

    const user = client(backend.config.anonKey);
    const { data: signIn } = await user.auth.signInWithPassword({ email, password: 'secret123' });
    expect(jwtPayload(signIn.session!.access_token).aal).toBe('aal1');
    const atAal1 = await user.from('mfa_guarded_notes').select('body');
    expect(atAal1.error).toBeNull();
    expect(atAal1.data).toEqual([]);

    const { data: factor } = await user.auth.mfa.enroll({ factorType: 'totp' });
    const { data: challenge } = await user.auth.mfa.challenge({ factorId: factor!.id });
    const verified = await user.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: totpCode(factor!.totp.secret),
    });
    expect(verified.error).toBeNull();
    const atAal2 = await user.from('mfa_guarded_notes').select('body');
    expect(atAal2.error).toBeNull();
    expect(atAal2.data).toEqual([{ body: 'behind the second factor' }]);

    // A token claiming aal2 it was not issued with does not pass: the signature fails.
    const forged = signIn.session!.access_token.split('.');
    const payload = { ...jwtPayload(signIn.session!.access_token), aal: 'aal2' };
    forged[1] = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const response = await fetch(`${backend.url}/rest/v1/mfa_guarded_notes?select=body`, {
      headers: { apikey: backend.config.anonKey, authorization: `Bearer ${forged.join('.')}` },
    });
    expect(response.status).toBe(401);
    const anon = await client(backend.config.anonKey).from('mfa_guarded_notes').select('body');
    // No policy is for anon: row level security leaves it nothing.
    expect(anon.error).toBeNull();
    expect(anon.data).toEqual([]);
  });

  it('limits code guesses per address: past a burst of 30 the answer is 429 over_request_rate_limit', async () => {
    const email = uniqueEmail('guesser');
    await client(backend.config.serviceRoleKey).auth.admin.createUser({
      email,
      password: 'secret123',
      email_confirm: true,
    });
    const user = client(backend.config.anonKey);
    await user.auth.signInWithPassword({ email, password: 'secret123' });
    const { data: factor } = await user.auth.mfa.enroll({ factorType: 'totp' });
    const { data: challenge } = await user.auth.mfa.challenge({ factorId: factor!.id });
    const wrong = totpCode(factor!.totp.secret) === '000000' ? '111111' : '000000';
    const codes: (string | undefined)[] = [];
    // 31 attempts: more than one bucket holds, whatever earlier tests here spent from it.
    for (let i = 0; i < 31; i++) {
      const { error } = await user.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: challenge!.id,
        code: wrong,
      });
      codes.push(error?.code);
    }
    const limited = codes.indexOf('over_request_rate_limit');
    expect(limited).toBeGreaterThan(25);
    expect(codes.slice(0, limited).every((code) => code === 'mfa_verification_failed')).toBe(true);
    expect(codes.slice(limited).every((code) => code === 'over_request_rate_limit')).toBe(true);
  });
});
