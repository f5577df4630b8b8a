/**
 * What the shop accepts as an e-mail address, for every form, the edge functions and the tables.
 *
 * Deliberately loose (something@something.tld, no spaces, one @): the real proof of an address is the
 * mail that reaches it. The tables' check constraints use the same pattern; a backend test compares
 * them with this source so the screen, the function and the database never disagree.
 */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The longest address SMTP can deliver to (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}
