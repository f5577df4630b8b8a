import type { Session } from '@supabase/supabase-js';

import type { Json } from '@/types/database.types';

import {
  fields,
  jsonObject,
  JsonShapeError,
  nullable,
  number,
  oneOf,
  text,
  type JsonReader,
} from './json-reader';

/** A session as supabase-js keeps it in local storage (the token response, with `expires_at`). */
export type StoredSession = Session & { expires_at: number };

const optional =
  <T>(read: JsonReader<T>): JsonReader<T | undefined> =>
  (value, path) =>
    nullable(read)(value, path) ?? undefined;

const flag: JsonReader<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new JsonShapeError(path, 'a boolean');
  return value;
};

/**
 * The session stored under `key`, read field by field: `null` when nothing is stored, `undefined` when
 * storage is blocked or holds something else (supabase-js then decides what it is worth).
 */
export function readStoredSession(key: string): StoredSession | null | undefined {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return null;
  try {
    const value: Json = JSON.parse(raw);
    const session = fields(value, 'session');
    const user = fields(session('user', jsonObject), 'session.user');
    return {
      access_token: session('access_token', text),
      refresh_token: session('refresh_token', text),
      expires_in: session('expires_in', number),
      expires_at: session('expires_at', number),
      token_type: session('token_type', oneOf(['bearer'])),
      user: {
        id: user('id', text),
        aud: user('aud', text),
        created_at: user('created_at', text),
        app_metadata: user('app_metadata', jsonObject),
        user_metadata: user('user_metadata', jsonObject),
        email: user('email', optional(text)),
        phone: user('phone', optional(text)),
        role: user('role', optional(text)),
        updated_at: user('updated_at', optional(text)),
        confirmed_at: user('confirmed_at', optional(text)),
        email_confirmed_at: user('email_confirmed_at', optional(text)),
        last_sign_in_at: user('last_sign_in_at', optional(text)),
        is_anonymous: user('is_anonymous', optional(flag)),
      },
    };
  } catch {
    return undefined;
  }
}
