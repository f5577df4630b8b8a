import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { findText, renderRoute } from '@/testing/render-route';

import { stubRestTable } from '@/testing/stub-rest';

async function openContact() {
  renderRoute('/contact');
  await screen.findByRole('heading', { level: 1, name: 'CONTACT' }, { timeout: 10_000 });
}

const contactWrites = (spy: ReturnType<typeof stubRestTable>) =>
  spy.mock.calls.filter(([input, init]) => {
    const request = new Request(input, init);
    return request.method === 'POST' && new URL(request.url).pathname === '/rest/v1/contact_messages';
  });

describe('/contact', () => {
  it('has the spec fields, checkboxes, SUBMIT and an honest spam-protection note', async () => {
    await openContact();
    expect(screen.getByRole('heading', { level: 2, name: 'INQUIRE NOW.' })).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Phone', 'Email', 'Message (optional)']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: 'Inquire about all upcoming journeys' })).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Opt-in to the League of Travelers newsletter' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeInTheDocument();
    expect(screen.getByText(/protected from spam by a hidden field/)).toBeInTheDocument();
    // The honeypot is out of reach for people and assistive technology.
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });

  it('needs an email or a phone number to reply to', async () => {
    const user = userEvent.setup();
    await openContact();
    await user.type(screen.getByLabelText('First name'), 'Amina');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please give us an email address or a phone number');
  });

  it('stores the message and says so', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubRestTable('__none__', { status: 200, body: [] });
    await openContact();
    await user.type(screen.getByLabelText('First name'), 'Amina');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.type(screen.getByLabelText('Message (optional)'), 'Do you ship tagines to Lyon?');
    await user.click(screen.getByRole('checkbox', { name: 'Opt-in to the League of Travelers newsletter' }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await findText('Thank you, Amina.')).toBeInTheDocument();
    const [write] = contactWrites(fetchSpy);
    expect(JSON.parse(String(write?.[1]?.body))).toMatchObject({
      first_name: 'Amina',
      email: 'amina@example.com',
      phone: null,
      message: 'Do you ship tagines to Lyon?',
      inquire_upcoming: false,
      opt_in_newsletter: true,
    });
  });

  it('quietly drops a submission whose hidden honeypot field was filled', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubRestTable('__none__', { status: 200, body: [] });
    await openContact();
    await user.type(screen.getByLabelText('Email'), 'bot@example.com');
    await user.type(
      document.querySelector<HTMLInputElement>('input[name="website"]')!,
      'http://spam.example',
    );
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await findText('Thank you.')).toBeInTheDocument();
    expect(contactWrites(fetchSpy)).toHaveLength(0);
  });

  it('shows an error when the message cannot be stored', async () => {
    const user = userEvent.setup();
    stubRestTable('contact_messages', {
      status: 500,
      body: { code: 'XX000', message: 'down', details: null, hint: null },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openContact();
    await user.type(screen.getByLabelText('Phone'), '+212 600 000 000');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent.');
    expect(logged).toHaveBeenCalledWith(
      'Contact message failed:',
      expect.objectContaining({ message: 'down' }),
    );
  });
});
