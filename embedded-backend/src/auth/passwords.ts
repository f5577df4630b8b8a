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

/** GoTrue measures bytes, and bcrypt ignores everything past 72 of them. */
export function checkPasswordStrength(password: string, settings: AuthSettings): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > 72) throw validationFailed('Password cannot be longer than 72 characters');
  if (bytes < settings.minimumPasswordLength) throw weakPassword(settings.minimumPasswordLength);
}
