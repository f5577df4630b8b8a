import { assertEquals } from '../../_test/assert.ts';
import { explainPasswordProblems, passwordProblems } from './password.ts';

// The agreement with Supabase Auth is tests/backend/password-rule.test.ts; this proves the rule runs in Deno.
Deno.test('names what a password lacks, in Supabase Auth weak_password reasons', () => {
  assertEquals(passwordProblems('mint-tea-2024'), []);
  assertEquals(passwordProblems('abc1'), ['length']);
  assertEquals(passwordProblems('onlyletters'), ['characters']);
  assertEquals(passwordProblems('short'), ['length', 'characters']);
  assertEquals(
    explainPasswordProblems(['length', 'characters']),
    'Use at least 8 characters. Use both letters and digits.',
  );
});
