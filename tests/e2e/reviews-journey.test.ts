import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';

import { DESKTOP, expectAccessible, layoutShift, openPage, sharedBrowser } from './support/browser';

/**
 * A verified review from end to end: a customer whose jar of marmalade was delivered reviews it with a
 * photo on the order page; the owner reads it at /owner/reviews, answers and publishes it; the product
 * page then shows it, "Verified buyer", by first name and initial, with the photo, without moving.
 */
const browser = sharedBrowser();
const OWNER = { email: 'owner@zellij.test', password: 'zellij-owner-2024' };
const PASSWORD = 'Jar-of-sunshine-42';
const SLUG = 'bitter-orange-marmalade';

const service = (path: string, init: RequestInit = {}) =>
  fetch(`${inject('apiUrl')}${path}`, {
    ...init,
    headers: {
      apikey: inject('serviceRoleKey'),
      authorization: `Bearer ${inject('serviceRoleKey')}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A confirmed account with a cash order of the marmalade, taken to the door as the owner would. */
async function customerWithDeliveredJar(email: string) {
  const user = await json<{ id: string }>(
    await service('/auth/v1/admin/users', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
    }),
  );
  const [product] = await json<{ id: string }[]>(
    await service(`/rest/v1/products?slug=eq.${SLUG}&select=id`),
  );
  const order = await json<{ id: string }>(
    await service('/rest/v1/rpc/place_order', {
      method: 'POST',
      body: JSON.stringify({
        p_order: {
          items: [{ product_id: product!.id, quantity: 1 }],
          currency: 'MAD',
          payment_method: 'cod',
          user_id: user.id,
          customer: { name: 'Nadia Alaoui', email, phone: '+212611223344' },
          shipping_address: { address: '3 Rue Tarik', city: 'Rabat', postalCode: '10000', country: 'MA' },
        },
      }),
    }),
  );
  for (const move of [
    { order_status: 'confirmed' },
    { order_status: 'processing' },
    { order_status: 'shipped', carrier: 'Amana', tracking_number: 'AM42' },
    { order_status: 'delivered' },
  ]) {
    await json(
      await service(`/rest/v1/orders?id=eq.${order.id}`, {
        method: 'PATCH',
        headers: { prefer: 'return=representation' },
        body: JSON.stringify(move),
      }),
    );
  }
  return order.id;
}

describe('verified reviews', () => {
  it('a delivered jar is reviewed with a photo, published by the owner, and shown on its page', async () => {
    const email = `reviewer-${crypto.randomUUID().slice(0, 8)}@example.ma`;
    const title = `Sunshine in a jar ${crypto.randomUUID().slice(0, 6)}`;
    const orderId = await customerWithDeliveredJar(email);
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#e8913a' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .toBuffer();

    // The customer signs in and reviews the jar from the order page.
    const { page, problems } = await openPage(browser(), DESKTOP);
    await page.goto(`/auth?redirect=${encodeURIComponent(`/order-confirmation/${orderId}`)}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const reviews = page.getByRole('region', { name: 'Review your pieces' });
    await reviews.getByRole('button', { name: /^Review / }).click();
    const form = reviews.getByRole('form', { name: /^Review / });
    // The fourth star, as a person clicks it (the radio itself is for the keyboard and screen readers).
    await form.locator('label').filter({ hasText: '4 stars' }).click();
    expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Your review').fill('Bitter and bright, just like my grandmother’s.');
    await form
      .getByLabel(/^Photos/)
      .setInputFiles({ name: 'breakfast.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expectAccessible(page, 'review form');
    await form.getByRole('button', { name: 'Send my review' }).click();
    await reviews.getByText(/^Thank you: your review of .+ will appear once we have read it\.$/).waitFor();

    // The owner publishes it with an answer.
    const owner = await openPage(browser(), DESKTOP);
    await owner.page.goto('/owner/reviews');
    await owner.page.getByLabel('Email', { exact: true }).fill(OWNER.email);
    await owner.page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await owner.page.getByRole('button', { name: 'Sign In' }).click();
    const card = owner.page.getByRole('article', { name: title });
    await card.getByRole('img', { name: 'Photo 1' }).waitFor();
    await expectAccessible(owner.page, 'owner reviews');
    await card.getByLabel('Your public answer (optional)').fill('Thank you, Nadia!');
    await card.getByRole('button', { name: 'Publish' }).click();
    await owner.page.getByText(`“${title}” is published.`).waitFor();

    // Anyone now reads it on the product page, below the fold, without the page moving.
    const visitor = await openPage(browser(), DESKTOP);
    await visitor.page.goto(`/product/${SLUG}`);
    const review = visitor.page.getByRole('article', { name: title });
    await review.scrollIntoViewIfNeeded();
    await review.getByText('Verified buyer').waitFor();
    await review.getByText('Nadia A.').waitFor();
    await review.getByText('Thank you, Nadia!').waitFor();
    const shown = review.getByRole('img', { name: 'Photo 1 by Nadia A.' });
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(await layoutShift(visitor.page)).toBeLessThanOrEqual(0.02);
    await expectAccessible(visitor.page, 'product reviews');
    for (const opened of [page, owner.page, visitor.page]) await opened.context().close();
    expect([...problems, ...owner.problems, ...visitor.problems]).toEqual([]);
  }, 60_000);
});
