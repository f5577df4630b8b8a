import { useState } from 'react';

import { PASSWORD_MIN_LENGTH, passwordProblems, type PasswordProblem } from '@rules/password';

import { useFormsText } from '../i18n/forms';

/** The rule's sentences (rules/password.ts) in the page's language, one per problem. */
function usePasswordProblemText() {
  const t = useFormsText();
  return (problems: readonly PasswordProblem[]) =>
    problems
      .map((problem) =>
        problem === 'length' ? t('pw.length', { min: PASSWORD_MIN_LENGTH }) : t('pw.characters'),
      )
      .join(' ');
}

/**
 * A new password checked against the rule before it is sent (sign-up, a reset): `checkPassword` says
 * whether it may go and leaves the rule's sentences in `passwordError` for the field when it may not.
 */
export function usePasswordCheck() {
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const explain = usePasswordProblemText();
  const checkPassword = (password: string) => {
    const problems = passwordProblems(password);
    setPasswordError(problems.length > 0 ? explain(problems) : null);
    return problems.length === 0;
  };
  return { passwordError, checkPassword, clearPasswordError: () => setPasswordError(null) };
}
