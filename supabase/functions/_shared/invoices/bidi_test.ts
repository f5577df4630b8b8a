import { assertEquals } from '../../_test/assert.ts';
import { latinDigits, paragraphDirection, pieces } from './bidi.ts';

const shown = (line: string, direction?: 'ltr' | 'rtl') =>
  pieces(line, direction).map((p) => `${p.text}${p.rtl ? '<' : '>'}${p.arabic ? 'ar' : ''}`);

Deno.test('a Latin line is one piece, drawn as it is', () => {
  assertEquals(pieces('Facture F-2026-000001'), [
    { text: 'Facture F-2026-000001', start: 0, rtl: false, arabic: false },
  ]);
});

Deno.test('Arabic words are pieces of their own, in reading order inside, placed right to left', () => {
  // Visual order: the second word is on the left.
  assertEquals(shown('إشعار دائن'), ['دائن<ar', ' <', 'إشعار<ar']);
  // Reading order of the pieces (what the pen writes first) is still the first word first.
  const byReading = pieces('إشعار دائن').sort((a, b) => a.start - b.start);
  assertEquals(
    byReading.map((p) => p.text),
    ['إشعار', ' ', 'دائن'],
  );
});

Deno.test('French and Arabic side by side keep the French line’s direction', () => {
  assertEquals(shown('Facture / فاتورة'), ['Facture / >', 'فاتورة<ar']);
  assertEquals(paragraphDirection('Facture / فاتورة'), 'ltr');
  assertEquals(paragraphDirection('فاتورة F-2026-000001'), 'rtl');
});

Deno.test('numbers inside Arabic stay left to right, and brackets are mirrored', () => {
  assertEquals(shown('الرقم F-2026-000001'), ['F-2026-000001>', ' <', 'الرقم<ar']);
  assertEquals(shown('(تخفيض)'), ['(<', 'تخفيض<ar', ')<']);
  assertEquals(latinDigits('٢٠٢٦ ۱۲'), '2026 12');
  assertEquals(shown('عدد ٣'), ['3>', ' <', 'عدد<ar']);
});
