import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoute } from '@/testing/render-route';
import { serviceClient, uniqueEmail } from '@/testing/test-users';

const openProduct = async (slug: string, title: string) => {
  renderRoute(`/product/${slug}`);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
};

// The form's code comes after the page's (notify-me-part.ts): it shows once that has arrived.
const notifyMe = () => screen.findByRole('region', { name: 'Notify me when it’s back' });

describe('Notify me', () => {
  it('takes an address on a sold-out product and promises one e-mail', async () => {
    const user = userEvent.setup();
    await openProduct('amazigh-motif-vessel', 'Amazigh Motif Vessel');
    const email = uniqueEmail('waiting');
    const form = within(await notifyMe());
    await user.type(form.getByLabelText('Email address'), email.toUpperCase());
    await user.click(form.getByRole('button', { name: 'Notify me' }));
    expect(
      await form.findByText('Thank you. We will e-mail you once, when it is back in stock.'),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Email address')).toHaveValue('');

    // Sold out in every size: any size coming back answers it.
    const { data } = await serviceClient()
      .from('back_in_stock_requests')
      .select('email, variant_id, notified_at')
      .eq('email', email);
    expect(data).toEqual([{ email, variant_id: null, notified_at: null }]);

    // The same address again gets the same answer.
    await user.type(form.getByLabelText('Email address'), email);
    await user.click(form.getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(form.getByLabelText('Email address')).toHaveValue(''));
    expect(form.getByRole('status')).toHaveTextContent('Thank you. We will e-mail you once');
  });

  it('says what is wrong with a malformed address and keeps it', async () => {
    const user = userEvent.setup();
    await openProduct('amazigh-motif-vessel', 'Amazigh Motif Vessel');
    const form = within(await notifyMe());
    await user.type(form.getByLabelText('Email address'), 'amina@localhost');
    await user.click(form.getByRole('button', { name: 'Notify me' }));
    expect(await form.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(form.getByLabelText('Email address')).toHaveValue('amina@localhost');
    expect(form.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes an address for the one sold-out size of a piece still on sale', async () => {
    const user = userEvent.setup();
    await openProduct('tamegroute-green-bowl', 'Tamegroute Green Bowl');
    // Not open until asked for: the piece can be bought in another size.
    expect(screen.queryByRole('region', { name: /^Notify me/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Notify me when Medium 18cm is back' }));
    const form = within(await screen.findByRole('region', { name: 'Notify me when Medium 18cm is back' }));
    const email = uniqueEmail('medium');
    await user.type(form.getByLabelText('Email address'), email);
    await user.click(form.getByRole('button', { name: 'Notify me' }));
    expect(
      await form.findByText('Thank you. We will e-mail you once, when it is back in stock.'),
    ).toBeInTheDocument();

    const { data } = await serviceClient()
      .from('back_in_stock_requests')
      .select('email, locale, product_variants(sku)')
      .eq('email', email);
    expect(data).toEqual([{ email, locale: 'en', product_variants: { sku: 'ZLJ-CER-003-M' } }]);
  });

  it('is not offered for a product in stock', async () => {
    await openProduct('fes-blue-tea-bowl', 'Fes Blue Tea Bowl');
    expect(screen.queryByRole('region', { name: 'Notify me when it’s back' })).toBeNull();
  });
});
