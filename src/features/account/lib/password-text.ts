import { PASSWORD_MIN_LENGTH, type PasswordProblem } from '@rules/password';

import { useAccountText } from '../i18n';

/** The rule's sentences (rules/password.ts) in the page's language, one per problem. */
export function usePasswordProblemText() {
  const t = useAccountText();
  return (problems: readonly PasswordProblem[]) =>
    problems
      .map((problem) =>
        problem === 'length' ? t('pw.length', { min: PASSWORD_MIN_LENGTH }) : t('pw.characters'),
      )
      .join(' ');
}
