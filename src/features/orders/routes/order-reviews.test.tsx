import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '@/lib/constants';
import type { Locale } from '@rules/locales';
import { deliverOrder, placeSafiOrder } from '@/testing/orders';
import { renderRoute } from '@/testing/render-route';
import { serviceClient, signOutAfterEach, signUpTestUser } from '@/testing/test-users';

const service = serviceClient();
signOutAfterEach();

/** An order of the signed-in customer's account, taken to the door by the service role. */
async function deliveredOrder(userId: string) {
  const n = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const order = await placeSafiOrder({ phone: `+2126${n}`, email: `review-${n}@example.com`, userId });
  await deliverOrder(order.id);
  return order.id;
}

async function openForm(locale: Locale, orderId: string, write: RegExp) {
  localStorage.setItem(STORAGE_KEYS.locale, locale);
  renderRoute(`${locale === 'en' ? '' : `/${locale}`}/order-confirmation/${orderId}`);
  const open = await screen.findByRole('button', { name: write }, { timeout: 15_000 });
  await userEvent.click(open);
  return screen.getByRole('form', { name: write });
}

describe('reviewing a delivered piece on the order page', () => {
  it('says what is missing in English, French and Arabic, and sends a review chosen by keyboard', async () => {
    const session = await signUpTestUser('reviewer');
    const orderId = await deliveredOrder(session.user.id);
    const cases: [Locale, RegExp, string[]][] = [
      [
        'fr',
        /Donner mon avis sur/,
        [
          'Choisissez une note de 1 à 5 étoiles.',
          'Donnez un titre à votre avis.',
          'Dites quelques mots sur la pièce.',
        ],
      ],
      ['ar', /قيّم /, ['اختر تقييمًا من نجمة إلى 5 نجوم.', 'أعطِ تقييمك عنوانًا.', 'اكتب بضع كلمات عن القطعة.']],
      [
        'en',
        /Review /,
        [
          'Choose a rating from 1 to 5 stars.',
          'Give your review a title.',
          'Say a few words about the piece.',
        ],
      ],
    ];
    for (const [locale, write, messages] of cases) {
      const form = await openForm(locale, orderId, write);
      await userEvent.click(within(form).getByRole('button', { name: /Envoyer|أرسل|Send/ }));
      for (const message of messages) expect(within(form).getByText(message)).toBeInTheDocument();
      // The first field missing takes the focus: the rating's first star.
      expect(within(form).getAllByRole('radio')[0]).toHaveFocus();
      if (locale !== 'en') cleanup();
    }

    // English: the rating by keyboard (a radio group: arrows move it), then the words.
    const form = screen.getByRole('form', { name: /Review / });
    const group = within(form).getByRole('group', { name: 'Your rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-invalid'))).toEqual(Array(5).fill('true'));
    stars[0]!.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(within(form).getByLabelText('Title'), 'A bowl for every breakfast');
    await userEvent.type(within(form).getByLabelText('Your review'), '<b>Deep blue</b>, as on the photos.');
    expect(within(form).getByText('35 of 2,000 characters')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send my review' }));
    // Sent, the piece says where its review stands.
    expect(
      await screen.findByText(
        /^Thank you: your review of .+ will appear once we have read it\.$/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();

    const { data } = await service
      .from('reviews')
      .select('rating, title, body, status, locale, reviewer_name')
      .eq('user_id', session.user.id)
      .single()
      .throwOnError();
    expect(data).toEqual({
      rating: 4,
      title: 'A bowl for every breakfast',
      body: '<b>Deep blue</b>, as on the photos.',
      status: 'pending',
      locale: 'en',
      reviewer_name: 'Salma T.',
    });
  }, 90_000);

  it('refuses a file that is not a photo before sending it', async () => {
    const session = await signUpTestUser('reviewer-photo');
    const orderId = await deliveredOrder(session.user.id);
    const form = await openForm('en', orderId, /Review /);
    const input = within(form).getByLabelText(/Photos/);
    await userEvent.upload(input, new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(
      within(form).getByText('This file is not a photo: choose a JPEG, PNG or WebP image.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  }, 30_000);
});
