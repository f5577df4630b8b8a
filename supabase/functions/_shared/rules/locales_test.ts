import { assertEquals } from '../../_test/assert.ts';
import { localeOfPath, localizedPath, pathWithoutLocale, textDirection } from './locales.ts';

Deno.test('a path names its language by its first segment, English at the root', () => {
  assertEquals(localeOfPath('/fr/shop'), 'fr');
  assertEquals(localeOfPath('/ar/'), 'ar');
  assertEquals(localeOfPath('/ar'), 'ar');
  assertEquals(localeOfPath('/shop'), 'en');
  assertEquals(localeOfPath('/en/shop'), 'en');
  assertEquals(localeOfPath('/france'), 'en');
  assertEquals(pathWithoutLocale('/fr/product/tea'), '/product/tea');
  assertEquals(pathWithoutLocale('/ar'), '/');
  assertEquals(pathWithoutLocale('/cart'), '/cart');
});

Deno.test('the same page in another language keeps the rest of the path', () => {
  assertEquals(localizedPath('/shop', 'fr'), '/fr/shop');
  assertEquals(localizedPath('/fr/shop', 'ar'), '/ar/shop');
  assertEquals(localizedPath('/ar/shop', 'en'), '/shop');
  assertEquals(localizedPath('/', 'ar'), '/ar/');
  assertEquals(localizedPath('/fr/', 'en'), '/');
  assertEquals(textDirection('ar'), 'rtl');
  assertEquals(textDirection('fr'), 'ltr');
});
