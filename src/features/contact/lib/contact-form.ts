import { isValidEmail } from '@rules/contact';

import { contactMessages } from '../i18n';

/** SPEC §3 contact form. */
export interface ContactForm {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  message: string;
  inquireUpcoming: boolean;
  optInNewsletter: boolean;
}

/**
 * The spec makes no field required, but a message we cannot answer is lost: an email or a phone number
 * is needed, and an email, when given, must look like one (the table checks the same).
 */
export function contactFormProblem(form: ContactForm): 'err.reach' | 'err.email' | null {
  const email = form.email.trim();
  if (!email && !form.phone.trim()) return 'err.reach';
  if (email && !isValidEmail(email)) return 'err.email';
  return null;
}

/** The problem in English words (the form shows them in the page's language through its catalogue). */
export function contactFormError(form: ContactForm): string | null {
  const problem = contactFormProblem(form);
  return problem && String(contactMessages.english[problem]);
}
