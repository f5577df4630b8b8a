/**
 * A customer's photo without what it says about them: the GPS position, the camera, the date and
 * any text a phone writes into the file. The pixels are kept byte for byte; only the metadata blocks
 * go: JPEG's APP1 (EXIF, XMP), APP3-APP13 (IPTC, Photoshop) and comments; PNG's text, eXIf and tIME
 * chunks; WebP's EXIF and XMP chunks (and their flags). The browser re-encodes the photo through a
 * canvas first, which drops them too, but the server does not trust the browser.
 *
 * A file whose structure does not hold together throws NotAnImage: it is not a photo we can show.
 */
import type { ReturnPhotoType } from './rules/return-photos.ts';

export class NotAnImage extends Error {}

const fail = (why: string): never => {
  throw new NotAnImage(why);
};

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** JPEG markers that carry metadata: APP1, APP3..APP13, COM. APP0 (JFIF), APP2 (ICC), APP14 (Adobe) stay. */
const jpegDrops = (marker: number) =>
  marker === 0xe1 || (marker >= 0xe3 && marker <= 0xed) || marker === 0xfe;

function stripJpeg(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) fail('no JPEG start');
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) fail('broken JPEG segment');
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) fail('truncated JPEG');
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) fail('truncated JPEG segment');
    if (marker === 0xda) {
      // Start of scan: the compressed image follows to the end; nothing after it is metadata we read.
      parts.push(bytes.subarray(at));
      return concat(parts);
    }
    if (!jpegDrops(marker)) parts.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  return fail('JPEG without an image');
}

const PNG_DROPS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  let ended = false;
  while (at < bytes.length && !ended) {
    if (at + 12 > bytes.length) fail('truncated PNG chunk');
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type) || at + 12 + length > bytes.length) fail('broken PNG chunk');
    if (!PNG_DROPS.has(type)) parts.push(bytes.subarray(at, at + 12 + length));
    ended = type === 'IEND';
    at += 12 + length;
  }
  if (!ended || parts.length < 3) fail('PNG without an image');
  return concat(parts);
}

function stripWebp(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 20) fail('truncated WebP');
  const end = Math.min(bytes.length, 8 + view.getUint32(4, true));
  const chunks: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= end) {
    const type = String.fromCharCode(...bytes.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    const next = at + 8 + size + (size % 2);
    if (at + 8 + size > end) fail('broken WebP chunk');
    if (type !== 'EXIF' && type !== 'XMP ') {
      const chunk = bytes.slice(at, Math.min(next, end));
      // VP8X's flags say which chunks follow: with them gone, say so.
      if (type === 'VP8X') chunk[8] = chunk[8]! & ~0x0c;
      chunks.push(chunk);
    }
    at = next;
  }
  if (!chunks.some((c) => /^VP8[ LX]$/.test(String.fromCharCode(...c.subarray(0, 4)))))
    fail('WebP without an image');
  const body = concat(chunks);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, 4 + body.byteLength, true);
  return concat([header, body]);
}

/** The photo's bytes without its metadata, for the type its bytes were sniffed as. */
export function stripImageMetadata(bytes: Uint8Array, type: ReturnPhotoType): Uint8Array<ArrayBuffer> {
  switch (type) {
    case 'image/jpeg':
      return stripJpeg(bytes);
    case 'image/png':
      return stripPng(bytes);
    case 'image/webp':
      return stripWebp(bytes);
  }
}
