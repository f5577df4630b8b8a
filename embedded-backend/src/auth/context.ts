/** What every auth route gets: the database, the backend config, settings and the mailbox. */
import type { BackendConfig, Db } from '../types';
import type { Mailbox } from '../mail/index';
import { badRequest } from './errors';
import type { RateLimiter } from './rate-limits';
import type { AuthSettings } from './settings';

export interface AuthContext {
  db: Db;
  config: BackendConfig;
  settings: AuthSettings;
  mailbox: Pick<Mailbox, 'send'>;
  limiter: RateLimiter;
}

/** The request as a route sees it: the path below /auth/v1 and the parsed URL. */
export interface AuthRequest {
  req: Request;
  url: URL;
  path: string;
}

export async function readJson(req: Request): Promise<Record<string, unknown>> {
  const text = await req.text();
  if (text.trim() === '') return {};
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw badRequest('bad_json', 'Could not parse request body as JSON');
}

export const stringField = (body: Record<string, unknown>, key: string): string =>
  typeof body[key] === 'string' ? (body[key] as string) : '';

export const objectField = (
  body: Record<string, unknown>,
  key: string,
): Record<string, unknown> | undefined => {
  const value = body[key];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
};
