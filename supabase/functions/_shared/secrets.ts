import { bearerToken, HttpError } from './http.ts';

/** Compares without returning early, so the time taken says nothing about how much of a guess was right. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ b[i]!;
  return diff === 0;
}

/**
 * For the scheduled workers (send-mail, send-whatsapp): verify_jwt lets any valid project JWT through,
 * the public anon key included; only the service role may make the shop send.
 */
export function requireServiceRole(req: Request, serviceRoleKey: string): void {
  const token = bearerToken(req);
  if (!token || !sameSecret(token, serviceRoleKey)) {
    throw new HttpError(401, 'This function is called with the service role key.');
  }
}
