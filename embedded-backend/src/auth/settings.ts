/**
 * Auth behaviour, read from the [auth] section of the served project's supabase/config.toml (the
 * same file the Supabase CLI reads), so the local stack and `supabase start` agree. startBackend
 * passes `<projectDir>/supabase/config.toml`; DEFAULT_CONFIG_TOML (the shop's) is only the default
 * of callers that name no file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BackendConfig } from '../types';
import { readRateLimits, type AuthRateLimits } from './rate-limits';
import { parseToml, type TomlTable, type TomlValue } from './toml';

export interface AuthSettings {
  /** Where e-mail links land when redirect_to is missing or not allowed. */
  siteUrl: string;
  /** Glob patterns (GoTrue semantics) a redirect_to may match besides the site's host. */
  redirectAllowList: string[];
  /** Access token lifetime in seconds. */
  jwtExpiry: number;
  refreshTokenRotation: boolean;
  /** Seconds during which a just-rotated refresh token is still accepted. */
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  /** false: sign-up returns a session at once (GoTrue's mailer_autoconfirm). */
  enableConfirmations: boolean;
  minimumPasswordLength: number;
  /** Character sets a password needs one character of each (GoTrue's PASSWORD_REQUIRED_CHARACTERS). */
  passwordRequiredCharacters: string[];
  /** [auth.rate_limit]: per-IP buckets and the project-wide e-mail budget. */
  rateLimits: AuthRateLimits;
  /** Minimum seconds between two e-mails of the same kind to one user. */
  emailMaxFrequency: number;
  /** Lifetime of e-mailed links and codes, seconds. */
  otpExpiry: number;
  otpLength: number;
  /** bcrypt cost; GoTrue uses 10. Tests may lower it to stay fast. */
  bcryptCost: number;
  /** [auth] enable_anonymous_sign_ins: /signup without e-mail or phone opens an anonymous session. */
  enableAnonymousSignIns: boolean;
  /** [auth] enable_manual_linking: the /user/identities endpoints. */
  enableManualLinking: boolean;
  /** [auth.email] secure_password_change: a password change on an older session needs a nonce. */
  securePasswordChange: boolean;
  /**
   * [auth.email] double_confirm_changes (GoTrue's MAILER_SECURE_EMAIL_CHANGE_ENABLED): an e-mail
   * change is confirmed by links sent to both the current and the new address.
   */
  doubleConfirmChanges: boolean;
  /** [auth.mfa]: TOTP enrolment and verification, and how many factors a user may hold. */
  mfa: MfaSettings;
}

export interface MfaSettings {
  totpEnroll: boolean;
  totpVerify: boolean;
  maxEnrolledFactors: number;
  /** GoTrue's MFA_MAX_VERIFIED_FACTORS (not a CLI key): 10. */
  maxVerifiedFactors: number;
  /** Seconds a challenge may be verified after it was made (GoTrue's default: 300). */
  challengeExpiry: number;
  /** Seconds an unverified factor lives before it is swept (GoTrue's default: 300). */
  factorExpiry: number;
}

// Path arithmetic rather than new URL(): a DOM test environment replaces the global URL class.
export const DEFAULT_CONFIG_TOML = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../supabase/config.toml',
);

/** The file the Supabase CLI reads for a project folder (the one holding supabase/). */
export function projectConfigToml(projectDir: string): string {
  return resolve(projectDir, 'supabase/config.toml');
}

export function loadAuthSettings(
  config: BackendConfig,
  overrides: Partial<AuthSettings> = {},
  configTomlPath = DEFAULT_CONFIG_TOML,
): AuthSettings {
  const auth = readAuthTable(configTomlPath);
  const email = table(auth.email);
  const mfa = table(auth.mfa);
  const totp = table(mfa.totp);
  return {
    siteUrl: str(auth.site_url) ?? config.siteUrl,
    // The backend's own site URL is always a valid target, e.g. when the dev server moved port.
    redirectAllowList: [...additionalRedirectUrls(auth), config.siteUrl, `${config.siteUrl}/**`],
    jwtExpiry: num(auth.jwt_expiry) ?? 3600,
    refreshTokenRotation: bool(auth.enable_refresh_token_rotation) ?? true,
    refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval) ?? 10,
    enableSignup: (bool(auth.enable_signup) ?? true) && (bool(email.enable_signup) ?? true),
    enableConfirmations: bool(email.enable_confirmations) ?? false,
    minimumPasswordLength: num(auth.minimum_password_length) ?? 6,
    passwordRequiredCharacters: requiredCharacters(str(auth.password_requirements) ?? ''),
    rateLimits: readRateLimits(table(auth.rate_limit)),
    emailMaxFrequency: durationSeconds(str(email.max_frequency)) ?? 60,
    otpExpiry: num(email.otp_expiry) ?? 3600,
    otpLength: num(email.otp_length) ?? 6,
    bcryptCost: 10,
    enableAnonymousSignIns: bool(auth.enable_anonymous_sign_ins) ?? false,
    enableManualLinking: bool(auth.enable_manual_linking) ?? false,
    securePasswordChange: bool(email.secure_password_change) ?? false,
    // The CLI's template (and hosted's default) has it on, so a missing key means on.
    doubleConfirmChanges: bool(email.double_confirm_changes) ?? true,
    // Hosted projects have TOTP on unless it is switched off, so a missing key means on.
    mfa: {
      totpEnroll: bool(totp.enroll_enabled) ?? true,
      totpVerify: bool(totp.verify_enabled) ?? true,
      maxEnrolledFactors: num(mfa.max_enrolled_factors) ?? 10,
      maxVerifiedFactors: 10,
      challengeExpiry: 300,
      factorExpiry: 300,
    },
    ...overrides,
  };
}

/** The [auth] table of a config.toml; empty when there is no file. */
export function readAuthTable(configTomlPath: string): TomlTable {
  const toml = existsSync(configTomlPath) ? parseToml(readFileSync(configTomlPath, 'utf8')) : {};
  return table(toml.auth);
}

/**
 * [auth] additional_redirect_urls: where Auth's links may land besides the site, and the shops the
 * edge functions may send a shopper back to from PayPal and Stripe (ADDITIONAL_REDIRECT_URLS).
 */
export const additionalRedirectUrls = (auth: TomlTable): string[] => strList(auth.additional_redirect_urls);

/**
 * The Supabase CLI's password_requirements values, as the character sets it hands GoTrue
 * (one character of each set is required).
 */
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';
const REQUIREMENTS: Record<string, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

function requiredCharacters(requirement: string): string[] {
  const sets = REQUIREMENTS[requirement];
  if (!sets) {
    throw new Error(
      `config.toml: auth.password_requirements must be one of ${Object.keys(REQUIREMENTS)
        .map((k) => JSON.stringify(k))
        .join(', ')}`,
    );
  }
  return sets;
}

export function table(value: TomlValue | undefined): TomlTable {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}
const str = (value: TomlValue | undefined) => (typeof value === 'string' ? value : undefined);
const num = (value: TomlValue | undefined) => (typeof value === 'number' ? value : undefined);
const bool = (value: TomlValue | undefined) => (typeof value === 'boolean' ? value : undefined);
const strList = (value: TomlValue | undefined) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Go duration strings as the CLI writes them: "1s", "1m30s", "2h". */
export function durationSeconds(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(h|m|s|ms)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return undefined;
  const unit = { h: 3600, m: 60, s: 1, ms: 0.001 } as const;
  return parts.reduce((total, [, amount, u]) => total + Number(amount) * unit[u as keyof typeof unit], 0);
}
