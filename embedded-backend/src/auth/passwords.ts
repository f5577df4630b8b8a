/** bcrypt password hashes (GoTrue's format: $2a/$2b$, cost 10) and GoTrue's password rules. */
import bcrypt from 'bcryptjs';
import { validationFailed, weakPassword } from './errors';
import type { AuthSettings } from './settings';

export function hashPassword(password: string, settings: AuthSettings): Promise<string> {
  return bcrypt.hash(password, settings.bcryptCost);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return bcrypt.compare(password, hash);
}

/**
 * GoTrue's checks, in its order and words: at most 72 bytes (bcrypt ignores the rest), at least
 * the minimum length in bytes, and one character of each required set. Every failed rule is named
 * in weak_password.reasons ("length", "characters") and its sentence joined into the message.
 */
export function checkPasswordStrength(password: string, settings: AuthSettings): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > 72) throw validationFailed('Password cannot be longer than 72 characters');
  const reasons: string[] = [];
  const messages: string[] = [];
  if (bytes < settings.minimumPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${settings.minimumPasswordLength} characters.`);
  }
  const sets = settings.passwordRequiredCharacters;
  if (sets.some((set) => set !== '' && ![...set].some((ch) => password.includes(ch)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (reasons.length > 0) throw weakPassword(messages.join(' '), reasons);
}
