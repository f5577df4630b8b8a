import type { Page } from 'playwright-core';

/** Fills the checkout's shipping step and moves to the payment step. */
export async function fillShipping(page: Page) {
  await page.getByLabel('Full name').fill('Amina Benali');
  await page.getByLabel('Email').fill('amina@example.ma');
  await page.getByLabel('Phone').fill('+212 612 345 678');
  await page.getByLabel('Address').fill('12 Derb Sidi Ahmed');
  await page.getByLabel('City').fill('Fes');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('group', { name: 'Payment method' }).waitFor();
}
