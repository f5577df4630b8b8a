import type { Session } from '@supabase/supabase-js';

import type { Json } from '@/types/database.types';

import { boolean, jsonObject, number, oneOf, optional, record, text } from './json-reader';

/** A session as supabase-js keeps it in local storage (the token response, with `expires_at`). */
export type StoredSession = Session & { expires_at: number };

/** The session's fields that supabase-js reads back, each checked. */
const readSession = record({
  access_token: text,
  refresh_token: text,
  expires_in: number,
  expires_at: number,
  token_type: oneOf(['bearer']),
  user: record({
    id: text,
    aud: text,
    created_at: text,
    app_metadata: jsonObject,
    user_metadata: jsonObject,
    email: optional(text),
    phone: optional(text),
    role: optional(text),
    updated_at: optional(text),
    confirmed_at: optional(text),
    email_confirmed_at: optional(text),
    last_sign_in_at: optional(text),
    is_anonymous: optional(boolean),
  }),
});

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
    return readSession(value, 'session');
  } catch {
    return undefined;
  }
}
