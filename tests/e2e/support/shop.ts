import type { Page } from 'playwright-core';

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
