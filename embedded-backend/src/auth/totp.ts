/**
 * RFC 6238 time-based one-time passwords as GoTrue (pquerna/otp) makes and checks them: a 20 byte
 * secret in unpadded base32, SHA-1, 6 digits, 30 second steps, one step of skew either way.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_PERIOD = 30;
const DIGITS = 6;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text.toUpperCase().replace(/=+$/, '')) {
    const index = ALPHABET.indexOf(ch);
    if (index < 0) throw new Error('invalid base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The code for the time step containing `atMs` (RFC 4226 dynamic truncation). */
export function totpCode(secret: string, atMs: number = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / TOTP_PERIOD)));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** True when the code matches the current step or the one before or after it. */
export function totpValid(secret: string, code: string, atMs: number = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return [-1, 0, 1].some((skew) => {
    const expected = Buffer.from(totpCode(secret, atMs + skew * TOTP_PERIOD * 1000));
    return timingSafeEqual(expected, Buffer.from(code));
  });
}

/** Escapes a URL path as Go's url.URL does: `:`, `@` and the other path-safe signs stay. */
const goPathEscape = (text: string) =>
  encodeURIComponent(text).replace(/%(24|26|2B|2C|2F|3A|3B|3D|40)/g, (escaped) =>
    decodeURIComponent(escaped),
  );

/** The otpauth:// URI authenticator apps read (pquerna/otp's key.URL(), query keys sorted). */
export function totpUri(issuer: string, accountName: string, secret: string): string {
  const params = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(DIGITS),
    issuer,
    period: String(TOTP_PERIOD),
    secret,
  });
  return `otpauth://totp/${goPathEscape(`${issuer}:${accountName}`)}?${params.toString()}`;
}
