import { assertEquals } from '../../_test/assert.ts';
import { isValidEmail } from './contact.ts';

Deno.test('accepts an address with a domain and refuses what cannot be delivered to', () => {
  assertEquals(isValidEmail('amina@example.ma'), true);
  assertEquals(isValidEmail('  amina@example.ma  '), true);
  assertEquals(isValidEmail('amina@example'), false);
  assertEquals(isValidEmail('amina example@mail.ma'), false);
  assertEquals(isValidEmail('a@b@c.ma'), false);
  assertEquals(isValidEmail(`${'a'.repeat(250)}@x.ma`), false);
});
