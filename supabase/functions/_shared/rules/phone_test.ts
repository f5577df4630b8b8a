import { assertEquals } from '../../_test/assert.ts';
import { toE164 } from './phone.ts';

Deno.test('reads numbers as people type them, in the delivery country, and refuses non-numbers', () => {
  assertEquals(toE164('06 12 34 56 78', 'MA'), '+212612345678');
  assertEquals(toE164('+33 6 12 34 56 78', 'MA'), '+33612345678');
  assertEquals(toE164('06 12 34 56 78', 'FR'), '+33612345678');
  assertEquals(toE164('0612', 'MA'), null);
  assertEquals(toE164('call me', 'MA'), null);
});
