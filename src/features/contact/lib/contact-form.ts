import { isValidEmail } from '@rules/contact';

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
export function contactFormError(form: ContactForm): string | null {
  const email = form.email.trim();
  if (!email && !form.phone.trim())
    return 'Please give us an email address or a phone number so we can reply.';
  if (email && !isValidEmail(email)) return 'Please check the email address.';
  return null;
}
