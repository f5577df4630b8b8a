/**
 * GoTrue's rate limits, read from [auth.rate_limit] of supabase/config.toml (the Supabase CLI's keys):
 * - per client address, token buckets that hold 30 requests and refill at the configured rate:
 *   sign_in_sign_ups per 5 minutes for /signup, /recover, /resend, /otp, /magiclink and PUT /user
 *   (each its own bucket), token_refresh per 5 minutes for /token (every grant, password sign-ins
 *   included), token_verifications per 5 minutes for /verify;
 * - project-wide, email_sent e-mails per hour (a fixed hourly window, as GoTrue's interval limiter).
 * anonymous_users and sms_sent are read for completeness; anonymous and phone sign-ins are off here.
 * Past a bucket GoTrue answers 429 over_request_rate_limit; past the e-mail budget, 429
 * over_email_send_rate_limit.
 */
import { AuthApiError } from './errors';
import type { TomlTable } from './toml';

export interface AuthRateLimits {
  /** E-mails per hour, whole project. */
  emailSent: number;
  /** Text messages per hour, whole project (phone sign-in is off here; kept for completeness). */
  smsSent: number;
  /** Anonymous sign-ins per hour per address. */
  anonymousUsers: number;
  /** /token requests per 5 minutes per address. */
  tokenRefresh: number;
  /** Sign-ups, sign-in e-mails, recoveries and user updates per 5 minutes per address. */
  signInSignUps: number;
  /** /verify requests per 5 minutes per address. */
  tokenVerifications: number;
}

/** The Supabase CLI's defaults for keys config.toml leaves out. */
export const CLI_RATE_LIMITS: AuthRateLimits = {
  emailSent: 2,
  smsSent: 30,
  anonymousUsers: 30,
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
};

export function readRateLimits(section: TomlTable): AuthRateLimits {
  const read = (key: string, fallback: number) => {
    const value = section[key];
    return typeof value === 'number' && value >= 0 ? value : fallback;
  };
  return {
    emailSent: read('email_sent', CLI_RATE_LIMITS.emailSent),
    smsSent: read('sms_sent', CLI_RATE_LIMITS.smsSent),
    anonymousUsers: read('anonymous_users', CLI_RATE_LIMITS.anonymousUsers),
    tokenRefresh: read('token_refresh', CLI_RATE_LIMITS.tokenRefresh),
    signInSignUps: read('sign_in_sign_ups', CLI_RATE_LIMITS.signInSignUps),
    tokenVerifications: read('token_verifications', CLI_RATE_LIMITS.tokenVerifications),
  };
}

/** The per-address buckets; each endpoint family counts on its own, as GoTrue's limiters do. */
export type RateBucket =
  | 'signup'
  | 'recover'
  | 'resend'
  | 'otp'
  | 'user'
  | 'token'
  | 'verify'
  | 'anonymous'
  | 'mfa_challenge'
  | 'mfa_verify';

const FIVE_MINUTES = 300;
const BURST = 30;

/** Refill per second and bucket size; anonymous sign-ins are counted per hour, as GoTrue does. */
function bucketRate(limits: AuthRateLimits, bucket: RateBucket): { perSecond: number; burst: number } {
  if (bucket === 'anonymous')
    return { perSecond: limits.anonymousUsers / 3600, burst: limits.anonymousUsers };
  // GoTrue's MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY (not a CLI key): 15 a minute, bursts of 30.
  if (bucket === 'mfa_challenge' || bucket === 'mfa_verify') return { perSecond: 15 / 60, burst: BURST };
  if (bucket === 'token') return { perSecond: limits.tokenRefresh / FIVE_MINUTES, burst: BURST };
  if (bucket === 'verify') return { perSecond: limits.tokenVerifications / FIVE_MINUTES, burst: BURST };
  return { perSecond: limits.signInSignUps / FIVE_MINUTES, burst: BURST };
}

/**
 * The address rate limits key on. The local gateway writes the connecting socket's address into
 * X-Forwarded-For (replacing whatever the client sent), as hosted Supabase's edge does; a request
 * without it (handlers called in-process) is not limited, as GoTrue skips a request that lacks
 * its rate-limit header.
 */
export function clientAddress(req: Request): string | null {
  const forwarded = req.headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  return first ? first : null;
}

interface Bucket {
  tokens: number;
  at: number;
}

export interface RateLimiter {
  /** Spends one request from the caller's bucket, or throws 429 over_request_rate_limit. */
  request(req: Request, bucket: RateBucket): void;
  /** Spends one e-mail from the project's hourly budget, or throws 429 over_email_send_rate_limit. */
  email(): void;
}

export function createRateLimiter(limits: AuthRateLimits, now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, Bucket>();
  let windowStart = now();
  let emailsInWindow = 0;

  return {
    request(req, bucket) {
      const address = clientAddress(req);
      if (address === null) return;
      const key = `${bucket}:${address}`;
      const { perSecond, burst } = bucketRate(limits, bucket);
      const time = now();
      const current = buckets.get(key) ?? { tokens: burst, at: time };
      const tokens = Math.min(burst, current.tokens + ((time - current.at) / 1000) * perSecond);
      if (tokens < 1) {
        buckets.set(key, { tokens, at: time });
        throw new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
      buckets.set(key, { tokens: tokens - 1, at: time });
    },
    email() {
      const time = now();
      const hours = Math.floor((time - windowStart) / 3_600_000);
      if (hours > 0) {
        windowStart += hours * 3_600_000;
        emailsInWindow = 0;
      }
      if (emailsInWindow >= limits.emailSent) {
        throw new AuthApiError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
      }
      emailsInWindow += 1;
    },
  };
}
