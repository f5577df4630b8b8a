import { getDatabase, request } from '@/lib/supabase';

import type { ContactForm } from '../lib/contact-form';

const orNull = (value: string) => value.trim() || null;

/** Stores the message in contact_messages (visitors may insert, never read back). */
export async function sendContactMessage(form: ContactForm): Promise<void> {
  await request(getDatabase, (supabase) =>
    supabase.from('contact_messages').insert({
      first_name: orNull(form.firstName),
      last_name: orNull(form.lastName),
      phone: orNull(form.phone),
      email: orNull(form.email),
      message: orNull(form.message),
      inquire_upcoming: form.inquireUpcoming,
      opt_in_newsletter: form.optInNewsletter,
    }),
  );
}
