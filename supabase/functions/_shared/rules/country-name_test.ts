import { assertEquals } from '../../_test/assert.ts';

import { COUNTRIES } from './countries.ts';
import { countryNameIn } from './country-name.ts';

Deno.test('names every checkout country in English exactly as the checkout lists it', () => {
  for (const [code, name] of COUNTRIES) assertEquals(countryNameIn(code, 'en-US'), name, code);
});

Deno.test('names countries in French and Arabic, and leaves what is not a code as written', () => {
  assertEquals(countryNameIn('MA', 'fr-FR'), 'Maroc');
  assertEquals(countryNameIn('MA', 'ar-MA'), 'المغرب');
  assertEquals(countryNameIn('Atlantis', 'fr-FR'), 'Atlantis');
});
