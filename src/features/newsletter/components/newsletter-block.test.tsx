import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoute } from '@/testing/render-route';
import { serviceClient } from '@/testing/test-users';

const admin = serviceClient();

async function subscribe(email: string) {
  renderRoute('/');
  const block = await screen.findByRole('region', { name: 'Come closer.' }, { timeout: 10_000 });
  const input = within(block).getByLabelText('Email address');
  await userEvent.type(input, email);
  await userEvent.click(within(block).getByRole('button', { name: 'Subscribe' }));
  return { block, input };
}

describe('newsletter', () => {
  it('shows Subscribing... while it stores the address, then clears the field and thanks the reader', async () => {
    const email = `reader-${Date.now()}@example.ma`;
    const { block, input } = await subscribe(email);
    expect(within(block).getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(await within(block).findByText(/you're on the list/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(within(block).getByRole('button', { name: 'Subscribe' })).toBeEnabled();

    const { data } = await admin.from('newsletter_subscribers').select('email').eq('email', email);
    expect(data).toEqual([{ email }]);
  });

  it('answers a repeated address as a success, not an error', async () => {
    const email = `again-${Date.now()}@example.ma`;
    await admin.from('newsletter_subscribers').insert({ email });
    const { block } = await subscribe(email.toUpperCase());
    expect(await within(block).findByText(/on the list/, {}, { timeout: 5000 })).toBeInTheDocument();
    const { count } = await admin
      .from('newsletter_subscribers')
      .select('id', { count: 'exact', head: true })
      .ilike('email', email);
    expect(count).toBe(1);
  });

  it('shows a visible error when the address is refused, keeping what was typed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Valid for an e-mail input, refused by the table's check (no dot in the domain).
    const { block, input } = await subscribe('reader@localhost');
    expect(await within(block).findByText(/couldn't add you/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(input).toHaveValue('reader@localhost');
    expect(error).toHaveBeenCalledWith('Newsletter sign-up failed:', expect.anything());
  });

  it('does nothing for an empty address', async () => {
    renderRoute('/');
    const block = await screen.findByRole('region', { name: 'Come closer.' }, { timeout: 10_000 });
    await userEvent.click(within(block).getByRole('button', { name: 'Subscribe' }));
    expect(within(block).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(within(block).getByRole('status')).toBeEmptyDOMElement();
  });
});
