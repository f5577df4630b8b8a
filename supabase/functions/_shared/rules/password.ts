/**
 * The password rule of supabase/config.toml (`minimum_password_length = 8`,
 * `password_requirements = "letters_digits"`), so the sign-up and new-password forms can say what
 * is wrong before anything is sent. Supabase Auth enforces the same rule and answers a weaker
 * password with 422 weak_password; tests/backend/password-rule.test.ts keeps the two in step.
 * Plain TypeScript with no imports (browser, Node and Deno).
 */
export const PASSWORD_MIN_LENGTH = 8;

/** One character of each set is required, as Supabase Auth reads `letters_digits`. */
export const PASSWORD_REQUIRED_CHARACTERS = [
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0123456789',
] as const;

/** The rule as the forms show it beside the password field. */
export const PASSWORD_RULE_TEXT = `At least ${PASSWORD_MIN_LENGTH} characters, with letters and digits.`;

/** Supabase Auth's weak_password reasons this rule can give. */
export type PasswordProblem = 'length' | 'characters';

/** What is wrong with a password, in Supabase Auth's terms; empty when it would be accepted. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  // Supabase Auth counts UTF-8 bytes, not characters.
  if (new TextEncoder().encode(password).length < PASSWORD_MIN_LENGTH) problems.push('length');
  if (PASSWORD_REQUIRED_CHARACTERS.some((set) => ![...set].some((ch) => password.includes(ch)))) {
    problems.push('characters');
  }
  return problems;
}

const EXPLANATION: Record<PasswordProblem, string> = {
  length: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  characters: 'Use both letters and digits.',
};

/** A sentence for each problem, for the form's error line. */
export function explainPasswordProblems(problems: readonly PasswordProblem[]): string {
  return problems.map((problem) => EXPLANATION[problem]).join(' ');
}
