import { assert, assertEquals } from '../_test/assert.ts';
import { NotAnImage, stripImageMetadata } from './image-metadata.ts';
import { sniffImageType } from './rules/reviews.ts';

const bytes = (...parts: (number[] | string | Uint8Array)[]) =>
  new Uint8Array(
    parts.flatMap((part) => [...(typeof part === 'string' ? new TextEncoder().encode(part) : part)]),
  );
const contains = (haystack: Uint8Array, needle: string) =>
  new TextDecoder('latin1').decode(haystack).includes(needle);
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
const pngChunk = (type: string, data: string) => bytes(u32be(data.length), type, data, [0, 0, 0, 0]);

Deno.test('a JPEG keeps its image and loses its EXIF (GPS) and comments', () => {
  const gps = 'Exif\0\0GPS 34.0N 6.8W';
  const jpeg = bytes(
    [0xff, 0xd8],
    [0xff, 0xe0, 0, 16],
    'JFIF\0',
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xe1, 0, gps.length + 2],
    gps,
    [0xff, 0xfe, 0, 7],
    'hello',
    [0xff, 0xda, 0, 4, 0, 0],
    [1, 2, 3, 4],
    [0xff, 0xd9],
  );
  assertEquals(sniffImageType(jpeg), 'image/jpeg');
  const clean = stripImageMetadata(jpeg, 'image/jpeg');
  assert(!contains(clean, 'GPS') && !contains(clean, 'hello'), 'metadata left');
  assert(contains(clean, 'JFIF'), 'JFIF header dropped');
  // The scan and the end of the image, byte for byte.
  assertEquals([...clean.slice(-8)], [0, 0, 1, 2, 3, 4, 0xff, 0xd9]);
});

Deno.test('a PNG loses its text and eXIf chunks, keeps its image chunks', () => {
  const png = bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', '1234567890123'),
    pngChunk('tEXt', 'Author\0Secret Name'),
    pngChunk('eXIf', 'GPS'),
    pngChunk('IDAT', 'pixels'),
    pngChunk('IEND', ''),
  );
  const clean = stripImageMetadata(png, 'image/png');
  assert(!contains(clean, 'Secret Name') && !contains(clean, 'eXIf'), 'metadata left');
  assert(contains(clean, 'IHDR') && contains(clean, 'IDAT') && contains(clean, 'IEND'), 'image chunks lost');
});

Deno.test('a WebP loses its EXIF and XMP chunks and says so in its VP8X flags and RIFF size', () => {
  const chunk = (type: string, data: number[] | string) => {
    const body = bytes(typeof data === 'string' ? data : data);
    return bytes(type, u32le(body.length), [...body], body.length % 2 ? [0] : []);
  };
  const inner = [
    chunk('VP8X', [0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    chunk('VP8L', 'pixels'),
    chunk('EXIF', 'GPS here'),
  ];
  const body = bytes(...inner.map((c) => [...c]));
  const webp = bytes('RIFF', u32le(4 + body.length), 'WEBP', [...body]);
  assertEquals(sniffImageType(webp), 'image/webp');
  const clean = stripImageMetadata(webp, 'image/webp');
  assert(!contains(clean, 'GPS here') && !contains(clean, 'EXIF'), 'metadata left');
  assertEquals(clean[20]! & 0x0c, 0);
  assertEquals(new DataView(clean.buffer).getUint32(4, true), clean.length - 8);
});

Deno.test('a file that only starts like an image is not one', () => {
  for (const [file, type] of [
    [bytes([0xff, 0xd8, 0xff, 0xe0], '<html>'), 'image/jpeg'],
    [bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'junk'), 'image/png'],
    [bytes('RIFF', u32le(4), 'WEBP'), 'image/webp'],
  ] as const) {
    let refused = false;
    try {
      stripImageMetadata(file, type);
    } catch (error) {
      refused = error instanceof NotAnImage;
    }
    assert(refused, `${type} accepted`);
  }
  assertEquals(sniffImageType(bytes('<svg onload=alert(1)>')), null);
});
