import { assertEquals } from '../../_test/assert.ts';
import { whatsappLink } from './whatsapp.ts';

Deno.test('a wa.me link takes the international digits of a number however it was written', () => {
  for (const [phone, link] of [
    ['+212612345678', 'https://wa.me/212612345678'],
    ['0612345678', 'https://wa.me/212612345678'],
    ['06 12 34 56 78', 'https://wa.me/212612345678'],
    ['+212 612-345-678', 'https://wa.me/212612345678'],
    ['00212612345678', 'https://wa.me/212612345678'],
    ['+33 6 12 34 56 78', 'https://wa.me/33612345678'],
  ]) {
    assertEquals(whatsappLink(phone), link);
  }
});

Deno.test('no link without a usable number', () => {
  assertEquals(whatsappLink(''), null);
  assertEquals(whatsappLink('call me'), null);
  assertEquals(whatsappLink(null), null);
});
