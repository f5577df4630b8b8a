import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** Fills the checkout's shipping step and moves to the payment step. */
export async function fillShipping(page: Page, { city = 'Fes', phone = '06 12 34 56 78' } = {}) {
  await page.getByLabel('Full name').fill('Amina Benali');
  await page.getByLabel('Email').fill('amina@example.ma');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Address').fill('12 Derb Sidi Ahmed');
  await page.getByLabel('City').fill(city);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('group', { name: 'Payment method' }).waitFor();
}

/** A one-size product's stock, read as the service role (what the shelf holds right now). */
export async function stockOf(slug: string): Promise<number> {
  const response = await fetch(
    `${inject('apiUrl')}/rest/v1/product_variants?select=stock_quantity,products!inner(slug)&products.slug=eq.${slug}`,
    { headers: { apikey: inject('serviceRoleKey'), authorization: `Bearer ${inject('serviceRoleKey')}` } },
  );
  const [variant] = (await response.json()) as { stock_quantity: number }[];
  return variant!.stock_quantity;
}
