import { contactFormError, type ContactForm } from './contact-form';

const empty: ContactForm = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  message: '',
  inquireUpcoming: false,
  optInNewsletter: false,
};

describe('contactFormError', () => {
  it('needs an email or a phone number to reply to', () => {
    expect(contactFormError(empty)).toMatch(/email address or a phone number/);
    expect(contactFormError({ ...empty, phone: '+212 600 000 000' })).toBeNull();
    expect(contactFormError({ ...empty, email: 'amina@example.com' })).toBeNull();
  });

  it('checks the shape of an email that is given', () => {
    expect(contactFormError({ ...empty, email: 'amina@' })).toBe('Please check the email address.');
  });
});
